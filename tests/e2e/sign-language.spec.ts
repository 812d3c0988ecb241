import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./recorded-test.ts";
import { newPersonAtHome, readMe, signInFromPage } from "./identity-support.ts";

type Me = { accessibility: { signLanguageEnabled: boolean } };
import { collectConsoleErrors, expectNoAxeViolations, waitForHydration } from "./support.ts";

/**
 * Issue 16 / ADR 039: the sign-language avatar (VLibras) loads only when turned on, from the configured root
 * (the e2e server keeps the default, https://vlibras.gov.br/app; this machine has no internet, so a route serves
 * a small test widget of our own in its place), is toggled from the header by anyone and follows a signed-in
 * person's account; when the plugin cannot be reached nothing broken shows and the toggle says so.
 */
const pluginUrl = "https://vlibras.gov.br/app/vlibras-plugin.js";
const fixture = readFileSync(new URL("../fixtures/vlibras/vlibras-plugin.js", import.meta.url), "utf8");

async function serveFixture(page: Page) {
  const requests: string[] = [];
  await page.route(`${pluginUrl}*`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: fixture });
  });
  return requests;
}

async function watchPolicy(page: Page) {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(v: string): void }).reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Libras/ });
const widgetButton = (page: Page) => page.getByRole("button", { name: "Abrir VLibras (fixture)" });

test("an anonymous visitor turns the avatar on from the header (keyboard), it loads then and stays on", async ({
  page,
}) => {
  const requests = await serveFixture(page);
  const violations = await watchPolicy(page);
  await page.goto("/");
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  expect(requests).toEqual([]);
  await expect(page.locator("[vw]")).toHaveCount(0);

  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(widgetButton(page)).toBeVisible();
  await expect(widgetButton(page)).toHaveAttribute("data-root", "https://vlibras.gov.br/app");
  expect(requests).toHaveLength(1);

  // Remembered in this browser: the next page starts it again at hydration.
  await page.goto("/curso/uti-online-2-edicao");
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(widgetButton(page)).toBeVisible();
  await expectNoAxeViolations(page, "header");

  // Off: the widget goes away at once (the plugin stays loaded, hidden).
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(widgetButton(page)).toBeHidden();
  await toggle(page).click();
  await expect(widgetButton(page)).toBeVisible();
  expect(violations).toEqual([]);
});

test("a text sent to the avatar is cut at the spec's 1000 characters", async ({ page, context, baseURL }) => {
  await serveFixture(page);
  await context.addCookies([{ name: "sabia_sign_language", value: "on", url: baseURL! }]);
  await page.goto("/");
  await waitForHydration(page);
  await expect(widgetButton(page)).toBeVisible();
  await page.evaluate(() => {
    const long = document.createElement("p");
    long.id = "long-text";
    long.textContent = "Libras ".repeat(300);
    document.querySelector("main")!.prepend(long);
  });
  await page.locator("#long-text").click();
  await expect(page.locator("[vw-plugin-wrapper]")).toHaveAttribute("data-signed-length", "1000");
  await page.getByRole("heading", { level: 1 }).first().click();
  const heading = (await page.getByRole("heading", { level: 1 }).first().textContent()) ?? "";
  await expect(page.locator("[vw-plugin-wrapper]")).toHaveAttribute(
    "data-signed-length",
    String(heading.length),
  );
});

test("an unreachable plugin shows nothing broken: no empty widget, one failed request, the toggle says so", async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  let attempts = 0;
  await page.route(`${pluginUrl}*`, (route) => {
    attempts += 1;
    return route.abort("internetdisconnected");
  });
  await page.goto("/busca?termo=saude");
  await waitForHydration(page);
  await toggle(page).click();
  await expect(toggle(page)).toHaveText("Libras indisponível");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("[vw]")).toHaveCount(0);
  await expect(page.locator("[vw-access-button]")).toHaveCount(0);
  expect(attempts).toBe(1);
  expect(errors.length).toBeLessThanOrEqual(1);
  await expectNoAxeViolations(page, "header");
  // Turning it off clears the notice.
  await toggle(page).click();
  await expect(toggle(page)).toHaveText("Libras");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
});

test("the account's setting wins: turned on in My Account, it shows in the platform and storefront headers", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await serveFixture(page);
  // This browser said "off" before signing in.
  await context.addCookies([{ name: "sabia_sign_language", value: "off", url: baseURL! }]);
  const person = await newPersonAtHome(page, request, "libras");
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");

  await page.goto("/my-account");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Acessibilidade" }).click();
  await page.getByLabel(/avatar de Libras/).check();
  await page.getByRole("button", { name: "Salvar acessibilidade" }).click();
  await expect(page.getByText("Preferência de acessibilidade salva.")).toBeVisible();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(widgetButton(page)).toBeVisible();

  // Another device (a fresh browser context that chose "off"): the account's "on" wins once it is read.
  const other = await page.context().browser()!.newContext({ baseURL });
  const device = await other.newPage();
  await serveFixture(device);
  await other.addCookies([{ name: "sabia_sign_language", value: "off", url: baseURL! }]);
  await signInFromPage(device, person.username, person.password);
  await expect(device).toHaveURL(/\/home$/);
  await expect(toggle(device)).toHaveAttribute("aria-pressed", "true");
  await expect(widgetButton(device)).toBeVisible();

  // The header switch of a signed-in person saves to the account: off here, off on the first browser's next page.
  await toggle(device).click();
  await expect(toggle(device)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await readMe<Me>(device)).accessibility.signLanguageEnabled).toBe(false);
  await other.close();
  await page.goto("/");
  await waitForHydration(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
});

test("/features names the sign-language avatar now that the product loads it", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByText(/Avatar de Libras \(VLibras, do gov\.br\)/)).toBeVisible();
});
