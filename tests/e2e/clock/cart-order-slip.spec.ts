import { expect, test } from "../recorded-test.ts";
import { cartToOrderPage, reais } from "../cart-support.ts";
import { sandbox } from "../checkout-support.ts";
import { expectNoAxeViolationsInEveryTheme } from "../support.ts";

// The sandbox's clock is shared by every purchase of the server: one at a time, in the clock project.
test.describe.configure({ mode: "serial" });

interface OrderAnswer {
  id: number;
  total: number;
  paymentSubscriptionId: number;
  payment: { method: string; amount: number } | null;
}

/**
 * A cart of three courses paid as one order with one bank slip (issue 28, ADR 067), from the course pages: the
 * slip's amount is the order's total on the page; paid at the bank, it clears two business days later and every
 * course is the person's.
 */
for (const width of [1280, 375]) {
  test(`three courses, one slip for the total, cleared: every course is the person's (${width} px)`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const { names } = await cartToOrderPage(page, request, `cart-slip-${width}`);
    const review = page.getByRole("region", { name: "Cursos deste pedido" });
    await review.getByRole("radio", { name: "Boleto bancário" }).check();
    await expect(review.getByText("Total à vista no boleto")).toBeVisible();
    const total = (await review.getByRole("definition").last().innerText()).trim();
    const prices = await review.getByRole("listitem").getByText(/^R\$/).allInnerTexts();
    expect(Math.round(prices.reduce((sum, price) => sum + reais(price), 0) * 100)).toBe(
      Math.round(reais(total) * 100),
    );

    const answer = page.waitForResponse(
      (response) =>
        response.url().endsWith("/api/subscription/cart/order") && response.request().method() === "POST",
    );
    await review.getByRole("button", { name: `Gerar boleto de ${total}` }).click();
    const order = (await (await answer).json()) as OrderAnswer;
    expect(order.payment).toMatchObject({ method: "boleto" });
    expect(Math.round(order.payment!.amount * 100)).toBe(Math.round(reais(total) * 100));
    await expect(page.getByRole("heading", { name: "Boleto gerado" })).toBeVisible();
    await expect(page.getByText(new RegExp(`^Pague ${total.replace(/[.$]/g, "\\$&")} até`))).toBeVisible();
    await expect(page.getByText(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/)).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Total à vista no boleto" })).toBeVisible();
    await expect(page.getByRole("definition").last()).toHaveText(total);
    await expectNoAxeViolationsInEveryTheme(page);
    await page.screenshot({ path: `/tmp/cartpay-shots/cart-slip-${width}.png`, fullPage: true });

    // Paid at the bank, it clears two banking business days later: the page sees every course paid.
    expect((await sandbox.pay(request, order.paymentSubscriptionId)).status()).toBe(200);
    expect((await sandbox.advance(request, { businessDays: 2 })).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText("Os 3 cursos já são seus:")).toBeVisible();
    await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
    for (const name of names)
      await expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
  });
}
