import { expect, test } from "./recorded-test.ts";
import { layoutSizes } from "#src/domain/breakpoints.ts";
import { applyTheme, expectNoAxeViolations, themeNames, waitForHydration } from "./support.ts";

/** Spec §9: the marketplace header is 132 px high on a phone; §3: the home page keeps its scroll on the way back. */

test.describe("the marketplace header on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const theme of themeNames) {
    test(`is ${layoutSizes.headerMobile} px high with search, menu, sign-language and sign-in in the ${theme} theme`, async ({
      page,
      context,
      baseURL,
    }) => {
      await applyTheme(context, baseURL, theme);
      await page.goto("/");
      await waitForHydration(page);
      const header = page.locator("header").first();
      const box = await header.boundingBox();
      expect(Math.round(box?.height ?? 0)).toBe(layoutSizes.headerMobile);
      // Every control is inside the header's box and on screen: none pushed past the 375 px width or below.
      const controls = [
        header.getByRole("link", { name: "Abrir busca" }),
        header.getByRole("button", { name: "Todas as categorias" }),
        header.getByRole("link", { name: "Entrar" }),
        header.getByRole("button", { name: "Libras" }),
      ];
      for (const control of controls) {
        await expect(control).toBeInViewport({ ratio: 1 });
        const inner = await control.boundingBox();
        expect(inner!.y + inner!.height).toBeLessThanOrEqual(box!.y + box!.height);
        expect(inner!.x + inner!.width).toBeLessThanOrEqual(375);
      }
      await page.screenshot({
        path: `/tmp/spec-rules-shots/header-375-${theme}.png`,
        clip: { x: 0, y: 0, width: 375, height: 220 },
      });
      await expectNoAxeViolations(page, "header");
    });
  }
});

test("back from a course page, the home page is where it was scrolled to", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await waitForHydration(page);
  const courseLink = page.locator('main a[href^="/curso/"]').last();
  await courseLink.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  await courseLink.click();
  await expect(page).toHaveURL(/\/curso\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(40);
});
