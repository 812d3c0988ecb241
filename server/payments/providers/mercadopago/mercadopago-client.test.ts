import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type RunningMercadoPagoSimulator,
  startMercadoPagoSimulator,
} from "#simulators/mercadopago/mercadopago-simulator.ts";
import {
  cardToken,
  control,
  testCards,
  testAddress,
  testCpf,
  webhookReceiver,
} from "#simulators/mercadopago/test-kit.ts";
import {
  interestFreeInstallments,
  type MercadoPagoClient,
  mercadoPagoClient,
  type MercadoPagoExchange,
  MercadoPagoRefused,
  MercadoPagoUnreachable,
} from "./mercadopago-client.ts";
import { verifyWebhookSignature } from "./mercadopago-webhook-signature.ts";

let sim: RunningMercadoPagoSimulator;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let client: MercadoPagoClient;
const exchanges: MercadoPagoExchange[] = [];

beforeAll(async () => {
  hook = await webhookReceiver();
  sim = await startMercadoPagoSimulator({ interestFreeInstallments: 6 });
  client = mercadoPagoClient({
    baseUrl: sim.baseUrl,
    accessToken: sim.accessToken,
    record: (exchange) => exchanges.push(exchange),
  });
});
afterAll(async () => {
  await sim.stop();
  await hook.close();
});

let n = 0;
const card = async (name: string, installments = 1, amount = 300) =>
  client.createCardPayment({
    token: await cardToken(sim, name),
    amount,
    installments,
    paymentMethodId: "master",
    description: "Ventilação Mecânica",
    reference: `purchase-${++n}`,
    notificationUrl: hook.url,
    idempotencyKey: `card-${n}`,
    payer: { email: "aluno@sabia.dev", document: testCpf },
  });

describe("installments", () => {
  it("lists the payer costs for a BIN and keeps only the interest-free ones up to the plan's limit", async () => {
    const costs = await client.installments({ amount: 300, bin: "503143" });
    expect(costs.map((cost) => cost.installments)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(costs.find((cost) => cost.installments === 7)?.installment_rate).toBeGreaterThan(0);
    expect(costs.find((cost) => cost.installments === 3)).toMatchObject({
      installment_amount: 100,
      total_amount: 300,
    });
    expect(interestFreeInstallments(costs, 300, 12)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(interestFreeInstallments(costs, 300, 4)).toEqual([1, 2, 3, 4]);
  });

  it("offers no installment under R$ 5,00", async () => {
    const costs = await client.installments({ amount: 12, paymentMethodId: "visa" });
    expect(costs.map((cost) => cost.installments)).toEqual([1, 2]);
  });
});

describe("card payments by token", () => {
  it("approves APRO in 3 interest-free installments", async () => {
    const payment = await card("APRO", 3);
    expect(payment).toMatchObject({ status: "approved", status_detail: "accredited", installments: 3 });
    expect(payment.card?.last_four_digits).toBe("6351");
    expect(payment.transaction_details?.total_paid_amount).toBe(300);
    expect(payment.external_reference).toBe(`purchase-${n}`);
  });

  it("reports a refusal with its reason (FUND → insufficient amount)", async () => {
    expect(await card("FUND")).toMatchObject({
      status: "rejected",
      status_detail: "cc_rejected_insufficient_amount",
    });
  });

  it("leaves a manual review in process until the gateway decides, then reads it approved", async () => {
    const payment = await card("MANU");
    expect(payment).toMatchObject({ status: "in_process", status_detail: "pending_review_manual" });
    await control(sim, "POST", `/payments/${payment.id}/review`, { decision: "approve" });
    expect(await client.getPayment(payment.id)).toMatchObject({ status: "approved" });
    const notified = hook.received.filter(
      (hit) => hit.url.searchParams.get("data.id") === String(payment.id),
    );
    expect(notified.map((hit) => hit.body.action)).toContain("payment.updated");
    for (const hit of notified)
      expect(
        verifyWebhookSignature(hit.headers, String(payment.id), sim.webhookSecret, new Date()),
      ).toMatchObject({
        ok: true,
      });
  });

  it("sends the idempotency key: a retried call gives the same payment", async () => {
    const token = await cardToken(sim, "APRO", testCards.visa);
    const request = {
      token,
      amount: 99.9,
      installments: 1,
      paymentMethodId: "visa",
      description: "Curso",
      reference: "retry",
      idempotencyKey: "retry-key",
      payer: { email: "aluno@sabia.dev" },
    };
    const first = await client.createCardPayment(request);
    expect((await client.createCardPayment(request)).id).toBe(first.id);
  });

  it("turns a 4xx into MercadoPagoRefused naming the field", async () => {
    const refused = await client
      .createCardPayment({
        token: "no-such-token",
        amount: 10,
        installments: 1,
        paymentMethodId: "master",
        description: "x",
        reference: "x",
        idempotencyKey: "refused-1",
        payer: { email: "aluno@sabia.dev" },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MercadoPagoRefused);
    expect((refused as MercadoPagoRefused).fields).toEqual(["token"]);
  });
});

describe("boleto and refunds", () => {
  const boleto = (key: string) =>
    client.createBoleto({
      amount: 149.9,
      description: "ACLS",
      reference: key,
      idempotencyKey: key,
      payer: { email: "aluno@sabia.dev", firstName: "Maria", lastName: "Souza", document: testCpf },
      address: testAddress,
    });

  it("registers a boleto whose line, barcode, due date and slip URL come from the gateway", async () => {
    const payment = await boleto("boleto-1");
    expect(payment).toMatchObject({ status: "pending", payment_method_id: "bolbradesco" });
    expect(payment.transaction_details?.digitable_line).toMatch(/^\d{47}$/);
    expect(payment.transaction_details?.barcode?.content).toMatch(/^237\d{41}$/);
    expect(payment.date_of_expiration).toBeTruthy();
    expect(payment.transaction_details?.external_resource_url).toBe(`${sim.baseUrl}/boletos/${payment.id}`);
  });

  it("refunds a paid boleto and a card payment in full, once per idempotency key", async () => {
    const slip = await boleto("boleto-2");
    await control(sim, "POST", `/payments/${slip.id}/pay`);
    const refund = await client.refund(slip.id, { idempotencyKey: "refund-1" });
    expect(refund).toMatchObject({ payment_id: slip.id, amount: 149.9, status: "approved" });
    expect((await client.refund(slip.id, { idempotencyKey: "refund-1" })).id).toBe(refund.id);
    expect(await client.getPayment(slip.id)).toMatchObject({
      status: "refunded",
      transaction_amount_refunded: 149.9,
    });
    const paid = await card("APRO", 2);
    await client.refund(paid.id, { amount: 100, idempotencyKey: "refund-2" });
    expect(await client.getPayment(paid.id)).toMatchObject({
      status: "approved",
      transaction_amount_refunded: 100,
    });
  });

  it("refuses to refund a payment that is not approved", async () => {
    const pending = await boleto("boleto-3");
    await expect(client.refund(pending.id, { idempotencyKey: "refund-3" })).rejects.toBeInstanceOf(
      MercadoPagoRefused,
    );
  });
});

describe("failures and the ledger", () => {
  it("is MercadoPagoUnreachable when nothing answers, and when the answer is not the API's", async () => {
    const closed = mercadoPagoClient({ baseUrl: "http://127.0.0.1:9", accessToken: "x", timeoutMs: 2000 });
    await expect(closed.getPayment(1)).rejects.toBeInstanceOf(MercadoPagoUnreachable);
    const odd = mercadoPagoClient({
      baseUrl: sim.baseUrl,
      accessToken: "x",
      fetch: async () => new Response(JSON.stringify({ id: "not-a-number" }), { status: 200 }),
    });
    await expect(odd.getPayment(1)).rejects.toBeInstanceOf(MercadoPagoUnreachable);
  });

  it("hands every exchange to the ledger, never with a card number", () => {
    expect(exchanges.map((exchange) => exchange.kind)).toEqual(
      expect.arrayContaining(["installments", "card-payment", "boleto", "payment", "refund"]),
    );
    const text = JSON.stringify(exchanges);
    for (const number of Object.values(testCards)) expect(text).not.toContain(number);
  });
});
