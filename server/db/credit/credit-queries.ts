import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { creditGrants, creditSpends } from "../schema/credit.ts";

/** Whole cents of a numeric(12,2) read as reais (the ledger computes in cents only). */
export const toCents = (reais: number | string | null | undefined) => Math.round(Number(reais ?? 0) * 100);
export const toReais = (cents: number) => cents / 100;

/**
 * The ledger of one person is changed by one transaction at a time: a transaction-scoped advisory lock
 * (released at commit or rollback), taken before the balance is read, so two checkouts of one person never
 * spend the same credit.
 */
export const lockCreditOf = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5ab1c}, ${userId})`);

/** A grant still valid on `today` and what is left of it, earliest-expiring first. */
export interface GrantLeft {
  id: number;
  validUntil: string;
  /** Cents not yet spent or reserved. */
  left: number;
}

export async function grantsLeft(db: Db, userId: number, today: string): Promise<GrantLeft[]> {
  const rows = await db
    .select({
      id: creditGrants.id,
      amount: creditGrants.amount,
      validUntil: creditGrants.validUntil,
      spent: sql<string>`coalesce(sum(${creditSpends.amount}) filter (where ${creditSpends.releasedAt} is null), 0)`,
    })
    .from(creditGrants)
    .leftJoin(creditSpends, eq(creditSpends.grantId, creditGrants.id))
    .where(and(eq(creditGrants.userId, userId), gte(creditGrants.validUntil, today)))
    .groupBy(creditGrants.id)
    .orderBy(creditGrants.validUntil, creditGrants.id);
  return rows.map((row) => ({
    id: row.id,
    validUntil: row.validUntil,
    left: toCents(row.amount) - toCents(row.spent),
  }));
}

/** The live spends of one purchase, latest-expiring grant first (the order a reduction gives them back in). */
export async function liveSpendsOf(db: Db, subscriptionId: number) {
  const rows = await db
    .select({
      id: creditSpends.id,
      grantId: creditSpends.grantId,
      amount: creditSpends.amount,
      validUntil: creditGrants.validUntil,
    })
    .from(creditSpends)
    .innerJoin(creditGrants, eq(creditGrants.id, creditSpends.grantId))
    .where(and(eq(creditSpends.subscriptionId, subscriptionId), isNull(creditSpends.releasedAt)))
    .orderBy(desc(creditGrants.validUntil), desc(creditSpends.id));
  return rows.map((row) => ({ ...row, cents: toCents(row.amount) }));
}

export async function insertSpends(
  db: Db,
  userId: number,
  subscriptionId: number,
  parts: readonly { grantId: number; cents: number }[],
) {
  if (parts.length === 0) return;
  await db
    .insert(creditSpends)
    .values(
      parts.map((part) => ({ userId, subscriptionId, grantId: part.grantId, amount: toReais(part.cents) })),
    );
}

export async function releaseSpends(db: Db, ids: readonly number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(creditSpends)
    .set({ releasedAt: at })
    .where(and(inArray(creditSpends.id, [...ids]), isNull(creditSpends.releasedAt)));
}

/** One grant per cancelled purchase: a second confirmation of the same refund writes nothing. */
export async function insertGrant(db: Db, grant: typeof creditGrants.$inferInsert) {
  await db
    .insert(creditGrants)
    .values(grant)
    .onConflictDoNothing({ target: creditGrants.sourceSubscriptionId });
}

/** The credit each purchase uses (live spends), in cents. */
export async function creditUsedBy(db: Db, subscriptionIds: readonly number[]) {
  if (subscriptionIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ subscriptionId: creditSpends.subscriptionId, used: sql<string>`sum(${creditSpends.amount})` })
    .from(creditSpends)
    .where(and(inArray(creditSpends.subscriptionId, [...subscriptionIds]), isNull(creditSpends.releasedAt)))
    .groupBy(creditSpends.subscriptionId);
  return new Map(rows.map((row) => [row.subscriptionId, toCents(row.used)]));
}
