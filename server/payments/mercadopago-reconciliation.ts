/**
 * The safety net under Mercado Pago's webhook (like pix-reconciliation.ts): every run reads back from the gateway
 * each card or boleto payment it holds that is still open here — a card in review, a boleto not yet paid (made in
 * the last `lookbackDays`) — and each approved one of the last `lookbackDays` (a refund or a chargeback it may not
 * have told us). What it reads goes through the same updates as the webhook, so a change told by both applies once.
 */
import { and, eq, gte, inArray, isNotNull, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import { payments } from "../db/schema/commerce.ts";
import type { GatewayUpdateOutcome, MercadoPagoUpdates } from "./mercadopago-updates.ts";
import type { MercadoPagoClient } from "./providers/mercadopago/mercadopago-client.ts";

/** A boleto lives 3 banking business days; a chargeback may come months later, but the webhook is the main road. */
export const defaultLookbackDays = 35;

export function mercadoPagoReconciliation(
  db: Db,
  client: MercadoPagoClient,
  apply: MercadoPagoUpdates,
  logger: Logger,
  lookbackDays = defaultLookbackDays,
) {
  async function watched(now: Date) {
    return db
      .select({ gatewayPaymentId: payments.gatewayPaymentId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, "mercadopago"),
          isNotNull(payments.gatewayPaymentId),
          gte(payments.createdAt, new Date(now.getTime() - lookbackDays * 86_400_000)),
          or(
            eq(payments.status, "pending"),
            and(
              inArray(payments.status, ["approved", "paid"]),
              or(
                inArray(payments.gatewayStatus, ["approved", "in_mediation"]),
                // Approved at creation, never told by a webhook since.
                eq(payments.status, "approved"),
              ),
            ),
          ),
        ),
      );
  }

  async function runOnce(now: Date = new Date()) {
    const counts: Partial<Record<GatewayUpdateOutcome, number>> = {};
    const rows = await watched(now);
    for (const { gatewayPaymentId } of rows) {
      try {
        const outcome = await apply(await client.getPayment(Number(gatewayPaymentId)), "reconciliation");
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      } catch (error) {
        logger.warn({ err: error, gatewayPaymentId }, "reconciliation could not read a Mercado Pago payment");
      }
    }
    const changed = Object.entries(counts).filter(([outcome]) => outcome !== "unchanged");
    if (changed.length > 0)
      logger.warn({ counts }, "Mercado Pago reconciliation applied changes the webhook had not delivered");
    return { checked: rows.length, counts };
  }

  return { runOnce };
}

export type MercadoPagoReconciliation = ReturnType<typeof mercadoPagoReconciliation>;
