import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningMercadoPagoSimulator } from "#simulators/mercadopago/mercadopago-simulator.ts";
import { cardToken, control } from "#simulators/mercadopago/test-kit.ts";
import { signatureManifest } from "../payments/providers/mercadopago/mercadopago-webhook-signature.ts";
import { createHmac } from "node:crypto";
import { cardBody, cards, until, useCheckoutApi } from "./checkout-test-kit.ts";
import { slipAddress, useMercadoPagoCheckout } from "./mercadopago-checkout-kit.ts";

/**
 * The checkout with GATEWAY_PROVIDER=mercadopago (Pix still the sandbox's) against the Mercado Pago simulator over
 * real HTTP: card payments with the browser's token, the registered boleto, the signed webhook read back from the
 * gateway, repeats and chargebacks, and the reconciliation under a lost webhook (issue 26).
 */
const mercadoPago = useMercadoPagoCheckout();
let simulator: RunningMercadoPagoSimulator;
beforeAll(() => {
  simulator = mercadoPago.simulator();
});

const address = slipAddress;

const cardPath = (id: number) => `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`;

describe("checkout with Mercado Pago for card and boleto (the simulator)", () => {
  const kit = useCheckoutApi(mercadoPago.options);
  const { as, pay, rows, startCheckout, api, lastMessage } = kit;
  const byCard = async (id: number, name: string, installments = 1) =>
    pay("aluno")(cardPath(id), {
      token: await cardToken(simulator, name),
      paymentMethodId: "master",
      installments,
    });
  const statusOf = async (id: number) =>
    (await rows<{ status: string }>(sql`select status from subscriptions where id = ${id}`))[0]!.status;
  const paymentOf = async (id: number) =>
    (
      await rows<Record<string, unknown>>(
        sql`select * from payments where subscription_id = ${id} order by id desc limit 1`,
      )
    )[0]!;

  /** A boleto registered at the gateway for a new purchase of the course `slug`. */
  const registeredBoleto = async (slug: string) => {
    const id = await startCheckout("aluno", slug);
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", {
      subscriptionId: id,
      address,
    });
    expect(slip.status, JSON.stringify(slip.json)).toBe(200);
    return { id, gatewayId: String((await paymentOf(id))["gateway_payment_id"]) };
  };

  it("offers every method, and charges an approved card token in 3 installments", async () => {
    const id = await startCheckout("aluno", "dermatologia-para-o-clinico");
    const approved = await byCard(id, "APRO", 3);
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    expect(approved.json).toMatchObject({
      status: "payment-confirmed",
      paymentMethods: ["pix", "boleto", "card"],
      // The browser tokenizes with the gateway's script and public key (never the access token).
      cardGateway: { kind: "mercadopago", publicKey: simulator.publicKey, sdkUrl: simulator.sdkUrl },
      payment: { method: "card", status: "approved", brand: "mastercard", last4: "6351", installments: 3 },
    });
    expect(JSON.stringify(approved.json)).not.toContain(simulator.accessToken);
    const row = await paymentOf(id);
    expect(row).toMatchObject({ provider: "mercadopago", status: "approved" });
    expect(row["gateway_payment_id"]).toMatch(/^\d+$/);
    // The gateway's own webhook (payment.created) arrives and changes nothing.
    await until(async () => (await paymentOf(id))["gateway_status"] === "approved", "the created webhook");
    expect(await statusOf(id)).toBe("payment-confirmed");
  });

  it("keeps a refused card's reason as a code the checkout translates, and the purchase open", async () => {
    const id = await startCheckout("aluno", "interacoes-medicamentosas");
    const refused = await byCard(id, "FUND");
    expect(refused.status).toBe(200);
    expect(refused.json).toMatchObject({
      status: "awaiting-payment",
      payment: { status: "denied", denialReason: "insufficient-funds" },
    });
    expect(await paymentOf(id)).toMatchObject({ card_denial_reason: "insufficient-funds" });
  });

  it("refuses a sandbox token and a reused gateway token with 400 naming the token", async () => {
    const id = await startCheckout("aluno", "psicopatologia-descritiva");
    const sandboxToken = await pay("aluno")(cardPath(id), cardBody(cards.approve));
    expect(sandboxToken.status).toBe(400);
    expect(sandboxToken.json["field"]).toBe("token");
    expect(await rows(sql`select 1 from payments where subscription_id = ${id}`)).toHaveLength(0);
  });

  it("holds a card in review until the gateway's webhook approves it", async () => {
    const id = await startCheckout("aluno", "manejo-do-risco-de-suicidio");
    const review = await byCard(id, "CONT", 2);
    expect(review.json).toMatchObject({ status: "payment-pending", payment: { status: "pending" } });
    const gatewayId = Number((await paymentOf(id))["gateway_payment_id"]);
    const decided = await control(simulator, "POST", `/payments/${gatewayId}/review`, {
      decision: "approve",
    });
    expect(decided.status).toBe(200);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the review's webhook");
    expect(await paymentOf(id)).toMatchObject({ status: "approved", gateway_status: "approved" });
    expect((await lastMessage("aluno@sabia.dev")).text).toContain("cartão de crédito");
  });

  it("registers a boleto with the payer's address; the gateway's line and slip URL are kept; paid by webhook", async () => {
    const id = await startCheckout("aluno", "fisioterapia-no-joelho-e-quadril");
    const withoutAddress = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", {
      subscriptionId: id,
    });
    expect(withoutAddress.status).toBe(400);
    expect(withoutAddress.json["field"]).toBe("address");
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", {
      subscriptionId: id,
      address,
    });
    expect(slip.status, JSON.stringify(slip.json)).toBe(200);
    expect(slip.json).toMatchObject({
      status: "payment-pending",
      payment: { method: "boleto", status: "pending" },
    });
    const row = await paymentOf(id);
    expect(row["slip_digitable_line"]).toMatch(/^\d{47}$/);
    expect(row["slip_barcode"]).toMatch(/^\d{44}$/);
    expect(String(row["slip_url"])).toContain(`${simulator.baseUrl}/boletos/`);
    expect((slip.json["payment"] as Record<string, unknown>)["slipUrl"]).toBe(row["slip_url"]);
    // The slip page's fields: the payer as the slip names them, the document's date; the page asks for an address.
    expect(slip.json).toMatchObject({
      slipNeedsAddress: true,
      payment: {
        payer: { name: expect.any(String), cpf: expect.stringMatching(/^\d{11}$/) },
        beneficiary: { name: "Sabiá Educação Ltda.", cnpj: "11222333000181" },
        issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    });
    const paid = await control(simulator, "POST", `/payments/${String(row["gateway_payment_id"])}/pay`);
    expect(paid.status).toBe(200);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the boleto's webhook");
    expect(await paymentOf(id)).toMatchObject({ status: "paid" });
  });

  it("keeps in the payments ledger the ids, amounts and statuses of each exchange, not the token or the payer", async () => {
    const ledgerOf = async (gatewayId: unknown) => {
      await api().mercadopago!.ledger.flushed();
      const lines = await rows<{ kind: string; body: unknown }>(
        sql`select kind, body from payment_events where provider = 'mercadopago' and txid = ${String(gatewayId)}`,
      );
      return { kinds: lines.map((line) => line.kind), text: JSON.stringify(lines.map((line) => line.body)) };
    };
    const personal = [
      "aluno@sabia.dev",
      "52998224725",
      "529.982.247-25",
      "Paulista",
      "01310100",
      "Bela Vista",
    ];

    const cardId = await startCheckout("aluno", "fisiologia-do-exercicio-aplicada");
    const token = await cardToken(simulator, "APRO");
    const charged = await pay("aluno")(cardPath(cardId), {
      token,
      paymentMethodId: "master",
      installments: 2,
    });
    expect(charged.json).toMatchObject({ status: "payment-confirmed" });
    const card = await paymentOf(cardId);
    const cardLines = await ledgerOf(card["gateway_payment_id"]);
    expect(cardLines.kinds.length).toBeGreaterThan(0);
    for (const value of [token, "APRO", ...personal]) expect(cardLines.text).not.toContain(value);
    expect(cardLines.text).toContain(`"id":${String(card["gateway_payment_id"])}`);
    expect(cardLines.text).toContain('"status":"approved"');
    expect(cardLines.text).toContain('"status_detail":"accredited"');
    expect(cardLines.text).toContain('"last_four_digits":"6351"');
    expect(cardLines.text).toContain('"transaction_amount":');
    expect(cardLines.text).toContain('"token":"[redacted]"');
    expect(cardLines.text).toContain('"number":"***.***.247-**"');

    const slipId = await startCheckout("aluno", "fisioterapia-respiratoria-na-uti");
    const slip = await pay("aluno")("/api/candidate/boleto/generate-slip-ecommerce", {
      subscriptionId: slipId,
      address,
    });
    expect(slip.status, JSON.stringify(slip.json)).toBe(200);
    const boleto = await paymentOf(slipId);
    const slipLines = await ledgerOf(boleto["gateway_payment_id"]);
    for (const value of ["Ana", "Moreira", ...personal]) expect(slipLines.text).not.toContain(value);
    expect(slipLines.text).toContain(String(boleto["slip_digitable_line"]));
    expect(slipLines.text).toContain('"payment_method_id":"bolbradesco"');
    expect(slipLines.text).toContain('"address":"[redacted]"');
  });

  it("a boleto the gateway expired is shown expired, and the purchase awaits a new payment", async () => {
    const { id, gatewayId } = await registeredBoleto("nutricao-na-gestacao-e-lactacao");
    expect((await control(simulator, "POST", `/payments/${gatewayId}/expire`)).status).toBe(200);
    await until(async () => (await paymentOf(id))["status"] === "expired", "the expiry's webhook");
    const checkout = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.json, JSON.stringify(checkout.json)).toMatchObject({
      status: "awaiting-payment",
      payment: { method: "boleto", status: "expired" },
    });
  });

  it("refuses an unsigned or forged webhook with 401 and changes nothing; a repeat changes nothing", async () => {
    const id = await startCheckout("aluno", "pilates-clinico-para-coluna");
    await byCard(id, "APRO");
    const gatewayId = String((await paymentOf(id))["gateway_payment_id"]);
    const url = `${api().url}/api/payments/mercadopago/webhook?data.id=${gatewayId}&type=payment`;
    const body = JSON.stringify({ action: "payment.updated", data: { id: gatewayId } });
    const unsigned = await fetch(url, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.status).toBe(401);
    const ts = String(Date.now());
    const forged = createHmac("sha256", "not-the-secret")
      .update(signatureManifest(gatewayId, "req-1", ts))
      .digest("hex");
    const wrong = await fetch(url, {
      method: "POST",
      body,
      headers: { "x-signature": `ts=${ts},v1=${forged}`, "x-request-id": "req-1" },
    });
    expect(wrong.status).toBe(401);
    const signed = (requestId: string) => {
      const at = String(Date.now());
      const v1 = createHmac("sha256", simulator.webhookSecret)
        .update(signatureManifest(gatewayId, requestId, at))
        .digest("hex");
      return { "x-signature": `ts=${at},v1=${v1}`, "x-request-id": requestId };
    };
    const first = await fetch(url, { method: "POST", body, headers: signed("req-2") });
    const again = await fetch(url, { method: "POST", body, headers: signed("req-3") });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ outcome: "unchanged" });
    expect(await statusOf(id)).toBe("payment-confirmed");
  });

  /** Cancels a purchase paid through the gateway within 7 days: refunded there at once, in money, not credit. */
  const refundedWithin7Days = async (id: number, gatewayId: string, method: "card" | "boleto") => {
    const quote = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "GET" });
    expect(quote.json).toMatchObject({ kind: "full", refundReturn: method });
    const requested = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { body: {} });
    expect(requested.status, JSON.stringify(requested.json)).toBe(200);
    expect(requested.json).toMatchObject({
      status: "cancellation-confirmed",
      cancellation: { creditValidUntil: null },
      refund: { method, status: "returned", reason: null },
    });
    expect((await paymentOf(id))["refunded_at"]).not.toBeNull();
    const state = await control(simulator, "GET", "/state");
    const atGateway = (state.body.payments as { id: number; status: string }[]).find(
      (payment) => String(payment.id) === gatewayId,
    );
    expect(atGateway?.status).toBe("refunded");
  };

  it("a cancellation within 7 days refunds the card through the gateway, in money, not as credit", async () => {
    const id = await startCheckout("aluno", "saude-mental-na-atencao-primaria");
    await byCard(id, "APRO");
    const gatewayId = String((await paymentOf(id))["gateway_payment_id"]);
    await refundedWithin7Days(id, gatewayId, "card");
    // Its refunded webhook arrives afterwards and changes nothing more.
    await until(async () => (await paymentOf(id))["gateway_status"] === "refunded", "the refund's webhook");
    expect(await statusOf(id)).toBe("cancellation-confirmed");
  });

  const paidBoleto = async (slug: string) => {
    const { id, gatewayId } = await registeredBoleto(slug);
    expect((await control(simulator, "POST", `/payments/${gatewayId}/pay`)).status).toBe(200);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the boleto's webhook");
    return { id, gatewayId };
  };
  const purchase = async (id: number) =>
    (await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" })).json;

  it("a cancellation within 7 days of a paid boleto is refunded through the gateway, to the payer's account", async () => {
    const { id, gatewayId } = await paidBoleto("nutricao-esportiva-aplicada");
    await refundedWithin7Days(id, gatewayId, "boleto");
  });

  it("support cannot confirm a cancellation while the gateway's refund is pending; the purchase says it is processing", async () => {
    const { id, gatewayId } = await paidBoleto("nutricao-clinica-no-paciente-critico");
    // What a gateway refund answering `pending` leaves behind: the cancellation asked, the payment not refunded.
    await rows(sql`update subscriptions set status = 'cancellation-requested' where id = ${id}`);
    await rows(
      sql`insert into cancellations (subscription_id, kind, requested_at, lessons_total, lessons_available, fine, refund)
          values (${id}, 'full', now(), 10, 1, 0, 100)`,
    );
    const confirm = await kit.call(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`, {
      method: "POST",
    });
    expect(confirm.status).toBe(409);
    expect(confirm.json).toMatchObject({ code: "cancellationPending" });
    expect(String(confirm.json["detail"])).toContain("gateway");
    expect(await purchase(id)).toMatchObject({
      status: "cancellation-requested",
      refund: { method: "boleto", status: "processing", settledAt: null },
    });
    // The gateway's refunded webhook ends it: the cancellation is confirmed, in money.
    const refunded = await fetch(`${simulator.baseUrl}/v1/payments/${gatewayId}/refunds`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${simulator.accessToken}`,
        "X-Idempotency-Key": `test-refund-${id}`,
        "Content-Type": "application/json",
      },
      body: "{}",
    });
    expect(refunded.status).toBe(201);
    await until(async () => (await statusOf(id)) === "cancellation-confirmed", "the refund's webhook");
    expect(await purchase(id)).toMatchObject({ refund: { method: "boleto", status: "returned" } });
  });

  it("a chargeback blocks access and tells support", async () => {
    const id = await startCheckout("aluno", "treinamento-funcional-para-idosos");
    await byCard(id, "APRO");
    const gatewayId = String((await paymentOf(id))["gateway_payment_id"]);
    await until(async () => (await paymentOf(id))["gateway_status"] === "approved", "the created webhook");
    expect((await control(simulator, "POST", `/payments/${gatewayId}/chargeback`)).status).toBe(200);
    await until(async () => (await statusOf(id)) === "purchase-canceled", "the chargeback's webhook");
    expect((await paymentOf(id))["charged_back_at"]).not.toBeNull();
    const support = await lastMessage("suporte@sabia.dev");
    expect(support.subject).toContain(gatewayId);
    expect(support.text).toContain("bloqueado");
    const flagged = await rows<{ flag_reason: string }>(
      sql`select flag_reason from payment_events where provider = 'mercadopago' and txid = ${gatewayId} and flagged`,
    );
    expect(flagged.map((line) => line.flag_reason)).toContain("charged-back");
  });

  it("the reconciliation applies what a lost webhook did not deliver, once", async () => {
    const id = await startCheckout("aluno", "periodizacao-do-treinamento-de-forca");
    await byCard(id, "CONT");
    const gatewayId = Number((await paymentOf(id))["gateway_payment_id"]);
    await until(async () => (await paymentOf(id))["gateway_status"] === "in_process", "the created webhook");
    const decided = await control(simulator, "POST", `/payments/${gatewayId}/review`, {
      decision: "approve",
    });
    expect(decided.status).toBe(200);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the review's webhook");
    // As if that webhook had been lost: the purchase as it was before it (the gateway says approved).
    const { database } = api();
    await database.db.execute(
      sql`update payments set status = 'pending', gateway_status = 'in_process', paid_at = null where subscription_id = ${id}`,
    );
    await database.db.execute(
      sql`update subscriptions set status = 'payment-pending', access_start = null, access_end = null where id = ${id}`,
    );
    const mercadopago = api().mercadopago!;
    const first = await mercadopago.reconciliation.runOnce();
    expect(first.counts.granted).toBe(1);
    expect(await statusOf(id)).toBe("payment-confirmed");
    const second = await mercadopago.reconciliation.runOnce();
    expect(second.counts.granted ?? 0).toBe(0);
  });
});
