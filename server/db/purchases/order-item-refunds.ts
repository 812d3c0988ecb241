import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { payments } from "../schema/commerce.ts";
import { orderItems, orders } from "../schema/orders.ts";
import type { PaymentRow } from "../checkout/payment-queries.ts";

/**
 * One course of an order being cancelled (ADR 067, "Cancelling one course of an order"): the item's own paid
 * total, and the order's one payment (a row of the lead item's subscription) that its money goes back against.
 */
export interface OrderItemRefund {
  orderId: number;
  /** What this course cost in the order (order_items.total): its refund is quoted on this, never the order's. */
  total: number;
  /** The order's one charge, on the lead's subscription; the latest attempt (the paid one once paid). */
  payment: PaymentRow | null;
  /** The order's charged amount: the cap of every item's refunds together. */
  cap: number;
  /** Refunds of the order's items already recorded (requested or refunded), in reais. */
  refunded: number;
}

/**
 * The order item a purchase is, with its order's row locked (FOR UPDATE) so that two cancellations of the
 * order's courses are counted one after the other; null for a single purchase. Inside the caller's transaction.
 */
export async function lockOrderItem(tx: Db, subscriptionId: number): Promise<OrderItemRefund | null> {
  const [item] = await tx
    .select({ orderId: orderItems.orderId, total: orderItems.total, orderTotal: orders.total })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.subscriptionId, subscriptionId));
  if (!item) return null;
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, item.orderId)).for("update");
  const [lead] = await tx
    .select({ subscriptionId: orderItems.subscriptionId })
    .from(orderItems)
    .where(eq(orderItems.orderId, item.orderId))
    .orderBy(asc(orderItems.subscriptionId))
    .limit(1);
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, lead!.subscriptionId))
    .orderBy(desc(payments.id))
    .limit(1);
  const [sum] = await tx
    .select({ cents: sql<string>`coalesce(sum(round(${orderItems.refundedAmount} * 100)), 0)` })
    .from(orderItems)
    .where(eq(orderItems.orderId, item.orderId));
  return {
    orderId: item.orderId,
    total: item.total,
    payment: payment ?? null,
    // Pix and slip rows are `paid`, an approved card `approved`: either way the order's one charge.
    cap:
      payment && (payment.status === "paid" || payment.status === "approved")
        ? payment.amount
        : item.orderTotal,
    refunded: Number(sum!.cents) / 100,
  };
}

const cents = (reais: number) => Math.round(reais * 100);

/**
 * Records the refund of one item as requested: refused (false) when it would take the order's refunds past
 * what the order was charged, or when the item was already refunded.
 */
export async function recordItemRefund(
  tx: Db,
  subscriptionId: number,
  item: OrderItemRefund,
  amount: number,
): Promise<boolean> {
  if (cents(item.refunded) + cents(amount) > cents(item.cap)) return false;
  const updated = await tx
    .update(orderItems)
    .set({ refundState: "requested", refundedAmount: amount })
    .where(and(eq(orderItems.subscriptionId, subscriptionId), eq(orderItems.refundState, "none")))
    .returning({ subscriptionId: orderItems.subscriptionId });
  return updated.length === 1;
}

/** The item's cancellation was confirmed: its refund is done (money returned, credit granted, or both). */
export async function markItemRefunded(tx: Db, subscriptionId: number): Promise<void> {
  await tx
    .update(orderItems)
    .set({ refundState: "refunded" })
    .where(and(eq(orderItems.subscriptionId, subscriptionId), eq(orderItems.refundState, "requested")));
}

/** The number of the order a purchase is a course of (its e-mails name it), or null for a single purchase. */
export async function orderNumberOf(db: Db, subscriptionId: number): Promise<string | null> {
  const [row] = await db
    .select({ number: orders.transactionNumber })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.subscriptionId, subscriptionId));
  return row?.number ?? null;
}
