import type { CheckoutCredit, CreditBalance } from "#src/services/api/credit-schemas.ts";
import { creditUsedBy, toReais } from "../db/credit/credit-queries.ts";
import type { Db } from "../db/database.ts";
import { creditBalance } from "./credit-ledger.ts";

/** The refund credit of a checkout answer: what this purchase uses and what else the person can use today. */
export async function checkoutCredit(
  db: Db,
  subscription: { id: number; userId: number },
  today: string,
): Promise<CheckoutCredit> {
  const used = (await creditUsedBy(db, [subscription.id])).get(subscription.id) ?? 0;
  const balance = await creditBalance(db, subscription.userId, today);
  return { used: toReais(used), available: toReais(balance.cents), validUntil: balance.validUntil };
}

/** A person's balance as My Purchases shows it. */
export async function balanceView(db: Db, userId: number, today: string): Promise<CreditBalance> {
  const balance = await creditBalance(db, userId, today);
  return { balance: toReais(balance.cents), validUntil: balance.validUntil };
}
