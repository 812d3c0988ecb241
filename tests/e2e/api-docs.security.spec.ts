import { expect, test } from "./recorded-test.ts";
import type { Locator, Page } from "@playwright/test";
import { collectConsoleErrors } from "./support.ts";

/** Scrolls down a screen at a time until the (virtualised) list has mounted the element. */
async function scrollUntilShown(page: Page, element: Locator): Promise<void> {
  for (let screens = 0; screens < 80 && (await element.count()) === 0; screens += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
  }
  await element.scrollIntoViewIfNeeded();
}

/**
 * Issue 25 / ADR 054: the production server's API reference at /api/docs renders in Chromium under its own
 * Content-Security-Policy with no violation, asks nothing of another origin, lists no /api/dev/* call, and its
 * "Try it out" sends the token typed into "Authorize" as `Authorization: Bearer …` to this origin.
 */
test("/api/docs renders under its CSP, stays on this origin, and 'try it' sends the bearer token", async ({
  page,
  baseURL,
}) => {
  // Swagger UI lays out some 90 operations from a 300 KB document: slow on a loaded 2-core machine.
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  const errors = collectConsoleErrors(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.origin !== origin) elsewhere.push(request.url());
  });

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Sabiá platform API/ })).toBeVisible({ timeout: 60_000 });
  // From some 130 operations on, Swagger UI mounts only the operations near the viewport, so the page is
  // scrolled to reach one; the document itself says which calls it lists.
  const apiDocument = (await (await page.request.get("/api/openapi.json")).json()) as {
    paths: Record<string, unknown>;
  };
  expect(Object.keys(apiDocument.paths)).toContain("/api/users/me/photo");
  expect(Object.keys(apiDocument.paths).filter((path) => path.startsWith("/api/dev/"))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("api-docs.png"), fullPage: false });

  // Authorize with a (made-up) token: the scheme the document declares.
  await page
    .getByRole("button", { name: /Authorize/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "Available authorizations" })).toBeVisible();
  await page.getByRole("textbox", { name: "auth-bearer-value" }).fill("made-up-token-for-the-docs-test");
  await page.getByRole("button", { name: "Apply credentials" }).click();
  await page.getByRole("button", { name: "Close", exact: true }).click();

  // GET /api/users/me → Try it out → Execute: the request carries the token and goes to this origin.
  // Only this operation is open, so its "Try it out" and "Execute" are the page's only ones.
  const myself = page.getByRole("button", { name: "GET /api/users/me", exact: true });
  await scrollUntilShown(page, myself);
  await myself.click();
  await page.getByRole("button", { name: "Try it out" }).click();
  const sent = page.waitForRequest((request) => request.url() === `${origin}/api/users/me`);
  await page.getByRole("button", { name: "Execute" }).click();
  expect((await sent).headers()["authorization"]).toBe("Bearer made-up-token-for-the-docs-test");
  await expect(
    page.getByRole("table", { name: /live responses/i }).or(page.getByText("Server response")),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("api-docs-try-it.png"), fullPage: false });

  expect(violations).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  expect(elsewhere).toEqual([]);
});
