import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courses } from "../schema/catalog.ts";
import { subscriptions } from "../schema/commerce.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** What the checkout needs of a course: its prices, plans and access period. */
export interface CourseTerms {
  id: number;
  name: string;
  friendlyUrl: string;
  oldPrice: number | null;
  newPrice: number;
  installments: number;
  accessPeriodMonths: number;
  active: boolean;
}

const termsColumns = {
  id: courses.id,
  name: courses.name,
  friendlyUrl: courses.friendlyUrl,
  oldPrice: courses.oldPrice,
  newPrice: courses.newPrice,
  installments: courses.installments,
  accessPeriodMonths: courses.accessPeriodMonths,
  active: courses.active,
};

export async function courseTermsBySlug(db: Db, friendlyUrl: string): Promise<CourseTerms | null> {
  const [row] = await db.select(termsColumns).from(courses).where(eq(courses.friendlyUrl, friendlyUrl));
  return row ?? null;
}

export async function courseTermsById(db: Db, id: number): Promise<CourseTerms | null> {
  const [row] = await db.select(termsColumns).from(courses).where(eq(courses.id, id));
  return row ?? null;
}

/**
 * The caller's subscription, or null when the id is unknown or someone else's (the two answer alike: 404).
 * `lock` takes the row FOR UPDATE, so payment calls on one subscription run one after the other.
 */
export async function subscriptionOf(
  db: Db,
  userId: number,
  id: number,
  lock = false,
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** The caller's latest subscription of a course in one of `statuses`. */
export async function latestSubscription(
  db: Db,
  userId: number,
  courseId: number,
  statuses: readonly string[],
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.courseId, courseId),
        inArray(subscriptions.status, [...statuses]),
      ),
    )
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

export interface NewSubscription {
  userId: number;
  courseId: number;
  subtotal: number;
  discounts: number;
  total: number;
  quotedPrice: number;
}

/** A new checkout with the next SAB-YYYY-NNNNNN transaction number (a sequence: unique across instances). */
export async function insertSubscription(
  db: Db,
  values: NewSubscription,
  year: number,
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...values,
      status: "awaiting-payment",
      transactionNumber: sql`${`SAB-${year}-`} || lpad(nextval('subscription_transaction_numbers')::text, 6, '0')`,
    })
    .returning();
  return row!;
}

export type SubscriptionChanges = Partial<
  Omit<typeof subscriptions.$inferInsert, "id" | "userId" | "courseId" | "transactionNumber" | "createdAt">
>;

export async function updateSubscription(
  db: Db,
  id: number,
  changes: SubscriptionChanges,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

/** The same, only while the subscription is in one of `statuses` (null otherwise): a racing change wins once. */
export async function updateSubscriptionIn(
  db: Db,
  id: number,
  statuses: readonly string[],
  changes: SubscriptionChanges,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, [...statuses])))
    .returning();
  return row ?? null;
}

/** Any person's subscription (the payments sandbox acts as the bank, not as the buyer). */
export async function subscriptionById(db: Db, id: number, lock = false): Promise<SubscriptionRow | null> {
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}
