import { and, asc, eq, inArray, isNotNull, ne, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { cancellations, payments, subscriptions } from "../db/schema/commerce.ts";

/**
 * The money of a card or boleto paid through the gateway (Mercado Pago, issue 26) going back by the gateway's
 * refund: `processing` from a cancellation within the 7 days until the gateway says it refunded (its answer or
 * its `refunded` webhook), then `returned` on that day. A refund made at the gateway outside Sabiá is `returned`
 * too.
 */
export interface GatewayRefund {
  subscriptionId: number;
  method: "card" | "boleto";
  amount: number;
  status: "processing" | "returned";
  settledAt: Date | null;
}

/** The gateway refunds of these purchases (at most one each: a purchase has one paid attempt). */
export async function gatewayRefundsOf(
  db: Db,
  subscriptionIds: number[],
): Promise<Map<number, GatewayRefund>> {
  if (subscriptionIds.length === 0) return new Map();
  const rows = await db
    .select({
      subscriptionId: payments.subscriptionId,
      method: payments.method,
      amount: payments.amount,
      refundedAt: payments.refundedAt,
      purchaseStatus: subscriptions.status,
      cancellationKind: cancellations.kind,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .leftJoin(cancellations, eq(cancellations.subscriptionId, payments.subscriptionId))
    .where(
      and(
        inArray(payments.subscriptionId, subscriptionIds),
        inArray(payments.method, ["card", "boleto"]),
        ne(payments.provider, "sandbox"),
        isNotNull(payments.gatewayPaymentId),
        or(inArray(payments.status, ["approved", "paid"]), isNotNull(payments.refundedAt)),
      ),
    )
    .orderBy(asc(payments.id));
  const found = new Map<number, GatewayRefund>();
  for (const row of rows) {
    // A full cancellation (within the 7 days) of a purchase paid through the gateway asked the gateway to refund.
    const asked = row.cancellationKind === "full" && row.purchaseStatus === "cancellation-requested";
    if (row.refundedAt === null && !asked) continue;
    found.set(row.subscriptionId, {
      subscriptionId: row.subscriptionId,
      method: row.method as GatewayRefund["method"],
      amount: row.amount,
      status: row.refundedAt ? "returned" : "processing",
      settledAt: row.refundedAt,
    });
  }
  return found;
}
