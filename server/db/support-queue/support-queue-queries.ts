import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import type { Db } from "../database.ts";
import { courses } from "../schema/catalog.ts";
import { cancellations, payments, subscriptions } from "../schema/commerce.ts";
import { users } from "../schema/identity.ts";
import { certificates, examAttempts } from "../schema/exams.ts";
import { paymentEvents, refunds } from "../schema/payment-provider.ts";
import { supportFlagResolutions } from "../schema/support-queue.ts";

/** The purchase, its buyer and its course, as every item of the queue names them. */
const purchaseColumns = {
  subscriptionId: subscriptions.id,
  transactionNumber: subscriptions.transactionNumber,
  status: subscriptions.status,
  username: users.username,
  name: users.name,
  course: courses.name,
};

/** Those columns and `columns` of the table the query joins next (its record: a payment, a cancellation, a refund). */
const purchasesWith = <Columns extends SelectedFields>(db: Db, columns: Columns) =>
  db
    .select({ ...purchaseColumns, ...columns })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId));

const paymentColumns = {
  amount: payments.amount,
  provider: payments.provider,
  cardBrand: payments.cardBrand,
  cardLast4: payments.cardLast4,
  since: payments.createdAt,
};

/** Card payments in review: the purchase waits on a pending card (the sandbox's operator or the gateway decides). */
export const cardsInReview = (db: Db) =>
  purchasesWith(db, paymentColumns)
    .innerJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.status, "payment-pending"),
        eq(payments.method, "card"),
        eq(payments.status, "pending"),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(200);

/** Cancellations support has not confirmed (spec §4: awaiting cancellation, cancellation requested). */
export const cancellationsWaiting = (db: Db) =>
  purchasesWith(db, {
    kind: cancellations.kind,
    refund: cancellations.refund,
    since: cancellations.requestedAt,
  })
    .innerJoin(cancellations, eq(cancellations.subscriptionId, subscriptions.id))
    .where(
      and(
        isNull(cancellations.confirmedAt),
        inArray(subscriptions.status, ["awaiting-cancellation", "cancellation-requested"]),
      ),
    )
    .orderBy(asc(cancellations.requestedAt))
    .limit(200);

/** Pix devoluções the PSP refused, or whose request keeps failing after `failures` attempts. */
export const pixRefundsFailing = (db: Db, failures: number) =>
  purchasesWith(db, {
    refundId: refunds.id,
    amount: refunds.amount,
    refundStatus: refunds.status,
    failureReason: refunds.failureReason,
    lastError: refunds.lastError,
    since: refunds.createdAt,
  })
    .innerJoin(refunds, eq(refunds.subscriptionId, subscriptions.id))
    .where(or(eq(refunds.status, "failed"), and(isNull(refunds.settledAt), gte(refunds.attempts, failures))))
    .orderBy(asc(refunds.createdAt))
    .limit(200);

/** Full cancellations paid through the gateway whose refund it has not confirmed since before `stuckBefore`. */
export const gatewayRefundsStuck = (db: Db, stuckBefore: Date) =>
  purchasesWith(db, paymentColumns)
    .innerJoin(payments, eq(payments.subscriptionId, subscriptions.id))
    .innerJoin(cancellations, eq(cancellations.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.status, "cancellation-requested"),
        eq(cancellations.kind, "full"),
        lt(cancellations.requestedAt, stuckBefore),
        inArray(payments.method, ["card", "boleto"]),
        ne(payments.provider, "sandbox"),
        isNotNull(payments.gatewayPaymentId),
        inArray(payments.status, ["approved", "paid"]),
        isNull(payments.refundedAt),
      ),
    )
    .orderBy(asc(cancellations.requestedAt))
    .limit(200);

/** Flagged ledger lines nobody has closed, but a failing refund's (the refund is its own item). */
export const openFlags = (db: Db) =>
  db
    .select({
      eventId: paymentEvents.id,
      kind: paymentEvents.kind,
      flagReason: paymentEvents.flagReason,
      since: paymentEvents.createdAt,
      subscriptionId: paymentEvents.subscriptionId,
      transactionNumber: subscriptions.transactionNumber,
      username: users.username,
      name: users.name,
      course: courses.name,
      amount: payments.amount,
    })
    .from(paymentEvents)
    .leftJoin(subscriptions, eq(subscriptions.id, paymentEvents.subscriptionId))
    .leftJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(payments, eq(payments.id, paymentEvents.paymentId))
    .where(
      and(
        eq(paymentEvents.flagged, true),
        ne(paymentEvents.kind, "refund.needs-support"),
        notExists(
          db
            .select({ one: sql`1` })
            .from(supportFlagResolutions)
            .where(eq(supportFlagResolutions.eventId, paymentEvents.id)),
        ),
      ),
    )
    .orderBy(asc(paymentEvents.id))
    .limit(200);

/** Closes a flag; false when it was closed already (or is not a flagged line). */
export async function resolveFlag(db: Db, eventId: number, userId: number, note: string): Promise<boolean> {
  const [flagged] = await db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.id, eventId), eq(paymentEvents.flagged, true)));
  if (!flagged) return false;
  const inserted = await db
    .insert(supportFlagResolutions)
    .values({ eventId, resolvedBy: userId, note })
    .onConflictDoNothing()
    .returning({ eventId: supportFlagResolutions.eventId });
  return inserted.length > 0;
}

/** A refund of the purchase that support may retry (refused by the PSP, or failing), oldest first. */
export async function retryablePixRefund(db: Db, subscriptionId: number, failures: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.subscriptionId, subscriptionId),
        or(eq(refunds.status, "failed"), and(isNull(refunds.settledAt), gte(refunds.attempts, failures))),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(1)
    .for("update");
  return row ?? null;
}

/**
 * Exams locked by their attempts (ADR 091, 096): at least `attempts` counted (not voided) failures since `since`,
 * no pass and no certificate. The item waits since the last of them.
 */
export const examsLocked = (db: Db, since: Date, attempts: number) => {
  const failed = and(
    eq(examAttempts.subscriptionId, subscriptions.id),
    isNull(examAttempts.voidedAt),
    eq(examAttempts.passed, false),
    gte(examAttempts.answeredAt, since),
  );
  return purchasesWith(db, {
    failures: sql<number>`(select count(*)::int from ${examAttempts} where ${failed})`,
    since: sql<Date>`(select max(${examAttempts.answeredAt}) from ${examAttempts} where ${failed})`.mapWith(
      (value: string | Date) => new Date(value),
    ),
  })
    .where(
      and(
        sql`(select count(*) from ${examAttempts} where ${failed}) >= ${attempts}`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(examAttempts)
            .where(and(eq(examAttempts.subscriptionId, subscriptions.id), eq(examAttempts.passed, true))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(certificates)
            .where(eq(certificates.subscriptionId, subscriptions.id)),
        ),
      ),
    )
    .limit(200);
};

/** Voids the subscription's counted failed attempts (support's reset, ADR 096); answers how many. */
export async function voidFailedAttempts(db: Db, subscriptionId: number, at: Date): Promise<number> {
  const voided = await db
    .update(examAttempts)
    .set({ voidedAt: at })
    .where(
      and(
        eq(examAttempts.subscriptionId, subscriptionId),
        isNull(examAttempts.voidedAt),
        eq(examAttempts.passed, false),
      ),
    )
    .returning({ id: examAttempts.id });
  return voided.length;
}
