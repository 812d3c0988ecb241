import { creditValidUntil } from "#src/domain/purchases/refund.ts";
import {
  grantsLeft,
  insertGrant,
  insertSpends,
  liveSpendsOf,
  lockCreditOf,
  releaseSpends,
  toReais,
  type GrantLeft,
} from "../db/credit/credit-queries.ts";
import type { Db } from "../db/database.ts";

/** What a person can spend today: cents, and the day the first of it expires (null when nothing is left). */
export interface CreditBalance {
  cents: number;
  validUntil: string | null;
}

/** Takes `cents` from the grants earliest-expiring first (what expires soonest is used first); pure. */
export function allocate(grants: readonly GrantLeft[], cents: number): { grantId: number; cents: number }[] {
  const parts: { grantId: number; cents: number }[] = [];
  let wanted = Math.max(0, cents);
  for (const grant of grants) {
    if (wanted === 0) break;
    const take = Math.min(wanted, grant.left);
    if (take <= 0) continue;
    parts.push({ grantId: grant.id, cents: take });
    wanted -= take;
  }
  return parts;
}

export const balanceFrom = (grants: readonly GrantLeft[]): CreditBalance => {
  const left = grants.filter((grant) => grant.left > 0);
  return {
    cents: left.reduce((sum, grant) => sum + grant.left, 0),
    validUntil: left[0]?.validUntil ?? null,
  };
};

/** The person's balance on `today` (grants valid that day less what was spent or reserved from them). */
export async function creditBalance(db: Db, userId: number, today: string): Promise<CreditBalance> {
  return balanceFrom(await grantsLeft(db, userId, today));
}

export interface Reservation {
  userId: number;
  subscriptionId: number;
  /** Cents the purchase should use; `null` keeps what it uses (only trimming to `cap` and to validity). */
  wanted: number | null;
  /** The purchase's price before credit, in cents: a purchase never uses more. */
  cap: number;
  today: string;
  at: Date;
}

/**
 * Sets how much credit an open purchase uses, under the person's ledger lock: spends on grants that expired are
 * given back, a smaller amount gives back the latest-expiring part first, a larger one takes what the balance
 * has (earliest-expiring first, never more than the balance). Answers the cents the purchase now uses.
 * Callers hold the purchase's row FOR UPDATE, so its own spends change only here.
 */
export async function reserveCredit(tx: Db, reservation: Reservation): Promise<number> {
  const { userId, subscriptionId, today, at } = reservation;
  const live = await liveSpendsOf(tx, subscriptionId);
  if (live.length === 0 && !reservation.wanted) return 0;
  await lockCreditOf(tx, userId);
  const expired = live.filter((spend) => spend.validUntil < today);
  const valid = live.filter((spend) => spend.validUntil >= today);
  const current = valid.reduce((sum, spend) => sum + spend.cents, 0);
  const target = Math.max(0, Math.min(reservation.wanted ?? current, reservation.cap));
  const giveBack = expired.map((spend) => spend.id);
  const remainders: { grantId: number; cents: number }[] = [];
  if (target < current) {
    let excess = current - target;
    for (const spend of valid) {
      if (excess === 0) break;
      giveBack.push(spend.id);
      const keep = spend.cents - Math.min(excess, spend.cents);
      excess -= spend.cents - keep;
      if (keep > 0) remainders.push({ grantId: spend.grantId, cents: keep });
    }
  }
  await releaseSpends(tx, giveBack, at);
  await insertSpends(tx, userId, subscriptionId, remainders);
  if (target <= current) return target;
  const taken = allocate(await grantsLeft(tx, userId, today), target - current);
  await insertSpends(tx, userId, subscriptionId, taken);
  return current + taken.reduce((sum, part) => sum + part.cents, 0);
}

/** Gives back every live spend of a purchase (cancelled before it was paid, or the credit removed). */
export async function releaseCredit(tx: Db, userId: number, subscriptionId: number, at: Date): Promise<void> {
  const live = await liveSpendsOf(tx, subscriptionId);
  if (live.length === 0) return;
  await lockCreditOf(tx, userId);
  await releaseSpends(
    tx,
    live.map((spend) => spend.id),
    at,
  );
}

/** A confirmed refund paid as credit: valid until the confirmation day + 6 months (spec §9; one grant per purchase). */
export async function grantCredit(
  tx: Db,
  grant: { userId: number; cents: number; today: string; sourceSubscriptionId: number },
): Promise<void> {
  if (grant.cents <= 0) return;
  await insertGrant(tx, {
    userId: grant.userId,
    amount: toReais(grant.cents),
    grantedOn: grant.today,
    validUntil: creditValidUntil(grant.today),
    sourceSubscriptionId: grant.sourceSubscriptionId,
  });
}
