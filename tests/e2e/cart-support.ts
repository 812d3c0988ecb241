import { expect, type Page } from "./recorded-test.ts";
import { courseOnSale } from "./checkout-support.ts";
import { waitForHydration } from "./support.ts";

/** Three courses of the demo catalogue that a new account does not own. */
export const courses = [
  courseOnSale,
  "nutricao-esportiva-aplicada",
  "nutricao-clinica-no-paciente-critico",
] as const;

/** The price each course page showed, by name: the cart must show the same. */
export const pagePrices = new Map<string, string>();

/** From the course page's "Adicionar ao carrinho", as a visitor puts a course in the cart; its name. */
export async function addFromCoursePage(page: Page, slug: string): Promise<string> {
  await page.goto(`/curso/${slug}`);
  await waitForHydration(page);
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const buyBox = page.getByRole("complementary", { name: "Comprar agora" });
  pagePrices.set(name, (await buyBox.getByText(/^Por R\$/).innerText()).trim());
  await buyBox.getByRole("link", { name: "Adicionar ao carrinho" }).click();
  await expect(page).toHaveURL(new RegExp(`/carrinho/${slug}$`));
  await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  // The cart holds it once it says how many courses it has.
  await expect(
    page.getByRole("status").filter({ hasText: /^Seu carrinho tem \d+ cursos?\.$/ }),
  ).toBeVisible();
  return name;
}
