import { expect, test, type Page } from "@playwright/test";
import { themeNames } from "../../src/domain/theme.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

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
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    }
  });
}

test.describe("axe at 200 % text", () => {
  for (const theme of themeNames) {
    test(`the course page in the ${theme} theme`, async ({ page, context, baseURL }) => {
      await context.addCookies([
        { name: "sabia_text_size", value: "largest", url: baseURL! },
        { name: "sabia_theme", value: theme, url: baseURL! },
      ]);
      await page.goto("/curso/uti-online-2-edicao");
      await expectNoAxeViolations(page);
    });
  }
});

test("/features claims what the product has: the text size, not a sign-language avatar it does not load", async ({
  page,
}) => {
  await page.goto("/features");
  await expect(page.getByText(/Tamanho do texto ajustável até 200%/)).toBeVisible();
  await expect(page.getByText(/Libras/)).toHaveCount(0);
});
