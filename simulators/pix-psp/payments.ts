/**
 * A payer paying a cob (driven by the control API): the PSP records the Pix, concludes the cob when the amount is
 * the one asked for, and notifies the webhook once, twice, late or not at all.
 *
 * A Pix of another amount is still recorded and notified (it is money the receiver got for that txid, and the
 * merchant must notice it), but the cob stays ATIVA: it was not paid as charged. Paying does not add a revision:
 * `revisao` counts the receiver's own changes.
 */
import type { PixPspContext } from "./context.ts";
import type { PixPayment } from "./state.ts";

export type WebhookMode = "once" | "twice" | "none" | "late";

export interface PayRequest {
  amount?: string | undefined;
  webhook?: WebhookMode | undefined;
  lateMs?: number | undefined;
  infoPagador?: string | undefined;
  payerDocument?: string | undefined;
}

export type PayOutcome =
  | { ok: true; pix: PixPayment }
  | { ok: false; status: number; error: "not-found" | "not-active" | "expired"; detail: string };

const cents = (valor: string) => Math.round(Number(valor) * 100);

export async function payCob(txid: string, request: PayRequest, context: PixPspContext): Promise<PayOutcome> {
  const record = context.state.cobs.get(txid);
  const cob = record?.revisions.at(-1);
  if (!record || !cob)
    return { ok: false, status: 404, error: "not-found", detail: `no cob with txid ${txid}` };
  if (cob.status !== "ATIVA")
    return { ok: false, status: 409, error: "not-active", detail: `the cob is ${cob.status}` };
  const now = context.clock.now();
  const expiresAt = Date.parse(cob.calendario.criacao) + cob.calendario.expiracao * 1000;
  if (now.getTime() >= expiresAt) {
    return {
      ok: false,
      status: 409,
      error: "expired",
      detail: `the cob expired at ${new Date(expiresAt).toISOString()}`,
    };
  }
  const valor = request.amount ?? cob.valor.original;
  const pix: PixPayment = {
    endToEndId: context.ids.endToEndId(now),
    txid,
    valor,
    componentesValor: { original: { valor } },
    chave: cob.chave,
    horario: now.toISOString(),
    ...(request.infoPagador !== undefined ? { infoPagador: request.infoPagador } : {}),
  };
  context.state.pix.set(pix.endToEndId, { pix, refunds: new Map(), payerDocument: request.payerDocument });
  record.pix.push(pix.endToEndId);
  const paidInFull =
    cob.valor.modalidadeAlteracao === 1 ? cents(valor) > 0 : cents(valor) === cents(cob.valor.original);
  if (paidInFull) record.revisions[record.revisions.length - 1] = { ...cob, status: "CONCLUIDA" };
  await notify(pix, request, context);
  return { ok: true, pix };
}

async function notify(pix: PixPayment, request: PayRequest, context: PixPspContext): Promise<void> {
  const chave = pix.chave ?? context.settings.receiverKey;
  switch (request.webhook ?? "once") {
    case "none":
      return;
    case "once":
      await context.webhooks.deliver("pix", chave, [pix]);
      return;
    case "twice":
      // The standard does not promise exactly-once delivery: a receiver must take the same Pix twice calmly.
      await context.webhooks.deliver("pix", chave, [pix]);
      await context.webhooks.deliver("pix-repeat", chave, [pix]);
      return;
    case "late":
      context.later(request.lateMs ?? 2000, () => void context.webhooks.deliver("pix-late", chave, [pix]));
      return;
  }
}
