import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";
import { staffTestKit } from "./staff-users-test-kit.ts";

type Item = {
  id: string;
  kind: string;
  subscriptionId: number | null;
  eventId: number | null;
  actions: string[];
  waitingFor: string | null;
  customer: { username: string } | null;
  detail: string;
};

/** The support queue over HTTP (issue 30, ADR 081): what it lists, each action, the e-mail, the bell, the audit. */
describe("support queue", () => {
  const checkout = useCheckoutApi();
  const { api, as, pay, rows, startCheckout, lastMessage } = checkout;
  const { operatorToken } = staffTestKit(api, checkout);
  let operator = "";
  const staff = (path: string, body?: unknown) =>
    checkout.call(`/api/support-queue${path}`, {
      token: operator,
      ...(body === undefined ? { method: path === "" ? "GET" : "POST" } : { body }),
    });
  const items = async () => ((await staff("")).json["items"] as Item[]) ?? [];
  const itemOf = async (kind: string, subscriptionId: number) =>
    (await items()).find((item) => item.kind === kind && item.subscriptionId === subscriptionId);
  const statusOf = async (id: number) =>
    (await as("aluno")(`/api/candidate/purchases/${id}`, { method: "GET" })).json["status"];
  const audited = (action: string) =>
    rows<{ subject: string | null; role: string; detail: Record<string, unknown> }>(
      sql`select u.username as subject, a.role_alias as role, a.detail from audit_events a
          left join users u on u.id = a.subject_id where a.action = ${action} order by a.id`,
    );
  const bell = async (title: string) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
            where u.username = 'operador' and n.title = ${title} and n.recipient_target_url = '/support-queue'`,
      )
    )[0]!.n;
  const pendingCard = async (slug: string) => {
    const id = await startCheckout("aluno", slug);
    const paid = await pay("aluno")(
      `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`,
      cardBody(cards.pending),
    );
    expect(paid.json["status"]).toBe("payment-pending");
    return id;
  };
  const subscriptionOf = async (slug: string) =>
    (
      await rows<{ id: number }>(
        sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
            where u.username = 'aluno' and c.friendly_url = ${slug} order by s.id desc limit 1`,
      )
    )[0]!.id;

  beforeAll(async () => {
    operator = await operatorToken();
  });

  it("a card in review: listed, on the operators' bell; confirmed, the purchase is paid and aluno is told", async () => {
    const before = await bell("Cartão em análise");
    const id = await pendingCard("dermatologia-para-o-clinico");
    expect(await bell("Cartão em análise")).toBe(before + 1);
    expect(await itemOf("card-review", id)).toMatchObject({
      actions: ["confirm", "refuse"],
      waitingFor: null,
      customer: { username: "aluno" },
      detail: "visa •••• 0077",
    });
    const answer = await staff(`/cards/${id}/confirm`);
    expect(answer.status).toBe(200);
    expect((answer.json["items"] as Item[]).some((item) => item.subscriptionId === id)).toBe(false);
    expect(await statusOf(id)).toBe("payment-confirmed");
    expect((await lastMessage("aluno@sabia.dev")).text).toContain("cartão de crédito");
    expect((await audited("support.card.confirm")).at(-1)).toMatchObject({
      subject: "aluno",
      role: "operador",
    });
    // Worked already: nothing to confirm any more.
    expect((await staff(`/cards/${id}/confirm`)).status).toBe(409);
  });

  it("a card refused with a reason: 400 naming the field without one; then aluno may pay again and reads why", async () => {
    const id = await pendingCard("interacoes-medicamentosas");
    const empty = await staff(`/cards/${id}/refuse`, { reason: "  " });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.json)).toContain("reason");
    expect((await staff(`/cards/${id}/refuse`, {})).status).toBe(400);
    expect(await statusOf(id)).toBe("payment-pending");
    const reason = "O banco emissor não confirmou a titularidade do cartão.";
    expect((await staff(`/cards/${id}/refuse`, { reason: `  ${reason} ` })).status).toBe(200);
    expect(await statusOf(id)).toBe("awaiting-payment");
    const checkoutView = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkoutView.json["payment"]).toMatchObject({ method: "card", status: "denied" });
    const mail = await lastMessage("aluno@sabia.dev");
    expect(mail.subject).toContain("recusado");
    expect(mail.text).toContain(reason);
    expect((await audited("support.card.refuse")).at(-1)?.detail).toMatchObject({ reason });
  });

  it("cancellations: the requested one is confirmed (aluno gets her credit); the one awaiting a payment waits", async () => {
    const requested = await subscriptionOf("habilidades-dbt-para-terapeutas");
    const awaiting = await subscriptionOf("clinica-medica-de-caes-e-gatos");
    expect(await itemOf("cancellation", requested)).toMatchObject({ actions: ["confirm"], detail: "full" });
    expect(await itemOf("cancellation", awaiting)).toMatchObject({ actions: [], waitingFor: "payment" });
    expect((await staff(`/cancellations/${awaiting}/confirm`)).status).toBe(409);
    expect((await staff(`/cancellations/${requested}/confirm`)).status).toBe(200);
    expect(await statusOf(requested)).toBe("cancellation-confirmed");
    expect((await lastMessage("aluno@sabia.dev")).subject).toMatch(
      /Reembolso concluído|Cancelamento confirmado/,
    );
    expect((await audited("support.cancellation.confirm")).at(-1)).toMatchObject({ subject: "aluno" });
    expect((await staff(`/cancellations/${requested}/confirm`)).status).toBe(404);
  });

  it("a cancellation asked for now reaches the bell and the queue", async () => {
    const before = await bell("Cancelamento a confirmar");
    const id = await subscriptionOf("medicina-de-emergencia-sala-vermelha");
    expect(
      (await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "POST" })).status,
    ).toBe(200);
    expect(await bell("Cancelamento a confirmar")).toBe(before + 1);
    expect(await itemOf("cancellation", id)).toMatchObject({ actions: ["confirm"] });
  });

  it("a failed Pix refund is retried under a new id; its cancellation waits for the money meanwhile", async () => {
    const id = await subscriptionOf("medicina-de-emergencia-sala-vermelha");
    await rows(sql`insert into refunds (subscription_id, method, amount, status, provider_refund_id,
        requested_at, attempts, failure_reason, settled_at)
      values (${id}, 'pix', 100, 'failed', 'OLDREFUNDID', now(), 1, 'conta encerrada', now())`);
    expect(await itemOf("refund-failed", id)).toMatchObject({
      actions: ["retry"],
      detail: "pix: conta encerrada",
    });
    expect(await itemOf("cancellation", id)).toMatchObject({ actions: [], waitingFor: "money-returning" });
    expect((await staff(`/cancellations/${id}/confirm`)).status).toBe(409);
    expect((await staff(`/refunds/${id}/retry`)).status).toBe(200);
    const [refund] = await rows<{ status: string; provider_refund_id: string; settled_at: Date | null }>(
      sql`select status, provider_refund_id, settled_at from refunds where subscription_id = ${id}`,
    );
    expect(refund).toMatchObject({ status: "processing", settled_at: null });
    expect(refund!.provider_refund_id).not.toBe("OLDREFUNDID");
    expect(await itemOf("refund-failed", id)).toBeUndefined();
    expect((await audited("support.refund.retry")).at(-1)?.detail).toMatchObject({
      method: "pix",
      was: "failed",
    });
    expect((await staff(`/refunds/${id}/retry`)).status).toBe(404);
  });

  it("a reconciliation flag is closed with a note (400 without one), once", async () => {
    const [event] = await rows<{ id: number }>(
      sql`insert into payment_events (provider, kind, body, flagged, flag_reason)
          values ('pix', 'webhook.pix', '{}'::jsonb, true, 'unknown txid') returning id`,
    );
    const eventId = Number(event!.id);
    expect((await items()).find((item) => item.eventId === eventId)).toMatchObject({
      kind: "reconciliation-flag",
      actions: ["resolve"],
      detail: "webhook.pix: unknown txid",
    });
    expect((await staff(`/flags/${eventId}/resolve`, { note: "" })).status).toBe(400);
    expect(
      (await staff(`/flags/${eventId}/resolve`, { note: "Pix devolvido pelo banco ao pagador." })).status,
    ).toBe(200);
    expect((await items()).find((item) => item.eventId === eventId)).toBeUndefined();
    expect((await staff(`/flags/${eventId}/resolve`, { note: "de novo" })).status).toBe(404);
    expect((await audited("support.flag.resolve")).at(-1)?.detail).toMatchObject({ event: eventId });
  });

  it("each read is audited; a bad id is a 400 naming it; the calls are in the OpenAPI document", async () => {
    const before = (await audited("support.queue.read")).length;
    expect((await staff("")).status).toBe(200);
    expect(await audited("support.queue.read")).toHaveLength(before + 1);
    const bad = await staff("/cards/abc/confirm");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("subscriptionId");
    const document = await (await fetch(`${api().url}/api/openapi.json`)).json();
    for (const path of [
      "/api/support-queue",
      "/api/support-queue/cards/{subscriptionId}/confirm",
      "/api/support-queue/cards/{subscriptionId}/refuse",
      "/api/support-queue/cancellations/{subscriptionId}/confirm",
      "/api/support-queue/refunds/{subscriptionId}/retry",
      "/api/support-queue/flags/{eventId}/resolve",
    ])
      expect(Object.keys(document.paths), path).toContain(path);
  });
});
