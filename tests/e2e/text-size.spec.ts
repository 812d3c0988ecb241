import { expect, test, type APIRequestContext, type Page } from "./recorded-test.ts";
import { fillSignIn, newPersonAtHome, readMe, storedToken } from "./identity-support.ts";
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
    // The form posts and the server redirects back: read the size once the new document is there.
    await Promise.all([
      page.waitForURL("/", { waitUntil: "load" }),
      page.getByRole("button", { name: "Aplicar" }).click(),
    ]);
    await expect(page.getByLabel("Tamanho do texto")).toHaveValue("large");
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

/** A new account signs in on the sign-in page, then opens the home page, where the footer is. */
async function newPersonOnHome(page: Page, request: APIRequestContext, tag: string) {
  const person = await newPersonAtHome(page, request, tag);
  await page.goto("/");
  await waitForHydration(page);
  return person;
}

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
  // Two sign-ins and several saves: on a loaded 2-core machine this took 57 s.
  test.setTimeout(120_000);
  const person = await newPersonOnHome(page, request, "texto");
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
  await newPersonAtHome(page, request, "textoinv");
  const token = await storedToken(page);
  const refused = await page.request.patch("/api/users/me", {
    headers: { authorization: `Bearer ${token}` },
    data: { textSize: "huge" },
  });
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain("textSize");
});

test("signed in, a language and a theme chosen in the footer are saved to the account and stay page after page", async ({
  page,
  request,
}) => {
  // Two sign-ins and several saves: on a loaded 2-core machine this took 57 s.
  test.setTimeout(120_000);
  await newPersonOnHome(page, request, "rodape");
  await page.getByLabel("Idioma").selectOption("en");
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await expect.poll(async () => (await readMe<{ languageId?: string }>(page)).languageId).toBe("en");
  await page.getByLabel("Theme").selectOption("dark");
  await expect.poll(async () => (await readMe<{ theme?: string | null }>(page)).theme).toBe("dark");
  // Spec §1: the account's choices are applied on every signed-in page; they are now the footer's own.
  await page.goto("/my-courses");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "My courses" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});
