import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { storageKeys } from "#src/services/config.ts";
import {
  choosePlan,
  courseOnSale,
  sandbox,
  signInToCheckout,
  subscriptionIdOf,
} from "../checkout-support.ts";
import { expectNoAxeViolationsInEveryTheme } from "../support.ts";
import {
  expect,
  gatewayControl,
  gatewayLog,
  gatewayPayments,
  test,
  type GatewayPayment,
  type MercadoPagoWorld,
} from "./mercadopago-world.ts";
import { testCards } from "./card-number-scan.ts";

/**
 * The card step through Mercado Pago (issue 26, ADR 059) in Chromium, from the course page's buy button: the
 * page loads the gateway's tokenizer script on the card step only, the card becomes a token in the browser and
 * Sabiá charges the token. The cardholder's name picks the simulator's answer, as in Mercado Pago's own test
 * environment: APRO approved, OTHE refused, CONT in review.
 */
test.describe.configure({ timeout: 120_000 });

const shots = "/tmp/mp-card-shots";
mkdirSync(shots, { recursive: true });

const course = "Qualidade e Segurança do Paciente";

/** Every request the page makes for the gateway's script, from the start of the test. */
function scriptLoads(page: Page, world: MercadoPagoWorld): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.url() === world.gateway.sdkUrl) loads.push(request.url());
  });
  return loads;
}

/** The purchase as the checkout API answers it to the signed-in buyer. */
async function checkoutOf(page: Page, id: number) {
  const token = await page.evaluate((key) => localStorage.getItem(key), storageKeys.accessToken);
  const response = await page.request.get(`/api/candidate/checkout/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { transactionNumber: string; payment: { denialReason?: string } | null };
}

/** The buyer reaches the card form in `installments`, from the course page; the purchase's id and order number. */
async function toCardForm(page: Page, tag: string, installments: number) {
  await signInToCheckout(page, page.request, courseOnSale, tag);
  await choosePlan(page, installments);
  await expect(page.getByRole("heading", { name: "Dados do cartão" })).toBeVisible();
  // The card is real at the gateway, even while Pix stays on the sandbox: no "nothing will be charged" note.
  await expect(page.getByText(/este pagamento é simulado/)).toHaveCount(0);
  const id = await subscriptionIdOf(page, courseOnSale);
  return { id, order: (await checkoutOf(page, id)).transactionNumber };
}

/** Mercado Pago's test Mastercard, with the cardholder's name that chooses the gateway's answer. */
async function fillTestCard(page: Page, holder: "APRO" | "OTHE" | "CONT") {
  await page.getByLabel("Número do cartão").fill(testCards.mastercard);
  await page.getByLabel("Nome impresso no cartão").fill(holder);
  await page.getByLabel("Validade").fill("11/30");
  await page.getByLabel("Código de segurança (CVV)").fill("123");
}

const payButton = (page: Page) => page.getByRole("button", { name: /^Pagar R\$/ });
const confirmed = (page: Page, timeout = 15_000) =>
  expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout });

/** The gateway's payment for this purchase (its external_reference is the order number), newest. */
async function paymentAtGateway(world: MercadoPagoWorld, order: string): Promise<GatewayPayment> {
  let found: GatewayPayment | undefined;
  await expect
    .poll(async () => {
      found = (await gatewayPayments(world.gateway))
        .filter((payment) => payment.external_reference === order)
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe("card through Mercado Pago (the simulator)", () => {
  test("approved in 3 interest-free installments: the gateway gets a token and installments 3, never the number", async ({
    page,
    world,
  }) => {
    const loads = scriptLoads(page, world);
    const { order } = await toCardForm(page, "mpcard3x", 3);
    // The tokenizer script loads on the card step, and only there.
    await expect.poll(() => loads.length).toBe(1);
    const option = page.getByLabel("Parcelas");
    await expect(option.locator("option:checked")).toHaveText(/^3× de R\$\s[\d.,]+ sem juros$/);
    await fillTestCard(page, "APRO");
    await expectNoAxeViolationsInEveryTheme(page, "main");
    await screenshots(page, "card-step");
    await payButton(page).click();
    await confirmed(page);
    await expect(page.getByText(/^Pago no cartão Mastercard final 6351 em 3× de R\$/)).toBeVisible();

    const payment = await paymentAtGateway(world, order);
    expect(payment).toMatchObject({ status: "approved", installments: 3, payment_method_id: "master" });
    const log = await gatewayLog(world.gateway);
    const tokens = log.filter((entry) => entry.method === "POST" && entry.path.startsWith("/v1/card_tokens"));
    expect(tokens, "the browser made one token").toHaveLength(1);
    const charge = log.find((entry) => entry.method === "POST" && entry.path === "/v1/payments");
    const body = charge?.body as Record<string, unknown>;
    expect(body).toMatchObject({ installments: 3, payment_method_id: "master" });
    expect(body["token"]).toBe((tokens[0]!.answer!.body as { id: string }).id);
    expect(JSON.stringify(body)).not.toContain(testCards.mastercard);
    expect(JSON.stringify(body)).not.toMatch(/card_number|security_code/);
    // The amount charged is the amount shown: 3 × the installment, the purchase's total.
    const shown = await page.getByText(/^Pago no cartão/).textContent();
    const installment = Number(
      /3× de R\$\s([\d.]+,\d{2})/
        .exec(shown ?? "")![1]!
        .replace(/\./g, "")
        .replace(",", "."),
    );
    expect(Math.abs(payment.transaction_amount - installment * 3)).toBeLessThan(0.03);
  });

  test("refused (OTHE): the reason, the support link with the order number, then paid by another method", async ({
    page,
    world,
  }) => {
    const { id, order } = await toCardForm(page, "mpcardothe", 1);
    await fillTestCard(page, "OTHE");
    await payButton(page).click();
    const refusal = page.getByRole("region", { name: "Pagamento não aprovado" });
    await expect(refusal).toBeVisible();
    await expect(refusal.getByRole("alert")).toHaveText(
      "Não foi possível processar o pagamento com este cartão.",
    );
    expect(await paymentAtGateway(world, order)).toMatchObject({
      status: "rejected",
      status_detail: "cc_rejected_other_reason",
    });

    expect((await checkoutOf(page, id)).payment?.denialReason).toBe("other");
    const support = refusal.getByRole("link", { name: /^(WhatsApp|e-mail) / });
    const href = decodeURIComponent((await support.getAttribute("href")) ?? "");
    expect(href).toContain(`pedido ${order}`);

    await expectNoAxeViolationsInEveryTheme(page, "main");
    await screenshots(page, "card-refused");

    // Another method: the cash plan by Pix (the sandbox holds Pix in this store).
    await refusal.getByRole("button", { name: "Tentar outra forma de pagamento" }).click();
    await expect(page.getByRole("heading", { name: "Pagamento", exact: true })).toBeVisible();
    // Pix is paid in cash: back to step 1, where how to pay is chosen (issue 28).
    await page.getByRole("button", { name: "Voltar e mudar a forma de pagamento" }).click();
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    expect((await sandbox.pay(page.request, id)).status()).toBe(200);
    await confirmed(page);
  });

  test("in review (CONT): 'Pagamento em análise' until the gateway's review approves it", async ({
    page,
    world,
  }) => {
    const { order } = await toCardForm(page, "mpcardcont", 1);
    await fillTestCard(page, "CONT");
    await payButton(page).click();
    await expect(page.getByRole("heading", { name: "Pagamento em análise" })).toBeVisible();
    const payment = await paymentAtGateway(world, order);
    expect(payment).toMatchObject({ status: "in_process", status_detail: "pending_contingency" });
    await screenshots(page, "card-review");
    const review = await gatewayControl(world.gateway, payment.id, "review", { decision: "approve" });
    expect(review.status).toBe(200);
    // The page checks the purchase every few seconds and shows what the webhook decided.
    await confirmed(page, 20_000);
  });

  test("a chargeback of an approved card takes the course out of My Courses", async ({ page, world }) => {
    const { order } = await toCardForm(page, "mpcardchargeback", 1);
    await fillTestCard(page, "APRO");
    await payButton(page).click();
    await confirmed(page);
    await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
    await expect(page).toHaveURL(/\/meus-cursos$/);
    const listed = page.getByRole("tabpanel").getByRole("link", { name: course });
    await expect(listed).toBeVisible();

    const payment = await paymentAtGateway(world, order);
    const chargeback = await gatewayControl(world.gateway, payment.id, "chargeback");
    expect(chargeback.status).toBe(200);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Meus cursos" })).toBeVisible();
    await expect(listed).toHaveCount(0);
  });
});
