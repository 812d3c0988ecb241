import { expect, test, type Page } from "@playwright/test";
import { createAccount, fillSignIn, newPerson, readMe, storedToken } from "./identity-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** Issue 16 (spec §1 accessibility): a text size control, remembered, with layouts that hold at 200 %. */
const rootFontSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
const pages = ["/", "/busca?termo=saude", "/curso/uti-online-2-edicao", "/signup"];

test("the footer's 'Tamanho do texto' grows the text at once and keeps it on later visits", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  expect(await rootFontSize(page)).toBe(16);
  await page.getByLabel("Tamanho do texto").selectOption({ label: "Maior (150%)" });
  await expect.poll(() => rootFontSize(page)).toBe(24);
  await page.goto("/curso/uti-online-2-edicao");
  expect(await rootFontSize(page)).toBe(24);
  await expect(page.getByLabel("Tamanho do texto")).toHaveValue("larger");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preferences form applies the text size with its button", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Tamanho do texto").selectOption("large");
    await page.getByRole("button", { name: "Aplicar" }).click();
    expect(await rootFontSize(page)).toBe(20);
  });
});

for (const width of [1280, 375]) {
  test.describe(`at 200 % text on a ${width} px screen`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: "sabia_text_size", value: "largest", url: baseURL! }]);
    });

    for (const path of pages) {
      test(`${path} fits the screen (no sideways scrolling of the page)`, async ({ page }) => {
        await page.goto(path);
        expect(await rootFontSize(page)).toBe(32);
        // Measured once the page is live, with the header's sign-language switch in place (ADR 039).
        await waitForHydration(page);
        if (path !== "/signup") await expect(page.getByRole("button", { name: /^Libras/ })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe("axe at 200 % text", () => {
  for (const path of ["/", "/curso/uti-online-2-edicao", "/auth/signin"]) {
    test(`${path} in each of the four themes`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "sabia_text_size", value: "largest", url: baseURL! }]);
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolationsInEveryTheme(page);
    });
  }
});

test("/features claims the text size control", async ({ page }) => {
  await page.goto("/features");
  await expect(page.getByText(/Tamanho do texto ajustável até 200%/)).toBeVisible();
});

test("signed in, the chosen size is saved to the account and applied on another device", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const person = newPerson("texto");
  await createAccount(request, person);
  await page.goto("/auth/signin");
  await waitForHydration(page);
  await fillSignIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Tamanho do texto").selectOption({ label: "Maior (150%)" });
  await expect.poll(() => rootFontSize(page)).toBe(24);
  await expect.poll(async () => (await readMe<{ textSize?: string | null }>(page)).textSize).toBe("larger");

  // Another device: nothing chosen there; once signed in, the account's size is in force, page after page.
  const other = await browser.newContext({ baseURL });
  const device = await other.newPage();
  await device.goto("/auth/signin");
  await waitForHydration(device);
  expect(await rootFontSize(device)).toBe(16);
  await fillSignIn(device, person.username, person.password);
  await expect(device).toHaveURL(/\/home$/);
  await expect.poll(() => rootFontSize(device)).toBe(24);
  await device.goto("/curso/uti-online-2-edicao");
  expect(await rootFontSize(device)).toBe(24);
  await other.close();
});

test("the API refuses a text size that is not one of the four, naming the field", async ({
  page,
  request,
}) => {
  const person = newPerson("textoinv");
  await createAccount(request, person);
  await page.goto("/auth/signin");
  await waitForHydration(page);
  await fillSignIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  const token = await storedToken(page);
  const refused = await page.request.patch("/api/users/me", {
    headers: { authorization: `Bearer ${token}` },
    data: { textSize: "huge" },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain("textSize");
});
