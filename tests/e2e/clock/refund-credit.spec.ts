import { expect, test, type Page } from "../recorded-test.ts";
import { storageKeys } from "#src/services/config.ts";
import {
  choosePlan,
  openCheckoutFromCoursePage,
  openFromUserMenu,
  sandbox,
  signInToCheckout,
  subscriptionIdOf,
} from "../checkout-support.ts";

// Moves the sandbox clock past the 7-day withdrawal period: runs in the sandbox-clock project (playwright.config.ts).
test.describe.configure({ mode: "serial" });

/** Modules released one a month (seed): a late cancellation refunds part of it, as credit (ADR 047). */
const dripCourse = "acls-suporte-avancado-de-vida-em-cardiologia";
const partCourse = "via-aerea-dificil";
const wholeCourse = "comunicacao-de-mas-noticias";

/** "R$ 1.234,56" → 1234.56 */
const reais = (text: string) =>
  Number(/R\$\s*([\d.]+,\d{2})/.exec(text)![1]!.replace(/\./g, "").replace(",", "."));
const brl = (value: number) =>
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" })
    .format(value)
    .replace(/\s/g, "\u00a0");
/** A text that starts with `start`, whatever space the money is written with. */
const startingWith = (start: string) =>
  new RegExp(`^${start.replace(/[$().]/g, "\\$&").replace(/[\s\u00a0]/g, "\\s")}`);

async function payWithPix(page: Page, slug: string) {
  await page.getByRole("radio", { name: "Pix" }).check();
  await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
  expect((await sandbox.pay(page.request, await subscriptionIdOf(page, slug))).status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
}

const summaryAmount = (page: Page, label: string) =>
  page
    .getByRole("complementary", { name: "Resumo do pedido" })
    .getByRole("definition")
    .filter({
      has: page.locator(`xpath=self::dd[preceding-sibling::dt[1][normalize-space()="${label}"]]`),
    });

test("refund credit: part of it on one course with Pix for the rest, the rest of it on a third", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // A person bought the drip course with Pix, and cancelled it after the 7 days; support confirmed it.
  const person = await signInToCheckout(page, request, dripCourse, "credit");
  await choosePlan(page, "cash");
  await payWithPix(page, dripCourse);
  const bought = await subscriptionIdOf(page, dripCourse);
  expect((await sandbox.advance(request, { businessDays: 6 })).status()).toBe(200);
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  const cancelled = await request.post(`/api/candidate/purchases/${bought}/cancellation`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await cancelled.json()) as { cancellation: { kind: string } }).cancellation.kind).toBe(
    "proportional",
  );
  expect((await request.post(`/api/dev/sandbox/purchases/${bought}/confirm-cancellation`)).status()).toBe(
    200,
  );

  // Where a person starts: the sign-in page, then My Purchases, which shows the credit and its validity.
  const context = await browser.newContext({ locale: "pt-BR" });
  const buyer = await context.newPage();
  await openFromUserMenu(buyer, "Minhas compras", person);
  const note = buyer.getByText(/^Seu crédito de reembolso: R\$/);
  await expect(note).toContainText(/válido até \d{1,2} de [a-zç]+\.? de \d{4}/);
  const balance = reais((await note.textContent()) ?? "");
  expect(balance).toBeGreaterThan(190);

  // A second course: part of the credit, so that exactly the third course's price is left; Pix pays the rest.
  await openCheckoutFromCoursePage(buyer, partCourse);
  await expect(buyer.getByText(/^Você tem R\$\s.* de crédito, válido até/)).toContainText(brl(balance));
  // The box follows the server: it shows ticked once the credit is taken off the total.
  await buyer.getByRole("checkbox", { name: /^Usar meu crédito de R\$/ }).click();
  await expect(buyer.getByRole("checkbox", { name: /^Usar meu crédito de R\$/ })).toBeChecked();
  const part = Math.round((balance - 190) * 100) / 100;
  await buyer.getByLabel("Valor do crédito a usar").fill(part.toFixed(2).replace(".", ","));
  await buyer.getByRole("button", { name: "Usar este valor" }).click();
  await expect(summaryAmount(buyer, "Crédito de reembolso")).toHaveText(`−${brl(part)}`);
  await choosePlan(buyer, "cash");
  const total = reais((await summaryAmount(buyer, "Total").textContent()) ?? "");
  await expect(
    buyer.getByRole("button", { name: startingWith(`Gerar código Pix de ${brl(total)}`) }),
  ).toBeVisible();
  await payWithPix(buyer, partCourse);

  // A third course: the rest of the credit pays all of it, at once, with no Pix, slip or card.
  await openCheckoutFromCoursePage(buyer, wholeCourse);
  await buyer.getByRole("checkbox", { name: startingWith(`Usar meu crédito de ${brl(190)}`) }).click();
  await expect(buyer.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });

  // My Purchases: the credit each used, and no balance left.
  await buyer.goto("/minhas-compras");
  await expect(buyer.getByText("Crédito usado").first()).toBeVisible();
  await expect(
    buyer
      .getByRole("definition")
      .filter({ hasText: brl(190) })
      .first(),
  ).toBeVisible();
  await expect(note).toHaveCount(0);
  await context.close();
});
