/**
 * A devolução reaching its final status (DEVOLVIDO or NAO_REALIZADO), by the control API or after
 * `autoSettleRefundsMs`. The standard also fires the Pix webhook then, with the Pix and its devoluções.
 */
import type { PixPspContext } from "./context.ts";
import type { Refund, WebhookDelivery } from "./state.ts";

export type SettleOutcome =
  | { ok: true; refund: Refund; delivery: WebhookDelivery | undefined }
  | { ok: false; error: "not-found" | "already-final"; refund?: Refund };

export async function settleRefund(
  e2eid: string,
  id: string,
  outcome: { status: "DEVOLVIDO" | "NAO_REALIZADO"; motivo?: string | undefined },
  context: PixPspContext,
): Promise<SettleOutcome> {
  const record = context.state.pix.get(e2eid);
  const current = record?.refunds.get(id);
  if (!record || !current) return { ok: false, error: "not-found" };
  if (current.status !== "EM_PROCESSAMENTO") return { ok: false, error: "already-final", refund: current };
  const settled: Refund = {
    ...current,
    horario:
      outcome.status === "DEVOLVIDO"
        ? { ...current.horario, liquidacao: context.clock.now().toISOString() }
        : current.horario,
    status: outcome.status,
    ...(outcome.motivo !== undefined ? { motivo: outcome.motivo } : {}),
  };
  record.refunds.set(id, settled);
  const pix = context.state.pixView(e2eid);
  const chave = record.pix.chave ?? context.settings.receiverKey;
  const delivery = pix ? await context.webhooks.deliver("devolucao", chave, [pix]) : undefined;
  return { ok: true, refund: settled, delivery };
}
