import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courses } from "../schema/catalog.ts";
import { payments, subscriptions } from "../schema/commerce.ts";
import { cartItems, orderItems, orders } from "../schema/orders.ts";
import { insertSubscription, type SubscriptionRow } from "../checkout/subscription-queries.ts";

/**
 * Orders of several courses (ADR 067). An order is N subscriptions (one per course, each with its own price) tied
 * by an `orders` row; its one charge is a `payments` row of its first item's subscription (the "lead") for the
 * order's total, so every confirmation path (webhook, reconciliation, sandbox) finds it as it finds any payment.
 */
export type OrderRow = typeof orders.$inferSelect;

export interface OrderLineValues {
  courseId: number;
  subtotal: number;
  discounts: number;
  total: number;
}

export interface PlacedOrder {
  order: OrderRow;
  /** The items' subscriptions in the order's order; the first is the lead, which carries the payment. */
  subscriptions: SubscriptionRow[];
}

/** Creates the order, one subscription per line and the order's items, in the caller's transaction. */
export async function insertOrder(
  tx: Db,
  values: {
    userId: number;
    year: number;
    method: string;
    voucherTag: string | null;
    lines: readonly OrderLineValues[];
  },
): Promise<PlacedOrder> {
  const cents = (pick: (line: OrderLineValues) => number) =>
    values.lines.reduce((sum, line) => sum + Math.round(pick(line) * 100), 0) / 100;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: values.userId,
      paymentMethod: values.method,
      voucherTag: values.voucherTag,
      subtotal: cents((line) => line.subtotal),
      discounts: cents((line) => line.discounts),
      total: cents((line) => line.total),
      transactionNumber: sql`${`PED-${values.year}-`} || lpad(nextval('subscription_transaction_numbers')::text, 6, '0')`,
    })
    .returning();
  const made: SubscriptionRow[] = [];
  for (const line of values.lines) {
    const subscription = await insertSubscription(
      tx,
      { userId: values.userId, ...line, quotedPrice: line.total },
      values.year,
    );
    made.push(subscription);
    await tx.insert(orderItems).values({ orderId: order!.id, subscriptionId: subscription.id, ...line });
  }
  return { order: order!, subscriptions: made };
}

export interface OrderItemRow {
  subscriptionId: number;
  courseId: number;
  slug: string;
  name: string;
  total: number;
  status: string;
}

/** An order of the person, or null when unknown or someone else's (the two answer alike: 404). */
export async function orderOfPerson(db: Db, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

/** The order's items with their subscriptions' statuses, lead first. */
export async function itemsOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select({
      subscriptionId: orderItems.subscriptionId,
      courseId: orderItems.courseId,
      slug: courses.friendlyUrl,
      name: courses.name,
      total: orderItems.total,
      status: subscriptions.status,
    })
    .from(orderItems)
    .innerJoin(courses, eq(courses.id, orderItems.courseId))
    .innerJoin(subscriptions, eq(subscriptions.id, orderItems.subscriptionId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.subscriptionId));
}

/** The order a subscription is an item of, with the other items' subscriptions; null for a single purchase. */
export async function orderOfSubscription(
  db: Db,
  subscriptionId: number,
): Promise<{ order: OrderRow; items: OrderItemRow[] } | null> {
  const [row] = await db
    .select({ order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.subscriptionId, subscriptionId));
  return row ? { order: row.order, items: await itemsOfOrder(db, row.order.id) } : null;
}

/** Bought: the courses leave the person's cart. */
export async function dropFromCart(db: Db, userId: number, courseIds: readonly number[]): Promise<void> {
  if (courseIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.courseId, [...courseIds])));
}

/** The person's orders with a course still awaiting the order's payment (an unpaid order), oldest first. */
export async function unpaidOrdersOf(db: Db, userId: number): Promise<OrderRow[]> {
  const rows = await db
    .selectDistinct({ order: orders })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(subscriptions, eq(subscriptions.id, orderItems.subscriptionId))
    .where(
      and(eq(orders.userId, userId), inArray(subscriptions.status, ["awaiting-payment", "payment-pending"])),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => row.order);
}

/** Cards the gateway refused for the person's orders since `since` (the card-testing defence of orders). */
export async function deniedOrderCards(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(orderItems, eq(orderItems.subscriptionId, payments.subscriptionId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(payments.method, "card"),
        eq(payments.status, "denied"),
        gte(payments.createdAt, since),
      ),
    );
  return row?.total ?? 0;
}
