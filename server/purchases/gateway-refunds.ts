import { and, asc, eq, inArray, isNotNull, min, ne, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { cancellations, payments, subscriptions } from "../db/schema/commerce.ts";
import { orderItems } from "../db/schema/orders.ts";

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

/** The gateway's payment conditions shared by a purchase's own refund and an order course's partial one. */
const throughGateway = [
  inArray(payments.method, ["card", "boleto"]),
  ne(payments.provider, "sandbox"),
  isNotNull(payments.gatewayPaymentId),
];

/**
 * The gateway refunds of these purchases (at most one each: a purchase has one paid attempt). A course of a card
 * or slip order (ADR 067) has its own: the partial refund of its amount against the order's one payment.
 */
export async function gatewayRefundsOf(
  db: Db,
  subscriptionIds: number[],
): Promise<Map<number, GatewayRefund>> {
  if (subscriptionIds.length === 0) return new Map();
  const ordered = await orderCourseRefundsOf(db, subscriptionIds);
  const single = subscriptionIds.filter((id) => !ordered.courses.has(id));
  const found = new Map(ordered.refunds.map((refund) => [refund.subscriptionId, refund] as const));
  if (single.length === 0) return found;
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
        inArray(payments.subscriptionId, single),
        ...throughGateway,
        or(inArray(payments.status, ["approved", "paid"]), isNotNull(payments.refundedAt)),
      ),
    )
    .orderBy(asc(payments.id));
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

/**
 * Which of these purchases are courses of an order, and the gateway refund of each that was cancelled within the
 * 7 days: its own amount (order_items.refunded_amount) against the order's one card or slip payment, on the lead
 * course's subscription — never the order's whole charge. Processing until its cancellation is confirmed (the
 * gateway's answer or webhook), returned on that day.
 */
async function orderCourseRefundsOf(db: Db, subscriptionIds: number[]) {
  const courses = await db
    .select({
      subscriptionId: orderItems.subscriptionId,
      orderId: orderItems.orderId,
      refundState: orderItems.refundState,
      amount: orderItems.refundedAmount,
      purchaseStatus: subscriptions.status,
      cancellationKind: cancellations.kind,
      confirmedAt: cancellations.confirmedAt,
    })
    .from(orderItems)
    .innerJoin(subscriptions, eq(subscriptions.id, orderItems.subscriptionId))
    .leftJoin(cancellations, eq(cancellations.subscriptionId, orderItems.subscriptionId))
    .where(inArray(orderItems.subscriptionId, subscriptionIds));
  const refunds: GatewayRefund[] = [];
  const asked = courses.filter(
    (course) => course.refundState !== "none" && course.cancellationKind === "full",
  );
  if (asked.length > 0) {
    // The order's one payment sits on its lead course, the order's lowest subscription id (order-item-refunds.ts).
    const leads = await db
      .select({ orderId: orderItems.orderId, lead: min(orderItems.subscriptionId) })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...new Set(asked.map((course) => course.orderId))]))
      .groupBy(orderItems.orderId);
    const leadOf = new Map(leads.map((row) => [row.orderId, row.lead!] as const));
    const charges = await db
      .select({ subscriptionId: payments.subscriptionId, method: payments.method, status: payments.status })
      .from(payments)
      .where(and(inArray(payments.subscriptionId, [...leadOf.values()]), ...throughGateway))
      .orderBy(asc(payments.id));
    // The latest attempt of each lead: the paid one once the order is paid.
    const chargeOf = new Map(charges.map((charge) => [charge.subscriptionId, charge] as const));
    for (const course of asked) {
      const charge = chargeOf.get(leadOf.get(course.orderId)!);
      if (!charge || (charge.status !== "approved" && charge.status !== "paid")) continue;
      const returned = course.purchaseStatus === "cancellation-confirmed";
      refunds.push({
        subscriptionId: course.subscriptionId,
        method: charge.method as GatewayRefund["method"],
        amount: course.amount,
        status: returned ? "returned" : "processing",
        settledAt: returned ? course.confirmedAt : null,
      });
    }
  }
  return { courses: new Set(courses.map((course) => course.subscriptionId)), refunds };
}
