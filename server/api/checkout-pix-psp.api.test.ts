import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parsePixPayload } from "#src/domain/payments/pix-br-code.ts";
import { until, useCheckoutApi } from "./checkout-test-kit.ts";
import { usePixPsp, webhookSecret } from "./pix-psp-test-kit.ts";

/**
 * The checkout with PAYMENT_PROVIDER=pix against the Pix PSP simulator (Pix API standard, mutual TLS and OAuth
 * enforced): the charge, the webhook, reconciliation, renewal, faults and the webhook's own guards. Cart orders:
 * checkout-pix-psp-orders.api.test.ts.
 */
const { options, control, psp: running } = usePixPsp();

interface WebhookDelivery {
  endToEndIds: string[];
  status?: number;
}

describe("checkout with a real Pix PSP (the simulator)", () => {
  const kit = useCheckoutApi(options);
  const { as, pay, rows, startCheckout, courseId, call } = kit;

  const openPix = async (username: string, slug: string) => {
    const id = await startCheckout(username, slug);
    await as(username)(
      `/api/candidate/subscriptions/${id}/create-installments/${(await courseId(slug)) * 100}`,
    );
    const pix = await pay(username)("/api/candidate/pix/generate-pix-ecommerce", { subscriptionId: id });
    expect(pix.status, JSON.stringify(pix.json)).toBe(200);
    const payment = pix.json["payment"] as Record<string, string>;
    const [row] = await rows<{ pix_txid: string }>(
      sql`select pix_txid from payments where subscription_id = ${id} and status = 'pending'`,
    );
    return { id, payment, txid: row!.pix_txid };
  };
  const statusOf = async (id: number) =>
    (await rows<{ status: string }>(sql`select status from subscriptions where id = ${id}`))[0]!.status;

  it("shows the PSP's dynamic code, and the webhook confirms the purchase", async () => {
    const { id, payment, txid } = await openPix("aluno", "sepse-e-choque-septico");
    const parsed = parsePixPayload(payment["copyPaste"]!);
    expect(parsed.ok).toBe(true);
    // A dynamic BR Code: the location URL (field 26/25) instead of the key, at the simulator's host.
    expect(parsed.ok && parsed.key).toBeNull();
    expect(parsed.ok && parsed.location).toContain(
      running().apiUrl.replace("https://", "").replace("/v2", ""),
    );
    expect(txid).toMatch(/^[A-Za-z0-9]{26,35}$/);
    // The PSP's code is e-mailed like the sandbox's (issue 26), with the way back to the purchase.
    const mail = await kit.lastMessage("aluno@sabia.dev");
    expect(mail.subject).toBe("Seu código Pix: Sepse e Choque Séptico");
    expect(mail.text).toContain(payment["copyPaste"]!);
    expect(mail.text).toContain(`/minhas-compras/detalhes?compra=${id}`);
    const paid = await control(`/cob/${txid}/pay`, { webhook: "once" });
    expect(paid.status).toBe(201);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the webhook's grant");
    const receipts = await rows<{ outcome: string; received_via: string }>(
      sql`select outcome, received_via from pix_receipts where txid = ${txid}`,
    );
    expect(receipts).toEqual([{ outcome: "granted", received_via: "webhook" }]);
  });

  it("keeps in the payments ledger the charge's txid and amount, not the debtor's CPF or name", async () => {
    const { txid } = await openPix("aluno", "nutricao-clinica-no-paciente-critico");
    await kit.api().pix!.ledger.flushed();
    const lines = await rows<{ kind: string; body: unknown }>(
      sql`select kind, body from payment_events where provider = 'pix' and txid = ${txid}`,
    );
    expect(lines.map((line) => line.kind)).toContain("charge.created");
    const text = JSON.stringify(lines.map((line) => line.body));
    for (const value of ["52998224725", "529.982.247-25", "Ana Lúcia Moreira"])
      expect(text).not.toContain(value);
    expect(text).toContain('"devedor":{"cpf":"***.***.247-**","nome":"[redacted]"}');
    expect(text).toContain(`"txid":"${txid}"`);
    expect(text).toMatch(/"original":"\d+\.\d{2}"/);
  });

  it("a webhook delivered twice gives access once", async () => {
    const { id, txid } = await openPix("aluno", "neonatologia-essencial");
    await control(`/cob/${txid}/pay`, { webhook: "twice" });
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the grant");
    const [receipt] = await rows<{ end_to_end_id: string }>(
      sql`select end_to_end_id from pix_receipts where txid = ${txid}`,
    );
    const delivered = async () =>
      ((await control("/state", undefined, "GET")).json["webhookDeliveries"] as WebhookDelivery[]).filter(
        (delivery) => delivery.endToEndIds.includes(receipt!.end_to_end_id) && delivery.status === 200,
      ).length;
    await until(async () => (await delivered()) === 2, "the second delivery");
    const receipts = await rows(sql`select 1 from pix_receipts where txid = ${txid}`);
    expect(receipts).toHaveLength(1);
  });

  it("a wrong amount gives no access and is flagged for support", async () => {
    const { id, txid } = await openPix("aluno", "ventilacao-mecanica-na-pratica");
    await control(`/cob/${txid}/pay`, { webhook: "once", amount: "1.00" });
    await until(
      async () => (await rows(sql`select 1 from pix_receipts where txid = ${txid}`)).length === 1,
      "the receipt",
    );
    expect(await statusOf(id)).toBe("payment-pending");
    await kit.api().pix!.ledger.flushed();
    const flagged = await rows<{ flag_reason: string }>(
      sql`select flag_reason from payment_events where txid = ${txid} and flagged`,
    );
    expect(flagged).toEqual([{ flag_reason: "wrong-amount" }]);
  });

  it("a lost webhook still gives access through reconciliation", async () => {
    const { id, txid } = await openPix("aluno", "leitura-critica-de-artigos");
    await control(`/cob/${txid}/pay`, { webhook: "none" });
    expect(await statusOf(id)).toBe("payment-pending");
    const pass = await kit.api().pix!.services.reconciliation.runOnce();
    expect(pass.granted).toBe(1);
    expect(await statusOf(id)).toBe("payment-confirmed");
  });

  it("after 180 s the PSP refuses the old code, and renewing makes a new charge and removes the old one", async () => {
    const { id, payment, txid } = await openPix("aluno", "treinamento-funcional-para-idosos");
    await control("/clock/advance", { seconds: 181 });
    const late = await control(`/cob/${txid}/pay`, { webhook: "once" });
    expect(late.status).toBe(409);
    await kit.sandbox("/advance", { minutes: 4 });
    const check = await as("aluno")(`/api/candidate/subscriptions/${id}/is-subscription-paid`, {
      method: "GET",
    });
    expect(check.json).toMatchObject({ paid: false, payment: { method: "pix", status: "expired" } });
    const renewed = await pay("aluno")(`/api/candidate/pix/${id}/renew-pix-ecommerce`, {
      subscriptionId: id,
      validationKey: payment["validationKey"],
    });
    expect(renewed.status, JSON.stringify(renewed.json)).toBe(200);
    const [fresh] = await rows<{ pix_txid: string }>(
      sql`select pix_txid from payments where subscription_id = ${id} and status = 'pending'`,
    );
    expect(fresh!.pix_txid).not.toBe(txid);
    const cobs = (await control("/state", undefined, "GET")).json["cobs"] as {
      txid: string;
      status: string;
    }[];
    expect(cobs.find((cob) => cob.txid === txid)?.status).toBe("REMOVIDA_PELO_USUARIO_RECEBEDOR");
    expect(cobs.find((cob) => cob.txid === fresh!.pix_txid)?.status).toBe("ATIVA");
    expect((await control(`/cob/${fresh!.pix_txid}/pay`, { webhook: "once" })).status).toBe(201);
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the renewed code's grant");
  });

  it("a PSP that is down answers 503 and writes no half order; once back, the same call works", async () => {
    const slug = "manejo-do-risco-de-suicidio";
    const id = await startCheckout("aluno", slug);
    await as("aluno")(
      `/api/candidate/subscriptions/${id}/create-installments/${(await courseId(slug)) * 100}`,
    );
    await control("/outage", { mode: "unavailable" });
    const down = await pay("aluno")(
      "/api/candidate/pix/generate-pix-ecommerce",
      { subscriptionId: id },
      "key-down",
    );
    await control("/outage", { mode: "none" });
    expect(down.status).toBe(503);
    expect(await rows(sql`select 1 from payments where subscription_id = ${id}`)).toHaveLength(0);
    expect(await statusOf(id)).toBe("awaiting-payment");
    const again = await pay("aluno")(
      "/api/candidate/pix/generate-pix-ecommerce",
      { subscriptionId: id },
      "key-down",
    );
    expect(again.status).toBe(200);
  });

  it("the webhook refuses a wrong secret (401) and a body that is not the standard's (400); an unknown txid is flagged", async () => {
    const webhook = (secret: string, body: unknown) =>
      call(`/api/payments/pix/webhook/${secret}/pix`, { body });
    const pix = {
      endToEndId: "E9999999920261127120000000000001",
      txid: "unknownTxid0000000000000000000",
      valor: "10.00",
      horario: new Date().toISOString(),
    };
    expect((await webhook("not-the-secret", { pix: [pix] })).status).toBe(401);
    expect(await rows(sql`select 1 from pix_receipts where end_to_end_id = ${pix.endToEndId}`)).toHaveLength(
      0,
    );
    expect((await webhook(webhookSecret, { pix: [{ ...pix, valor: "ten" }] })).status).toBe(400);
    expect((await webhook(webhookSecret, { pix: [pix] })).status).toBe(200);
    await kit.api().pix!.ledger.flushed();
    expect(
      await rows(
        sql`select flag_reason from payment_events where end_to_end_id = ${pix.endToEndId} and flagged`,
      ),
    ).toEqual([{ flag_reason: "unknown-txid" }]);
  });

  it("card payments are refused while only Pix is real, and the OAuth token was asked for once", async () => {
    const id = await startCheckout("aluno", "saude-mental-na-atencao-primaria");
    const card = await pay("aluno")(`/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`, {
      token: "sbx1_approved_visa_0010_AAAAAAAAAAAAAAAA",
      paymentMethodId: "visa",
      installments: 12,
    });
    expect(card.status).toBe(409);
    expect(card.json["code"]).toBe("methodUnavailable");
    expect(await rows(sql`select 1 from payments where subscription_id = ${id}`)).toHaveLength(0);
    expect((await control("/state", undefined, "GET")).json["tokensIssued"]).toBe(1);
  });

  it("a cancellation within 7 days returns the money by Pix devolução; once the PSP settles it, the purchase shows it returned", async () => {
    const { id, txid } = await openPix("aluno", "urgencia-e-emergencia-para-enfermeiros");
    await control(`/cob/${txid}/pay`, { webhook: "once" });
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the grant");
    const quote = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "GET" });
    expect(quote.json).toMatchObject({ kind: "full", refundReturn: "pix" });
    const requested = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { body: {} });
    expect(requested.json).toMatchObject({
      status: "cancellation-requested",
      refund: { method: "pix", status: "processing", amount: quote.json["refund"] },
    });
    const refunds = kit.api().pix!.services.refunds;
    expect(await refunds.runOnce()).toBe(1);
    const [refund] = await rows<{ end_to_end_id: string; provider_refund_id: string }>(
      sql`select end_to_end_id, provider_refund_id from refunds where subscription_id = ${id}`,
    );
    const settled = await control(
      `/devolucao/${refund!.end_to_end_id}/${refund!.provider_refund_id}/settle`,
      {
        status: "DEVOLVIDO",
      },
    );
    expect(settled.status).toBe(200);
    expect(await refunds.runOnce(new Date(Date.now() + 60_000))).toBe(1);
    const money = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(
      Number(quote.json["refund"]),
    );
    const mail = await kit.lastMessage("aluno@sabia.dev");
    expect(mail.subject).toBe("Reembolso concluído: Urgência e Emergência para Enfermeiros");
    expect(mail.text).toContain(`Devolvemos ${money} por Pix`);
    const mails = await rows<{ n: number }>(
      sql`select count(*)::int as n from outbox where recipient = 'aluno@sabia.dev' and subject like 'Reembolso%'`,
    );
    expect(mails[0]!.n).toBe(1);
    const after = await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" });
    expect(after.json).toMatchObject({
      status: "cancellation-confirmed",
      refund: { status: "returned" },
      cancellation: { creditValidUntil: null },
    });
  });

  it("a refund the PSP cannot take is retried with back-off and support hears after 5 failures; NAO_REALIZADO keeps the reason", async () => {
    const { id, txid } = await openPix("aluno", "eletrocardiograma-descomplicado");
    await control(`/cob/${txid}/pay`, { webhook: "once" });
    await until(async () => (await statusOf(id)) === "payment-confirmed", "the grant");
    await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { body: {} });
    const refunds = kit.api().pix!.services.refunds;
    await control("/outage", { mode: "unavailable" });
    let at = Date.now();
    for (let failure = 1; failure <= 5; failure++) {
      expect(await refunds.runOnce(new Date(at))).toBe(1);
      at += 2 * 60 * 60_000;
    }
    await control("/outage", { mode: "none" });
    const [row] = await rows<{
      attempts: number;
      support_notified_at: Date | null;
      end_to_end_id: string;
      provider_refund_id: string;
    }>(
      sql`select attempts, support_notified_at, end_to_end_id, provider_refund_id from refunds where subscription_id = ${id}`,
    );
    expect(row!.attempts).toBe(5);
    expect(row!.support_notified_at).not.toBeNull();
    expect(await kit.lastMessage("suporte@sabia.dev")).toMatchObject({
      subject: expect.stringContaining("Reembolso Pix"),
    });
    const mid = await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" });
    expect(mid.json).toMatchObject({ refund: { status: "processing" } });
    expect(await refunds.runOnce(new Date(at))).toBe(1);
    await control(`/devolucao/${row!.end_to_end_id}/${row!.provider_refund_id}/settle`, {
      status: "NAO_REALIZADO",
      motivo: "Conta do pagador encerrada",
    });
    expect(await refunds.runOnce(new Date(at + 60_000))).toBe(1);
    const after = await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" });
    expect(after.json).toMatchObject({
      status: "cancellation-requested",
      refund: { status: "failed", reason: "Conta do pagador encerrada" },
    });
  });
});
