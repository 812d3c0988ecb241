import { expect, test, type Page } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

/** Issue 16: the search filters narrow each other and keep the address clean. */
const categoryOptions = (page: Page) => page.getByLabel("Categoria").locator("option").allTextContents();

test("choosing an area narrows the categories to that area's; a category chosen before is let go", async ({
  page,
}) => {
  await page.goto("/busca?termo=saude");
  await waitForHydration(page);
  const everyCategory = await categoryOptions(page);
  await page.getByLabel("Categoria").selectOption({ label: "Psiquiatria" });
  await expect(page).toHaveURL(/categoria=psiquiatria/);
  await page.getByLabel("Área").selectOption({ label: "Medicina" });
  await expect(page).toHaveURL(/area=cursos-medicina/);
  await expect(page).not.toHaveURL(/categoria=/);
  await expect.poll(async () => (await categoryOptions(page)).length).toBeLessThan(everyCategory.length);
  const narrowed = await categoryOptions(page);
  expect(narrowed).toContain("UTI e Terapia Intensiva");
  expect(narrowed).not.toContain("Psiquiatria");
});

test("'Aplicar filtros' puts only the filled fields in the address", async ({ page }) => {
  await page.goto("/busca?termo=saude");
  await waitForHydration(page);
  await page.getByLabel("Buscar por").fill("uti");
  await page.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(page).toHaveURL(/\/busca\?termo=uti$/);
});

test("an old link's `text` parameter (spec §2) searches that term", async ({ page }) => {
  await page.goto("/busca?text=uti");
  await expect(page.getByLabel("Buscar por")).toHaveValue("uti");
  await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the plain GET form lands on an address without empty fields", async ({ page }) => {
    await page.goto("/busca?termo=saude");
    await page.getByLabel("Área").selectOption({ label: "Saúde Mental" });
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/\/busca\?termo=saude&area=cursos-saude-mental$/);
    await expect(page.getByRole("status").filter({ hasText: "encontrado" })).toBeVisible();
  });
});

/** Issue 16: the "any" option agrees with its field's noun (Instituição, Área, Categoria are feminine). */
const firstOption = (page: Page, label: string) =>
  page
    .getByRole("combobox", { name: label, exact: true, includeHidden: true })
    .locator("option")
    .first()
    .textContent();
const anyOptions = {
  "pt-BR": { Instituição: "Todas", Área: "Todas", Categoria: "Todas", Autor: "Todos" },
  es: { Institución: "Todas", Área: "Todas", Categoría: "Todas", Autor: "Todos" },
  en: { Institution: "All", Area: "All", Category: "All", Author: "All" },
};
for (const [language, expected] of Object.entries(anyOptions)) {
  test(`the filters' "any" option agrees with the field in ${language}`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "sabia_lang", value: language, url: baseURL! }]);
    await page.goto("/busca?termo=saude");
    for (const [label, any] of Object.entries(expected)) expect(await firstOption(page, label)).toBe(any);
  });
}
