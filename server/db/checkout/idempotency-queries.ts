import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { paymentIdempotencyKeys } from "../schema/commerce.ts";

export type IdempotencyRow = typeof paymentIdempotencyKeys.$inferSelect;

/** How long a key is remembered, and after how long an unfinished one (a crashed instance) may be taken over. */
export const keyLifetimeHours = 24;
export const abandonedAfterSeconds = 120;

/**
 * Reserves the key in one statement (INSERT … ON CONFLICT DO NOTHING): of N racing requests exactly one gets
 * `true`. A key left in flight by a crashed instance is taken over after a while, with the same body only.
 */
export async function reserveKey(db: Db, userId: number, key: string, fingerprint: string): Promise<boolean> {
  await db
    .delete(paymentIdempotencyKeys)
    .where(
      and(
        eq(paymentIdempotencyKeys.userId, userId),
        lt(paymentIdempotencyKeys.createdAt, sql`now() - make_interval(hours => ${keyLifetimeHours})`),
      ),
    );
  const inserted = await db
    .insert(paymentIdempotencyKeys)
    .values({ userId, key, fingerprint, state: "in-flight" })
    .onConflictDoNothing()
    .returning({ key: paymentIdempotencyKeys.key });
  if (inserted.length === 1) return true;
  const takenOver = await db
    .update(paymentIdempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(
      and(
        eq(paymentIdempotencyKeys.userId, userId),
        eq(paymentIdempotencyKeys.key, key),
        eq(paymentIdempotencyKeys.fingerprint, fingerprint),
        eq(paymentIdempotencyKeys.state, "in-flight"),
        lt(paymentIdempotencyKeys.createdAt, sql`now() - make_interval(secs => ${abandonedAfterSeconds})`),
      ),
    )
    .returning({ key: paymentIdempotencyKeys.key });
  return takenOver.length === 1;
}

export async function readKey(db: Db, userId: number, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(paymentIdempotencyKeys)
    .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, key)));
  return row ?? null;
}

export async function completeKey(
  db: Db,
  userId: number,
  key: string,
  status: number,
  body: unknown,
): Promise<void> {
  await db
    .update(paymentIdempotencyKeys)
    .set({ state: "done", responseStatus: status, responseBody: body })
    .where(and(eq(paymentIdempotencyKeys.userId, userId), eq(paymentIdempotencyKeys.key, key)));
}

/** Nothing was charged: the key may be used again. */
export async function releaseKey(db: Db, userId: number, key: string): Promise<void> {
  await db
    .delete(paymentIdempotencyKeys)
    .where(
      and(
        eq(paymentIdempotencyKeys.userId, userId),
        eq(paymentIdempotencyKeys.key, key),
        eq(paymentIdempotencyKeys.state, "in-flight"),
      ),
    );
}
