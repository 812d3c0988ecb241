import { isValidBoleto } from "@brazilian-utils/brazilian-utils";
import { expect, test, type Locator } from "./recorded-test.ts";
import { parseDigitableLine } from "#src/domain/payments/boleto.ts";
import { parsePixPayload } from "#src/domain/payments/pix-br-code.ts";
import { sandboxCards } from "#src/domain/payments/sandbox-cards.ts";
import {
  choosePlan,
  courseOnSale,
  decodeItf,
  decodeQr,
  fillCard,
  payWithPendingCard,
  sandbox,
  signInToCheckout,
  subscriptionIdOf,
} from "./checkout-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme } from "./support.ts";

// Tests here never move the sandbox clock: those that do (Pix expiry, slip clearing) are in ./clock/, which
// runs after everything else so no Pix code here expires under another test's feet.

/** A served page's markup without its scripts (the translations travel in one, every text of the page with them). */
const renderedMarkup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

test.describe("checkout (issue 12)", () => {
  test("Pix: the QR Code reads as the copy-and-paste code; once paid the purchase is confirmed at once", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "pix");
    await expectNoAxeViolations(page);
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    await expectNoAxeViolations(page);

    const copyPaste = await page.getByLabel("Pix copia e cola").inputValue();
    expect(await decodeQr(page.getByRole("img", { name: "QR Code do Pix" }))).toBe(copyPaste);
    const pix = parsePixPayload(copyPaste);
    expect(pix.ok, "a BR Code with a valid CRC").toBe(true);
    await expect(page.getByText(/^Restam [23] minutos para pagar o Pix\.$/)).toBeAttached();
    // Nothing is paid yet: payment is the current step, not "concluída" (issue 28).
    const stepper = page.getByRole("navigation", { name: "Etapas da compra" });
    await expect(stepper.getByRole("listitem").filter({ hasText: "Pagamento" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(stepper.getByText("(concluída)")).toHaveCount(1);

    const id = await subscriptionIdOf(page, courseOnSale);
    expect((await sandbox.pay(request, id)).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Pago com Pix")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Confirmação" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expectNoAxeViolations(page);

    // A reload resumes where the person is: the server's subscription says paid.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible();
  });

  test("boleto: the printable slip's line is valid, its barcode reads as the same 44 digits, it prints without buttons, and nobody else can open it", async ({
    page,
    request,
    browser,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "slippage");
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Boleto bancário" }).check();
    await page.getByRole("button", { name: /^Gerar boleto de R\$/ }).click();
    const [slipPage] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Abrir boleto" }).click(),
    ]);
    await expect(slipPage.getByRole("heading", { level: 1, name: "Boleto bancário" })).toBeVisible();
    const line = (await slipPage.getByLabel("Linha digitável").innerText()).trim();
    expect(isValidBoleto(line.replace(/\D/g, ""))).toBe(true);
    const rects = await slipPage
      .getByRole("img", { name: "Código de barras do boleto" })
      .locator("rect")
      .evaluateAll((nodes) =>
        nodes
          .slice(1)
          .map((node) => ({ x: Number(node.getAttribute("x")), width: Number(node.getAttribute("width")) })),
      );
    expect(decodeItf(rects)).toBe(parseDigitableLine(line.replace(/\D/g, "")));
    await expect(
      slipPage.getByText("Após o vencimento, cobrar multa de 2% e juros de 1% ao mês."),
    ).toBeVisible();
    await expectNoAxeViolations(slipPage);
    await slipPage.emulateMedia({ media: "print" });
    await expect(slipPage.getByRole("button", { name: "Imprimir boleto" })).toBeHidden();
    await expect(slipPage.getByRole("img", { name: "Código de barras do boleto" })).toBeVisible();

    // Another customer with the same address sees no slip: the API answers only for the token's own purchases.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInToCheckout(otherPage, request, courseOnSale, "slipthief");
    await otherPage.goto(new URL(slipPage.url()).pathname);
    await expect(otherPage.getByText("Não encontramos este boleto entre as suas compras.")).toBeVisible();
    await other.close();
  });

  test("card: a denied card says so and offers another way; an approved one shows brand, last digits and installments", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "card");
    await choosePlan(page, 3);
    await fillCard(page, sandboxCards.deny);
    await page.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Pagamento não aprovado" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "WhatsApp (51) 99999-0000" }),
    ).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Tentar outra forma de pagamento" }).click();

    // The card was step 1's choice: the card form comes back, with no method to pick again (issue 28).
    await expect(page.getByRole("radio")).toHaveCount(0);
    await fillCard(page, sandboxCards.approveMastercard);
    await expect(page.getByLabel("Parcelas")).toHaveValue(/\d+/);
    await page.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible();
    await expect(page.getByText(/^Pago no cartão Mastercard final 4444 em 3× de R\$/)).toBeVisible();
  });

  test("card: a payment waiting for the operator is confirmed on this page when the operator approves it", async ({
    page,
    request,
  }) => {
    const id = await payWithPendingCard(page, request, "pending");
    expect((await sandbox.confirmCard(request, id)).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
  });

  test("card form: wrong details are named on their fields before anything is sent", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "cardform");
    await choosePlan(page, 2);
    await page.getByLabel("Número do cartão").fill("4111111111111112");
    await page.getByLabel("Validade").fill("01/20");
    await page.getByRole("button", { name: /^Pagar R\$/ }).click();
    await expect(page.getByLabel("Número do cartão")).toHaveAccessibleDescription(
      "Número de cartão inválido. Confira os dígitos.",
    );
    await expect(page.getByLabel("Nome impresso no cartão")).toHaveAccessibleDescription(
      "Informe o nome como está no cartão.",
    );
    await expect(page.getByLabel("Validade")).toHaveAccessibleDescription("Este cartão está vencido.");
    await expect(page.getByLabel("Número do cartão")).toBeFocused();
  });

  test("voucher: the cart's ?cupom= is applied on arrival and lowers the total; removed, the total is back; a wrong one is named", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "voucher");
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    const total = summary.locator("dt", { hasText: /^Total$/ }).locator("xpath=following-sibling::dd[1]");
    const before = await total.innerText();

    await page.goto(`/checkout/${courseOnSale}?cupom=BEMVINDO10`);
    await expect(page.getByText("Cupom BEMVINDO10 aplicado: 10% de desconto.")).toBeVisible();
    await expect(total).not.toHaveText(before);
    // Each discount on its own line: the course's own, then the voucher's 10 % of what was left.
    const amountOf = (label: RegExp) =>
      summary
        .locator("dt", { hasText: label })
        .locator("xpath=following-sibling::dd[1]")
        .innerText()
        .then(brl);
    const subtotal = await amountOf(/^Subtotal$/);
    const courseDiscount = await amountOf(/^Desconto do curso$/);
    const voucherDiscount = await amountOf(/^Cupom BEMVINDO10 \(10%\)$/);
    expect(voucherDiscount).toBeCloseTo((subtotal - courseDiscount) * 0.1, 1);
    expect(await amountOf(/^Total$/)).toBeCloseTo(subtotal - courseDiscount - voucherDiscount, 2);
    // Every plan shows what it would charge with the voucher, as the summary does (issue 28): how to pay first
    // (cash, or the card and then its installments in a select), read now and again once the voucher is removed.
    const cashPlan = page.getByRole("radio", { name: /^À vista no Pix ou boleto/ });
    await page.getByRole("radio", { name: /^Cartão de crédito em até / }).check();
    const threeTimes = page.getByLabel("Parcelas").locator("option", { hasText: /^3×/ });
    const cashAfter = brl(await accessibleName(cashPlan));
    const threeAfter = await threeTimes.innerText();
    // The card form's installments say the same.
    await choosePlan(page, 3);
    await expect(page.getByLabel("Parcelas")).toContainText(threeAfter);
    await page.getByRole("button", { name: "Voltar e mudar a forma de pagamento" }).click();
    await page.getByRole("button", { name: "Remover cupom" }).click();
    await expect(page.getByRole("button", { name: "Aplicar cupom" })).toBeVisible();
    await expect(total).toHaveText(before);
    expect(cashAfter).toBeCloseTo(brl(await accessibleName(cashPlan)) * 0.9, 1);
    const threeBefore = brl(await threeTimes.innerText());
    expect(brl(threeAfter)).toBeCloseTo(Math.round(threeBefore * 3 * 0.9 * 100) / 300, 1);

    await page.getByLabel("Cupom de desconto").fill("NAOEXISTE");
    await page.getByRole("button", { name: "Aplicar cupom" }).click();
    await expect(page.getByLabel("Cupom de desconto")).toHaveAccessibleDescription("Cupom inválido.");
  });

  test("reload resumes: after the plan is chosen the page comes back on the payment step", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "resume");
    await choosePlan(page, "cash");
    // Signed in, the server's page never offers "Entre para comprar" (the session hint cookie, issue 28).
    const served = renderedMarkup(await (await page.request.get(`/checkout/${courseOnSale}`)).text());
    expect(served).toContain("Carregando sua compra");
    expect(served).not.toContain("Entre para comprar");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Pagamento", exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Voltar e mudar a forma de pagamento" }).click();
    await expect(page.getByRole("radio", { name: /^À vista no Pix ou boleto/ })).toBeChecked();
  });

  test("signed out, the checkout offers sign-in (with the way back) and the quick purchase", async ({
    page,
    request,
  }) => {
    // The server renders that choice itself: no "Carregando sua compra…" before the scripts run (issue 28).
    const served = renderedMarkup(await (await request.get(`/checkout/${courseOnSale}`)).text());
    expect(served).toContain("Entre para comprar");
    expect(served).not.toContain("Carregando sua compra");
    await page.goto(`/checkout/${courseOnSale}`);
    await expect(page.getByRole("link", { name: "Entrar para comprar" })).toHaveAttribute(
      "href",
      `/signin/${encodeURIComponent(`/checkout/${courseOnSale}`)}`,
    );
    await expect(page.getByRole("link", { name: "Compra rápida" })).toHaveAttribute(
      "href",
      `/fast-buy/${courseOnSale}`,
    );
    await expectNoAxeViolations(page);
  });

  test("an unknown course is a 404 and an inactive one a 410 that says it is no longer on sale", async ({
    page,
  }) => {
    expect((await page.goto("/checkout/curso-que-nao-existe"))?.status()).toBe(404);
    expect((await page.goto("/checkout/reabilitacao-pos-covid"))?.status()).toBe(410);
    await expect(page.getByText("Este curso não está mais disponível para compra.")).toBeVisible();
    await page.getByRole("link", { name: "Ir para a página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("every step has no axe violations in any of the four themes, at 1280 and 375 px", async ({
    page,
    request,
  }) => {
    await signInToCheckout(page, request, courseOnSale, "axethemes");
    // axe at 1280 px; at 375 px the page must not scroll sideways (the layout is the same markup).
    const bothWidths = async () => {
      await expectNoAxeViolationsInEveryTheme(page, "main");
      await page.setViewportSize({ width: 375, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.setViewportSize({ width: 1280, height: 900 });
    };
    await bothWidths();
    // Step 1 with the card chosen: its installments select shows.
    await page.getByRole("radio", { name: /^Cartão de crédito em até / }).check();
    await expect(page.getByLabel("Parcelas")).toBeVisible();
    await bothWidths();
    await choosePlan(page, 2);
    await bothWidths();
    await page.getByRole("button", { name: "Voltar e mudar a forma de pagamento" }).click();
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    await bothWidths();

    // Issue 28: a phone cannot scan its own screen, so at 375 px the code and its copy button come first — above
    // the QR and the order summary; at 1280 px the QR, to be scanned, is above the code.
    const code = page.getByLabel("Pix copia e cola");
    const copy = page.getByRole("button", { name: "Copiar código Pix" });
    const qr = page.getByRole("img", { name: "QR Code do Pix" });
    const summary = page.getByRole("complementary", { name: "Resumo do pedido" });
    expect(await top(qr)).toBeLessThan(await top(code));
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await top(code)).toBeLessThan(await top(qr));
    expect(await top(copy)).toBeLessThan(await top(qr));
    expect(await top(copy)).toBeLessThan(await top(summary));
    expect(await top(copy)).toBeLessThan(800);
  });
});

/** Where an element starts on the page (px from the top of the viewport). */
const top = async (locator: Locator) => (await locator.boundingBox())!.y;

/** "3× de R$ 1.234,56 sem juros" → 1234.56 (the first amount in reais). */
function brl(text: string): number {
  const amount = /R\$\s?([\d.]+,\d{2})/.exec(text)?.[1];
  if (!amount) throw new Error(`no amount in "${text}"`);
  return Number(amount.replaceAll(".", "").replace(",", "."));
}

const accessibleName = async (radio: Locator) =>
  (await radio.evaluate((element) => element.closest("label")?.textContent ?? "")).trim();
