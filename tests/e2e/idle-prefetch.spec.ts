import type { Page } from "@playwright/test";
import { expect, test } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

/** The course page's own module, as React Router's manifest names it. */
const courseModule = (page: Page) =>
  page.evaluate(() => {
    const manifest = Reflect.get(window, "__reactRouterManifest") as {
      routes: Record<string, { path?: string; module: string }>;
    };
    return Object.values(manifest.routes).find((route) => route.path === "curso/:slug")?.module ?? null;
  });
const preloads = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.getAttribute("href")),
  );

test.describe("idle prefetch (spec §9)", () => {
  test("on the home page, once idle, the course page's code is preloaded for the course cards in view", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    // Not a first-visit file: the home page's HTML does not preload it.
    // (The manifest learns the course route once React Router discovers the cards' links.)
    await expect.poll(() => courseModule(page)).not.toBeNull();
    const module = (await courseModule(page))!;
    const served = await (await page.request.get("/")).text();
    expect(served).not.toContain(module);
    // The default wait (20 s in CI): a loaded CI machine gave the idle moment more than 10 s once (2026-11-28).
    await expect.poll(() => preloads(page)).toContain(module);
  });

  test("with data saver on, nothing is prefetched", async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } }),
    );
    await page.goto("/");
    await waitForHydration(page);
    const before = await preloads(page);
    // Past the 2 s idle limit: a prefetch would have happened by now.
    await page.waitForTimeout(3_000);
    expect(await preloads(page)).toEqual(before);
  });
});
