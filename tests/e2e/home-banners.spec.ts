import { expect, test, type Page } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

const banners = (page: Page) => page.getByRole("region", { name: "Destaques" });
const currentSource = (page: Page, alt: string) =>
  banners(page)
    .getByRole("img", { name: alt })
    .evaluate((image: HTMLImageElement) =>
      image.complete && image.naturalWidth > 0 ? image.currentSrc : null,
    );

test.describe("home banners", () => {
  test("the first banner shows the desktop image with its alt text and links to its page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const first = banners(page).getByRole("link", { name: "Semana da Saúde Mental" });
    await expect(first).toBeVisible();
    await expect(first).toHaveAttribute("href", "/cursos-saude-mental");
    await expect(
      banners(page).getByText("Até 30% de desconto em cursos de psicologia e psiquiatria."),
    ).toBeVisible();
    await expect
      .poll(() => currentSource(page, "Semana da Saúde Mental"))
      .toMatch(/\/banner\/semana-da-saude-mental-desktop\.svg$/);
    const image = banners(page).getByRole("img", { name: "Semana da Saúde Mental" });
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("width", "1440");
    await expect(banners(page).getByRole("img", { name: "UTI Online 2ª Edição" })).toHaveAttribute(
      "loading",
      "lazy",
    );
    await first.click();
    await expect(page).toHaveURL(/\/cursos-saude-mental$/);
  });

  test("on a phone (375 px) the mobile image is used", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await expect(banners(page).getByRole("img", { name: "Semana da Saúde Mental" })).toBeVisible();
    await expect
      .poll(() => currentSource(page, "Semana da Saúde Mental"))
      .toMatch(/\/banner\/semana-da-saude-mental-mobile\.svg$/);
  });

  test("the next and previous buttons move one banner at a time with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await waitForHydration(page);
    const second = banners(page).getByRole("link", { name: "UTI Online 2ª Edição" });
    await expect(second).not.toBeInViewport({ ratio: 0.9 });
    await banners(page).getByRole("button", { name: "Próximo destaque" }).focus();
    await page.keyboard.press("Enter");
    await expect(second).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("Shift+Tab");
    await expect(banners(page).getByRole("button", { name: "Destaque anterior" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(banners(page).getByRole("link", { name: "Semana da Saúde Mental" })).toBeInViewport({
      ratio: 0.9,
    });
  });

  test("every banner link is reachable with Tab and scrolls into view", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    await banners(page).getByRole("link", { name: "Semana da Saúde Mental" }).focus();
    await page.keyboard.press("Tab");
    const second = banners(page).getByRole("link", { name: "UTI Online 2ª Edição" });
    await expect(second).toBeFocused();
    await expect(second).toBeInViewport({ ratio: 0.9 });
  });
});
