import { expect, test } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

/** Issue 16: what a buyer looks for on the course page before paying. */
const course = "/curso/uti-online-2-edicao";

test("rating with its count, students, instructors with photos and bios, guarantee, what is included, payment methods", async ({
  page,
}) => {
  await page.goto(course);
  await expect(page.getByText(/4,3 de 5 \(\d{1,3}(\.\d{3})* avaliações\)$/)).toBeVisible();
  await expect(page.getByText(/^\d{1,3}(\.\d{3})* alunos$/)).toBeVisible();
  const experts = page.getByRole("list").filter({ hasText: "Dra. Helena Duarte" });
  // Photos beside the names (decorative, alt=""), each one served.
  const photos = experts.locator("img");
  await expect(photos).toHaveCount(2);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(experts).toContainText("Médica intensivista");
  const buy = page.getByRole("complementary", { name: "Comprar agora" });
  await expect(buy).toContainText("em até 12× de R$ 232,67 sem juros");
  await expect(buy).toContainText("Garantia de 7 dias");
  await expect(buy.getByRole("heading", { name: "Este curso inclui" })).toBeVisible();
  const methods = buy.getByRole("list").filter({ has: page.getByRole("img", { name: "Pix" }) });
  for (const method of ["Pix", "Boleto", "Visa", "Mastercard", "Elo", "American Express", "Hipercard"])
    await expect(methods.getByRole("img", { name: method })).toBeVisible();
  // Every payment picture is served (no broken image behind an icon).
  for (const image of await methods.getByRole("img").all())
    expect(
      await image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    ).toBe(true);
});

test("the picture is a preview that opens the free lesson", async ({ page }) => {
  await page.goto(course);
  await waitForHydration(page);
  await page.getByRole("link", { name: "Assista à primeira aula grátis" }).click();
  await expect(page).toHaveURL(/\/curso\/uti-online-2-edicao\/aula-gratuita$/);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a buy bar stays at the bottom with the price, and leads to the checkout", async ({ page }) => {
    await page.goto(course);
    await waitForHydration(page);
    const bar = page.locator("div[aria-hidden='true']").filter({ hasText: "Comprar agora" });
    await expect(bar).toContainText("R$ 2.792,00");
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(812, 0);
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await bar.boundingBox())!.y).toBeCloseTo(box.y, 0);
    await bar.getByText("Comprar agora").click();
    await expect(page).toHaveURL(/\/(checkout|signin)\//);
  });
});

test("on a wide screen there is no bottom bar (the price box is in view)", async ({ page }) => {
  await page.goto(course);
  await expect(page.locator("div[aria-hidden='true']").filter({ hasText: "Comprar agora" })).toBeHidden();
});
