import { Schema } from "effect";

/**
 * Refund credit in a checkout (spec §9, ADR 047): what this purchase uses, what else the person can use today,
 * and the last day the first of that balance can be used. Reais; the server computes every amount.
 */
export const CheckoutCredit = Schema.Struct({
  used: Schema.Number,
  available: Schema.Number,
  validUntil: Schema.NullOr(Schema.String),
});
export type CheckoutCredit = typeof CheckoutCredit.Type;

/** A person's refund credit on My Purchases: the balance today and when the first of it expires. */
export const CreditBalance = Schema.Struct({
  balance: Schema.Number,
  validUntil: Schema.NullOr(Schema.String),
});
export type CreditBalance = typeof CreditBalance.Type;

/** How much credit a purchase should use, in reais: 0 or more, whole cents (the server caps it). */
export const CreditAmount = Schema.Number.pipe(
  Schema.check(
    Schema.isFinite(),
    Schema.isBetween({ minimum: 0, maximum: 1_000_000 }),
    Schema.makeFilter(
      (amount: number) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6 || "whole cents only",
    ),
  ),
);
