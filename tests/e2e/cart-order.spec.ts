import { expect, test } from "./recorded-test.ts";
import { cartToOrderPage, placeOrder, reais } from "./cart-support.ts";
import { sandbox } from "./checkout-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

for (const width of [1280, 375]) {
  test.describe(`paying the cart as one order at ${width} px (issue 28, ADR 067)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("three courses from their pages, one Pix for the total, paid: every course is in My Courses", async ({
      page,
      request,
    }) => {
      const { names, cartTotal } = await cartToOrderPage(page, request, `cart-order-${width}`);
      // Every course with its price, and the total the cart page announced.
      const review = page.getByRole("region", { name: "Cursos deste pedido" });
      for (const name of names) await expect(review.getByRole("heading", { level: 3, name })).toBeVisible();
      const prices = await review.getByRole("listitem").getByText(/^R\$/).allInnerTexts();
      expect(prices).toHaveLength(3);
      expect(reais(await review.getByRole("definition").last().innerText())).toBe(cartTotal);
      expect(Math.round(prices.reduce((sum, price) => sum + reais(price), 0) * 100)).toBe(
        Math.round(cartTotal * 100),
      );
      await expect(review.getByText("Garantia de 7 dias")).toBeVisible();

      // A voucher its rules limit to the two nutrition courses: those two are discounted, the third is not,
      // and every amount on the page agrees with the charge.
      await review.getByLabel("Cupom de desconto").fill("NAOEXISTE");
      await review.getByRole("button", { name: "Aplicar cupom" }).click();
      await expect(review.getByText("Cupom inválido, expirado ou que não vale")).toBeVisible();
      await review.getByLabel("Cupom de desconto").fill("NUTRI15");
      await review.getByRole("button", { name: "Aplicar cupom" }).click();
      await expect(review.getByText("Cupom NUTRI15 aplicado: 15% de desconto.")).toBeVisible();
      await expect(review.getByText(/^Cupom NUTRI15 \(15%\): −R\$/)).toHaveCount(2);
      const discounted = await review.getByRole("listitem").getByText(/^R\$/).allInnerTexts();
      const total = (await review.getByRole("definition").last().innerText()).trim();
      expect(Math.round(discounted.reduce((sum, price) => sum + reais(price), 0) * 100)).toBe(
        Math.round(reais(total) * 100),
      );
      expect(reais(total)).toBeLessThan(cartTotal);
      await page.screenshot({
        path: test.info().outputPath(`cart-order-review-${width}.png`),
        fullPage: true,
      });

      const order = await placeOrder(page, total);
      expect(Math.round(order.total * 100)).toBe(Math.round(reais(total) * 100));
      const pix = page.getByRole("region", { name: "Pague com Pix" });
      await expect(pix.getByText(`pague ${total} com o QR Code`)).toBeVisible();
      const code = pix.getByLabel("Pix copia e cola");
      await expect(code).toHaveValue(/^000201/);
      // On a phone one cannot scan one's own screen: the code and its button come before the QR.
      const codeBox = (await code.boundingBox())!;
      const qrBox = (await pix.getByRole("img", { name: "QR Code do Pix" }).boundingBox())!;
      if (width === 375) expect(codeBox.y).toBeLessThan(qrBox.y);
      expect(codeBox.y).toBeLessThan(900);
      await page.screenshot({ path: test.info().outputPath(`cart-order-pix-${width}.png`), fullPage: true });

      // The bank pays the order's one Pix: the page sees it and every course is the person's.
      expect((await sandbox.pay(request, order.paymentSubscriptionId)).status()).toBe(200);
      await expect(page.getByRole("heading", { name: "Pagamento confirmado" })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText("Os 3 cursos já são seus:")).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`cart-order-paid-${width}.png`), fullPage: true });
      await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
      await expect(page).toHaveURL(/\/meus-cursos$/);
      for (const name of names)
        await expect(page.getByRole("heading", { name, exact: true }).first()).toBeVisible();
    });
  });
}

test("one course of a paid order, cancelled within 7 days, is refunded alone; the others stay the person's", async ({
  page,
  request,
}) => {
  const { names } = await cartToOrderPage(page, request, "cart-order-cancel");
  const review = page.getByRole("region", { name: "Cursos deste pedido" });
  const total = (await review.getByRole("definition").last().innerText()).trim();
  const order = await placeOrder(page, total);

  // Before its one Pix is paid, no course leaves the order: the course's details say why before anything is asked.
  const cancelled = names[1]!;
  const itemPrice = order.items.find((item) => item.name === cancelled)!.total;
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Menu do usuário/ })
    .click();
  await page.getByRole("link", { name: "Minhas compras" }).click();
  await page.getByRole("link", { name: `Ver detalhes: ${cancelled}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancelar compra" }).click();
  await expect(page.getByText(/^Este curso faz parte de um pedido ainda não pago/)).toBeVisible();
  await page.getByRole("button", { name: "Entendi" }).click();

  // The bank pays the order; then the person cancels that course from its details, as any purchase.
  expect((await sandbox.pay(request, order.paymentSubscriptionId)).status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Situação:/)).toContainText("confirmado", { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancelar compra" }).click();
  await expect(page.getByText(/dentro dos 7 dias do direito de arrependimento/)).toBeVisible();
  // What this course cost in the order, not the order's total, is what comes back.
  const paid = (
    await page
      .getByRole("row", { name: /^Valor pago/ })
      .getByRole("cell")
      .innerText()
  ).trim();
  expect(reais(paid)).toBe(itemPrice);
  expect(reais(paid)).toBeLessThan(order.total);
  await expect(page.getByRole("row", { name: /^Reembolso/ }).getByRole("cell")).toHaveText(paid);
  await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(page.getByText(/^Situação:/)).toContainText("Cancelamento solicitado");

  // My Courses: the cancelled course is gone, the two others stay.
  await page.goto("/meus-cursos");
  const mine = page.getByRole("tabpanel");
  await expect(mine.getByRole("link", { name: cancelled })).toHaveCount(0);
  for (const kept of names.filter((name) => name !== cancelled))
    await expect(mine.getByRole("heading", { name: kept, exact: true }).first()).toBeVisible();
});

test("the cart's order has no axe violations in the four themes, before and after its Pix", async ({
  page,
  request,
}) => {
  await cartToOrderPage(page, request, "cart-order-axe");
  await expectNoAxeViolationsInEveryTheme(page);
  const total = (
    await page.getByRole("region", { name: "Cursos deste pedido" }).getByRole("definition").last().innerText()
  ).trim();
  await placeOrder(page, total);
  await expect(page.getByLabel("Pix copia e cola")).toHaveValue(/^000201/);
  await expectNoAxeViolationsInEveryTheme(page);
});
