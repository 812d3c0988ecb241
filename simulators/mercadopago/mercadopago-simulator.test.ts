import { runInNewContext } from "node:vm";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidBarcode, parseDigitableLine } from "#src/domain/payments/boleto.ts";
import { verifyWebhookSignature } from "#server/payments/providers/mercadopago/mercadopago-webhook-signature.ts";
import { type RunningMercadoPagoSimulator, startMercadoPagoSimulator } from "./mercadopago-simulator.ts";
import { ApiError, CardToken, Notification, Payment } from "./reference/answers.ts";
import { cardToken, control, testCards, testCpf, webhookReceiver } from "./test-kit.ts";

let sim: RunningMercadoPagoSimulator;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  hook = await webhookReceiver();
  sim = await startMercadoPagoSimulator({ webhookUrl: hook.url });
});
afterAll(async () => {
  await sim.stop();
  await hook.close();
});

let keys = 0;
async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${sim.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${sim.accessToken}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(method === "POST" ? { "x-idempotency-key": `test-key-${++keys}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

const cardBody = (token: string, installments = 1) => ({
  transaction_amount: 300,
  token,
  installments,
  payment_method_id: "master",
  description: "Ventilação Mecânica",
  external_reference: "sabia-1",
  payer: { email: "aluno@sabia.dev", identification: { type: "CPF", number: testCpf } },
});

const boletoBody = () => ({
  transaction_amount: 149.9,
  payment_method_id: "bolbradesco",
  description: "ACLS",
  external_reference: "sabia-2",
  payer: {
    email: "aluno@sabia.dev",
    first_name: "Maria",
    last_name: "Souza",
    identification: { type: "CPF", number: testCpf },
    address: {
      zip_code: "01310100",
      street_name: "Avenida Paulista",
      street_number: "1000",
      neighborhood: "Bela Vista",
      city: "São Paulo",
      federal_unit: "SP",
    },
  },
});

describe("request validation (400 naming the field, like the API)", () => {
  it("names a missing boleto address field and an undefined parameter", async () => {
    const body = boletoBody();
    const { zip_code: _, ...address } = body.payer.address;
    const answer = await api("POST", "/v1/payments", {
      ...body,
      payer: { ...body.payer, address },
      coupon: "X",
    });
    expect(answer.status).toBe(400);
    const error = Schema.decodeUnknownSync(ApiError)(answer.body);
    expect(error).toMatchObject({ error: "bad_request", status: 400 });
    expect(error.cause.map((cause) => cause.data)).toEqual(
      expect.arrayContaining(["payer.address.zip_code", "coupon"]),
    );
    expect(error.cause.find((cause) => cause.data === "coupon")).toMatchObject({
      code: 8,
      description: "The name of the following parameters is wrong : [coupon]",
    });
  });

  it("names an ill-typed card payment field and requires X-Idempotency-Key", async () => {
    const token = await cardToken(sim, "APRO");
    const wrong = await api("POST", "/v1/payments", { ...cardBody(token), installments: "3" });
    expect([wrong.status, wrong.body.cause.map((c: { data: string }) => c.data)]).toEqual([
      400,
      ["installments"],
    ]);
    const noKey = await fetch(`${sim.baseUrl}/v1/payments`, {
      method: "POST",
      headers: { authorization: `Bearer ${sim.accessToken}`, "content-type": "application/json" },
      body: JSON.stringify(cardBody(token)),
    });
    expect([noKey.status, ((await noKey.json()) as any).cause[0].data]).toEqual([400, "X-Idempotency-Key"]);
  });

  it("refuses a card number that fails Luhn, and calls without credentials", async () => {
    const answer = await api("POST", `/v1/card_tokens`, {
      card_number: "5031433215406352",
      security_code: "123",
      expiration_month: 11,
      expiration_year: 2030,
      cardholder: { name: "APRO" },
    });
    expect([answer.status, answer.body.cause[0].data]).toEqual([400, "card_number"]);
    const anonymous = await fetch(`${sim.baseUrl}/v1/payments/1`);
    expect(anonymous.status).toBe(401);
  });

  it("never keeps the card number or the security code in its log", async () => {
    await cardToken(sim, "APRO", testCards.visa);
    const log = JSON.stringify((await control(sim, "GET", "/log")).body);
    expect(log).not.toContain(testCards.visa);
    expect(log).toContain("423564******5682");
    expect(log).not.toMatch(/"security_code":"\d+"/);
  });
});

describe("card outcomes by cardholder name", () => {
  it.each([
    ["APRO", "approved", "accredited"],
    ["OTHE", "rejected", "cc_rejected_other_reason"],
    ["FUND", "rejected", "cc_rejected_insufficient_amount"],
    ["SECU", "rejected", "cc_rejected_bad_filled_security_code"],
    ["CONT", "in_process", "pending_contingency"],
    ["MANU", "in_process", "pending_review_manual"],
  ])("%s → %s / %s", async (name, status, detail) => {
    const answer = await api("POST", "/v1/payments", cardBody(await cardToken(sim, name), 3));
    expect(answer.status).toBe(201);
    const payment = Schema.decodeUnknownSync(Payment)(answer.body);
    expect([payment.status, payment.status_detail, payment.installments]).toEqual([status, detail, 3]);
    expect(payment.card).toMatchObject({ first_six_digits: "503143", last_four_digits: "6351" });
  });

  it("answers the same payment for the same idempotency key, and a token works once", async () => {
    const token = await cardToken(sim, "APRO");
    const headers = { "x-idempotency-key": "same-key" };
    const first = await api("POST", "/v1/payments", cardBody(token), headers);
    const again = await api("POST", "/v1/payments", cardBody(token), headers);
    expect(again.body.id).toBe(first.body.id);
    const reused = await api("POST", "/v1/payments", cardBody(token));
    expect([reused.status, reused.body.cause[0].code]).toEqual([400, 2062]);
  });
});

describe("boleto, control and signed webhooks", () => {
  it("registers a boleto with a valid barcode, line, due date and a slip page carrying the payer", async () => {
    const answer = await api("POST", "/v1/payments", boletoBody());
    const payment = Schema.decodeUnknownSync(Payment)(answer.body);
    expect([payment.status, payment.status_detail, payment.payment_type_id]).toEqual([
      "pending",
      "pending_waiting_payment",
      "ticket",
    ]);
    const barcode = payment.transaction_details.barcode?.content ?? "";
    expect(isValidBarcode(barcode)).toBe(true);
    expect(barcode.slice(0, 3)).toBe("237");
    expect(parseDigitableLine(payment.transaction_details.digitable_line ?? "")).toBe(barcode);
    expect(payment.date_of_expiration).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\.000-03:00$/);
    const slip = await (await fetch(payment.transaction_details.external_resource_url ?? "")).text();
    for (const text of [
      "Maria Souza",
      "123.456.789-09",
      "Nosso número",
      "Ficha de compensação",
      "Avenida Paulista",
    ])
      expect(slip).toContain(text);
  });

  it("settles a boleto by control and sends a payment.updated webhook that verifies", async () => {
    const { body } = await api("POST", "/v1/payments", boletoBody());
    const paid = await control(sim, "POST", `/payments/${body.id}/pay`);
    expect([paid.status, paid.body.payment.status, paid.body.delivery.status]).toEqual([
      200,
      "approved",
      200,
    ]);
    const delivered = hook.received.find(
      (hit) => hit.body.action === "payment.updated" && hit.body.data.id === String(body.id),
    );
    expect(delivered).toBeDefined();
    expect(Schema.decodeUnknownSync(Notification)(delivered?.body).type).toBe("payment");
    const dataId = delivered?.url.searchParams.get("data.id") ?? undefined;
    expect(dataId).toBe(String(body.id));
    expect(verifyWebhookSignature(delivered!.headers, dataId, sim.webhookSecret, new Date())).toMatchObject({
      ok: true,
    });
    expect(verifyWebhookSignature(delivered!.headers, dataId, "another-secret", new Date())).toMatchObject({
      ok: false,
    });
    const twice = await control(sim, "POST", `/payments/${body.id}/pay`);
    expect(twice.status).toBe(409);
  });

  it("resolves a review and raises a chargeback", async () => {
    const { body } = await api("POST", "/v1/payments", cardBody(await cardToken(sim, "MANU")));
    const reviewed = await control(sim, "POST", `/payments/${body.id}/review`, { decision: "approve" });
    expect(reviewed.body.payment).toMatchObject({ status: "approved", status_detail: "accredited" });
    const disputed = await control(sim, "POST", `/payments/${body.id}/chargeback`);
    expect(disputed.body.payment).toMatchObject({ status: "charged_back" });
    expect((await api("GET", `/v1/payments/${body.id}`)).body.status).toBe("charged_back");
  });
});

describe("the test tokenizer script", () => {
  it("offers new MercadoPago(publicKey).createCardToken({...}) like MercadoPago.js v2", async () => {
    const script = await (await fetch(sim.sdkUrl)).text();
    const window: Record<string, any> = {};
    runInNewContext(script, {
      window,
      document: { currentScript: { src: sim.sdkUrl } },
      location: { href: sim.baseUrl },
      fetch,
      URL,
    });
    const mp = new window["MercadoPago"](sim.publicKey, { locale: "pt-BR" });
    const token = await mp.createCardToken({
      cardNumber: "5031 4332 1540 6351",
      cardholderName: "APRO",
      cardExpirationMonth: "11",
      cardExpirationYear: "30",
      securityCode: "123",
      identificationType: "CPF",
      identificationNumber: testCpf,
    });
    expect(Schema.decodeUnknownSync(CardToken)(token)).toMatchObject({
      last_four_digits: "6351",
      expiration_year: 2030,
    });
    const installments = await mp.getInstallments({ amount: "300", bin: "503143" });
    expect(installments[0].payment_method_id).toBe("master");
    await expect(mp.createCardToken({ cardNumber: "1234", cardholderName: "APRO" })).rejects.toMatchObject({
      status: 400,
    });
  });
});
