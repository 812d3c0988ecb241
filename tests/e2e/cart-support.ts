import type { APIRequestContext } from "@playwright/test";
import { expect, type Page } from "./recorded-test.ts";
import { createAccount, fillSignIn, newPerson } from "./identity-support.ts";
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

/** Whole reais and cents of a "R$ 1.234,56" text. */
export const reais = (text: string) =>
  Number(/R\$\s*([\d.]+,\d{2})/.exec(text)![1]!.replace(/\./g, "").replace(",", "."));

/** The order the page placed, as its answer told the browser (the bank then pays its one Pix). */
export async function placeOrder(page: Page, total: string) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/subscription/cart/order") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: `Gerar Pix de ${total}` }).click();
  const order = (await (await answer).json()) as {
    id: number;
    total: number;
    paymentSubscriptionId: number;
    items: { name: string; total: number }[];
  };
  return order;
}

/** Three courses from their pages into a visitor's cart, then "Pagar os 3 cursos juntos" and sign-in. */
export async function cartToOrderPage(page: Page, request: APIRequestContext, tag: string) {
  const person = newPerson(tag);
  await createAccount(request, person);
  const names = [];
  for (const slug of courses) names.push(await addFromCoursePage(page, slug));
  const cartTotals = await page
    .getByRole("region", { name: "Também no seu carrinho" })
    .getByText(/cursos em um só pagamento/)
    .innerText();
  await page.getByRole("link", { name: "Pagar os 3 cursos juntos" }).click();
  await expect(page).toHaveURL(/\/checkout\/carrinho$/);
  await expect(page.getByRole("heading", { name: "Entre para pagar o seu carrinho" })).toBeVisible();
  await waitForHydration(page);
  await page.locator("#content").getByRole("link", { name: "Entrar", exact: true }).click();
  await waitForHydration(page);
  await fillSignIn(page, person.username, person.password);
  await expect(page).toHaveURL(/\/checkout\/carrinho$/);
  await expect(page.getByRole("heading", { name: "Cursos deste pedido" })).toBeVisible();
  return { person, names, cartTotal: reais(cartTotals) };
}
