import { and, count, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db } from "../database.ts";
import { payments, subscriptions } from "../schema/commerce.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, "id" | "createdAt">;

/** The latest attempt of a subscription (the one its checkout shows), or null before any. */
export async function latestPayment(db: Db, subscriptionId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function latestPaymentOfMethod(
  db: Db,
  subscriptionId: number,
  method: "pix" | "boleto" | "card",
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), eq(payments.method, method)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(db: Db, id: number, changes: Partial<NewPayment>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(changes).where(eq(payments.id, id)).returning();
  return row!;
}

/** Live attempts (a Pix or slip not yet paid) end when another one starts. */
export async function cancelLivePayments(db: Db, subscriptionId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: "canceled" })
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.status, "pending"),
        inArray(payments.method, ["pix", "boleto"]),
        isNull(payments.slipPaidAt),
      ),
    );
}

export async function deniedCardAttempts(db: Db, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.method, "card"),
        eq(payments.status, "denied"),
      ),
    );
  return row?.total ?? 0;
}

/** Slips paid at the bank whose clearing day has come (the sandbox clock's `today`), with their subscriptions. */
export async function slipsToClear(db: Db, today: string, subscriptionId?: number) {
  return db
    .select({ payment: payments, userId: subscriptions.userId })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(
      and(
        eq(payments.method, "boleto"),
        eq(payments.status, "pending"),
        isNotNull(payments.slipPaidAt),
        lte(payments.slipClearsOn, today),
        subscriptionId === undefined ? undefined : eq(payments.subscriptionId, subscriptionId),
      ),
    )
    .orderBy(payments.id);
}

/** Changes an attempt only while it is still pending (null otherwise), so a racing expiry or clearing wins once. */
export async function updatePendingPayment(
  db: Db,
  id: number,
  changes: Partial<NewPayment>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set(changes)
    .where(and(eq(payments.id, id), eq(payments.status, "pending")))
    .returning();
  return row ?? null;
}
