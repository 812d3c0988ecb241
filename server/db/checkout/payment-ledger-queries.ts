import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { paymentEvents, pixReceipts, refunds } from "../schema/payment-provider.ts";

export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type NewPaymentEvent = Omit<typeof paymentEvents.$inferInsert, "id" | "createdAt">;
export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Omit<typeof refunds.$inferInsert, "id" | "createdAt">;

/** Appends one line to the payments ledger (never updated nor deleted: a trigger refuses both). */
export async function appendPaymentEvent(db: Db, event: NewPaymentEvent): Promise<void> {
  await db.insert(paymentEvents).values(event);
}

export async function paymentEventsOf(db: Db, filter: { txid?: string; subscriptionId?: number }) {
  const where =
    filter.txid !== undefined
      ? eq(paymentEvents.txid, filter.txid)
      : filter.subscriptionId !== undefined
        ? eq(paymentEvents.subscriptionId, filter.subscriptionId)
        : undefined;
  return db.select().from(paymentEvents).where(where).orderBy(asc(paymentEvents.id));
}

/** What support must look at, newest first. */
export async function flaggedPaymentEvents(db: Db, limit = 100): Promise<PaymentEventRow[]> {
  return db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.flagged, true))
    .orderBy(sql`${paymentEvents.id} desc`)
    .limit(limit);
}

/**
 * Claims a received Pix by its endToEndId. Answers false when it was already claimed (a webhook told twice, or
 * told by both the webhook and the reconciliation): the caller then grants nothing.
 */
export async function claimPixReceipt(db: Db, receipt: typeof pixReceipts.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(pixReceipts)
    .values(receipt)
    .onConflictDoNothing({ target: pixReceipts.endToEndId })
    .returning({ endToEndId: pixReceipts.endToEndId });
  return inserted.length === 1;
}

export async function insertRefund(db: Db, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function updateRefund(db: Db, id: number, changes: Partial<NewRefund>): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(changes).where(eq(refunds.id, id)).returning();
  return row!;
}

/** Refunds not yet settled whose next attempt is due, oldest first (a repeated attempt is harmless: same id). */
export async function dueRefunds(db: Db, now: Date, limit = 20): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(isNull(refunds.settledAt), lte(refunds.nextAttemptAt, now)))
    .orderBy(asc(refunds.nextAttemptAt))
    .limit(limit);
}

export async function refundsOf(db: Db, subscriptionIds: number[]): Promise<RefundRow[]> {
  if (subscriptionIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(sql`${refunds.subscriptionId} in ${subscriptionIds}`)
    .orderBy(asc(refunds.id));
}
