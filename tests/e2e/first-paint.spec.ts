import { expect, test } from "./recorded-test.ts";
import { themeCookieName, themeNames } from "#src/domain/theme.ts";
import { collectConsoleErrors, waitForHydration } from "./support.ts";

// ADR 021: the first paint needs only the document — the stylesheet is inlined and no JavaScript downloads
// before the browser has painted; then the page hydrates as before.

test("the document carries its stylesheet and starts no script before it is painted", async ({ request }) => {
  const html = await (await request.get("/curso/uti-online-2-edicao")).text();
  // Each carries this response's CSP nonce (ADR 031).
  expect(html).toMatch(/<style id="site-styles" nonce="[^"]+">/);
  for (const theme of themeNames) expect(html).toContain(`[data-theme=${theme}]`);
  expect(html).not.toContain('rel="stylesheet"');
  expect(html).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script (nonce="[^"]+" )?type="module"/);
  expect(html).toContain('<link rel="deferred-modulepreload"');
  expect(html).toMatch(/<script nonce="[^"]+" type="deferred-module"/);
  expect(html).toMatch(/<script id="start-scripts" nonce="[^"]+">/);
});

test("in the browser the JavaScript loads after the first paint, hydrates, and styles survive navigation", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // The browser's own /favicon.ico request (there is no favicon yet) is the only 404 allowed.
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400 && !response.url().endsWith("/favicon.ico"))
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/busca?termo=saude");
  await waitForHydration(page);

  const timing = await page.evaluate(() => ({
    firstPaint:
      performance.getEntriesByType("paint").find((entry) => entry.name === "first-paint")?.startTime ??
      Number.NaN,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
    inert: document.querySelectorAll('link[rel="deferred-modulepreload"], script[type="deferred-module"]')
      .length,
    stylesheets: document.querySelectorAll("style#site-styles").length,
  }));
  expect(timing.scripts.length).toBeGreaterThan(0);
  for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
  expect(timing.inert).toBe(0);
  expect(timing.stylesheets).toBe(1);

  // A client-side navigation keeps the one inlined stylesheet: the skip link stays positioned off-screen by it.
  const skipLinkPosition = () =>
    page.locator("a[href='#content']").evaluate((link) => getComputedStyle(link).position);
  expect(await skipLinkPosition()).toBe("absolute");
  await page.locator("main#content a[href^='/curso/']").first().click();
  await expect(page).toHaveURL(/\/curso\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.locator("style#site-styles").count()).toBe(1);
  expect(await skipLinkPosition()).toBe("absolute");
  expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
  expect(failed).toEqual([]);
});

test("each theme's colours come from the inlined stylesheet", async ({ page, context, baseURL }) => {
  const backgrounds = new Set<string>();
  for (const theme of themeNames) {
    await context.addCookies([{ name: themeCookieName, value: theme, url: baseURL! }]);
    await page.goto("/features");
    backgrounds.add(
      await page.evaluate(
        () => `${getComputedStyle(document.body).backgroundColor} ${getComputedStyle(document.body).color}`,
      ),
    );
  }
  expect(backgrounds.size).toBe(themeNames.length);
});
