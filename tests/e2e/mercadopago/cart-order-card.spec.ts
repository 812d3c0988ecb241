import { installmentPlan } from "#src/domain/payments/installments.ts";
import { cartToOrderPage, reais } from "../cart-support.ts";
import { expectNoAxeViolationsInEveryTheme } from "../support.ts";
import { testCards } from "./card-number-scan.ts";
import { expect, gatewayControl, gatewayPayments, test } from "./mercadopago-world.ts";

/**
 * A cart of three courses paid as one order with one card charge through Mercado Pago (issue 28, ADR 067), from
 * the course pages as a person starts: the card total and its installments on the page are the charge the gateway
 * received (one payment, the order's total, in the chosen installments); a refused card goes back to the review
 * and paying again closes the refused order, so each course is bought once.
 */
test.describe.configure({ timeout: 180_000 });

const shots = "/tmp/cartpay-shots";

interface OrderAnswer {
  id: number;
  transactionNumber: string;
  total: number;
  paid: boolean;
  items: { name: string; total: number }[];
}

for (const width of [1280, 375]) {
  test.describe(`a cart paid with one card charge at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("three courses, the card in 3 installments at the order's total: one charge, every course the person's", async ({
      page,
      request,
      world,
    }) => {
      const { names } = await cartToOrderPage(page, request, `cart-card-${width}`);
      const review = page.getByRole("region", { name: "Cursos deste pedido" });
      await review.getByRole("radio", { name: "Cartão de crédito" }).check();
      await expect(review.getByText("Total no cartão")).toBeVisible();
      await expect(review.getByRole("heading", { name: "Dados do cartão" })).toBeVisible();

      // The card total is the sum of the courses' card prices on the page.
      const total = (await review.getByRole("definition").last().innerText()).trim();
      const prices = await review.getByRole("listitem").getByText(/^R\$/).allInnerTexts();
      expect(prices).toHaveLength(3);
      expect(Math.round(prices.reduce((sum, price) => sum + reais(price), 0) * 100)).toBe(
        Math.round(reais(total) * 100),
      );

      // Installments at the order's total, split as the charge will be.
      await review.getByLabel("Parcelas").selectOption("3");
      const chosen = (await review.getByLabel("Parcelas").locator("option:checked").innerText()).trim();
      expect(reais(chosen)).toBe(installmentPlan(reais(total), 3).installmentValue);
      await expect(review.getByRole("button", { name: `Pagar ${total}` })).toBeVisible();

      await review.getByLabel("Número do cartão").fill(testCards.mastercard);
      await review.getByLabel("Nome impresso no cartão").fill("APRO");
      await review.getByLabel("Validade").fill("11/30");
      await review.getByLabel("Código de segurança (CVV)").fill("123");
      await expectNoAxeViolationsInEveryTheme(page, "main");
      await page.screenshot({ path: `${shots}/cart-card-form-${width}.png`, fullPage: true });

      const answer = page.waitForResponse(
        (response) =>
          response.url().endsWith("/api/subscription/cart/order") && response.request().method() === "POST",
      );
      await review.getByRole("button", { name: `Pagar ${total}` }).click();
      const order = (await (await answer).json()) as OrderAnswer;
      expect(Math.round(order.total * 100)).toBe(Math.round(reais(total) * 100));
      await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText("Os 3 cursos já são seus:")).toBeVisible();
      // The paid order reads as it was charged: by card, the same total.
      await expect(page.getByRole("term").filter({ hasText: "Total no cartão" })).toBeVisible();
      await expect(page.getByRole("definition").last()).toHaveText(total);
      await page.screenshot({ path: `${shots}/cart-card-paid-${width}.png`, fullPage: true });

      // The gateway charged the order once: its total, in 3 installments.
      const charges = (await gatewayPayments(world.gateway)).filter(
        (payment) => payment.external_reference === order.transactionNumber,
      );
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status: "approved", installments: 3 });
      expect(Math.round(charges[0]!.transaction_amount * 100)).toBe(Math.round(reais(total) * 100));

      await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
      await expect(page).toHaveURL(/\/meus-cursos$/);
      for (const name of names)
        await expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
    });
  });
}

test("a refused card goes back to the review; paying again closes the refused order, the card in review is approved", async ({
  page,
  request,
  world,
}) => {
  await cartToOrderPage(page, request, "cart-card-refused");
  const review = page.getByRole("region", { name: "Cursos deste pedido" });
  await review.getByRole("radio", { name: "Cartão de crédito" }).check();
  const fill = async (holder: string) => {
    await review.getByLabel("Número do cartão").fill(testCards.mastercard);
    await review.getByLabel("Nome impresso no cartão").fill(holder);
    await review.getByLabel("Validade").fill("11/30");
    await review.getByLabel("Código de segurança (CVV)").fill("123");
  };
  await fill("OTHE");
  await review.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expect(review.getByText(/^O cartão foi recusado/)).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(page, "main");
  await page.screenshot({ path: `${shots}/cart-card-refused-1280.png`, fullPage: true });

  // Another try, held for review by the card network, then approved: the page follows it.
  await fill("CONT");
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/subscription/cart/order") && response.request().method() === "POST",
  );
  await review.getByRole("button", { name: /^Pagar R\$/ }).click();
  const order = (await (await answer).json()) as OrderAnswer;
  await expect(page.getByRole("heading", { name: "Pagamento em análise" })).toBeVisible();
  const pending = (await gatewayPayments(world.gateway)).filter(
    (payment) => payment.external_reference === order.transactionNumber,
  );
  expect(pending).toHaveLength(1);
  expect(
    (await gatewayControl(world.gateway, pending[0]!.id, "review", { decision: "approve" })).status,
  ).toBe(200);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({ timeout: 30_000 });
});
