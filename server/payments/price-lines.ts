import type { PriceLine } from "#src/services/api/checkout-schemas.ts";
import { campaignFor, validVoucher } from "../db/checkout/offer-queries.ts";
import { creditUsedBy, toCents, toReais } from "../db/credit/credit-queries.ts";
import type { Db } from "../db/database.ts";
import { breakdownOf, installmentValue, plansOf, quote, type Plan } from "./pricing.ts";
import type { Loaded } from "./subscription-access.ts";

/** What a subscription's prices depend on besides the plan: the voucher, today's cash campaign, the credit used. */
interface PriceTerms {
  voucherPercent: number | null;
  cashCampaignPercent: number | null;
  /** Refund credit the purchase uses, in cents (ADR 047). */
  creditCents: number;
}

const termsOf = async (tx: Db, loaded: Loaded, voucherPercent: number | null): Promise<PriceTerms> => {
  const campaign = await campaignFor(tx, loaded.course.id, loaded.moment.today);
  const credit = (await creditUsedBy(tx, [loaded.subscription.id])).get(loaded.subscription.id) ?? 0;
  return { voucherPercent, cashCampaignPercent: campaign?.percent ?? null, creditCents: credit };
};

/** One plan's line: the campaign on cash plans only; the credit comes off every plan's total, as off the checkout's. */
function lineOf(loaded: Loaded, plan: Plan, terms: PriceTerms): PriceLine {
  const campaign = plan.paymentCondition === 2 ? terms.cashCampaignPercent : null;
  const prices = quote(loaded.course, plan, terms.voucherPercent, campaign);
  const credit = terms.creditCents;
  const total = toReais(Math.max(0, toCents(prices.total) - credit));
  return {
    priceListValueId: plan.priceListValueId,
    installments: plan.installments,
    installmentValue: credit > 0 ? installmentValue(total, plan.installments) : prices.installmentValue,
    subtotal: prices.subtotal,
    discounts: prices.discounts,
    total,
    breakdown: breakdownOf(prices),
  };
}

/** A plan's prices for this subscription, with a voucher (the stored one unless `tag` is given). */
export const priceLine = async (
  tx: Db,
  loaded: Loaded,
  plan: Plan,
  voucherPercent: number | null,
): Promise<PriceLine> => lineOf(loaded, plan, await termsOf(tx, loaded, voucherPercent));

/** The voucher stored on the subscription, when still valid today: its percent. */
export const storedVoucherPercent = async (tx: Db, loaded: Loaded) =>
  loaded.subscription.voucherTag
    ? ((await validVoucher(tx, loaded.subscription.voucherTag, loaded.moment.today))?.percent ?? null)
    : null;

/**
 * Every plan of the course at what this subscription would pay for it (issue 28: the plan list and the card's
 * installments agree with the charge), the same lines discount-calculator answers.
 */
export async function planPricesOf(tx: Db, loaded: Loaded): Promise<PriceLine[]> {
  const terms = await termsOf(tx, loaded, await storedVoucherPercent(tx, loaded));
  return plansOf(loaded.course).map((plan) => lineOf(loaded, plan, terms));
}
