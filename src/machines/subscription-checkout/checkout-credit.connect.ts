import type { Checkout, SubscriptionCheckoutEvent } from "./subscription-checkout.types.ts";

/** The checkout's refund-credit control (ADR 047), as connect() hands it to the course step. */
export interface CreditApi {
  /** What the person has: what this purchase uses plus the rest of the balance (reais). */
  balance: number;
  /** The most this purchase can use: the balance, at most the price before credit. */
  usable: number;
  /** What this purchase uses now (already off the total). */
  used: number;
  /** The last day the first of the balance can be used (YYYY-MM-DD). */
  validUntil: string | null;
  isUsing: boolean;
  /** Uses `amount` reais (null: what the person typed is not an amount). */
  applyCredit(amount: number | null): void;
  removeCredit(): void;
}

const cents = (reais: number) => Math.round(reais * 100);

/** Null when the person has no credit to use on this purchase. */
export function creditApi(
  checkout: Checkout | null,
  isUsing: boolean,
  send: (event: SubscriptionCheckoutEvent) => void,
): CreditApi | null {
  const credit = checkout?.credit;
  if (!checkout || !credit || credit.used + credit.available <= 0) return null;
  return {
    balance: (cents(credit.used) + cents(credit.available)) / 100,
    usable: (cents(credit.used) + Math.min(cents(credit.available), cents(checkout.total))) / 100,
    used: credit.used,
    validUntil: credit.validUntil,
    isUsing,
    applyCredit: (amount) => send({ type: "USE_CREDIT", amount: amount ?? -1 }),
    removeCredit: () => send({ type: "USE_CREDIT", amount: 0 }),
  };
}
