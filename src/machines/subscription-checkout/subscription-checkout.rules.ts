import type { CartCourse } from "#src/services/api/catalog-schemas.ts";
import type { Checkout, PaidCheck, PaymentMethod } from "./subscription-checkout.types.ts";

/** The rules the checkout machine decides with: pure functions of the server's checkout answer. */

export type Plan = CartCourse["plans"][number];

/** Spec §3 payment condition: 1 card, 2 cash (Pix or boleto). */
export const conditionOf = (method: PaymentMethod): 1 | 2 => (method === "card" ? 1 : 2);

/** Spec §4: a discount campaign is asked for only when a cash plan in one installment exists. */
export const cashSinglePlan = (course: CartCourse | undefined): Plan | null =>
  course?.plans.find((plan) => plan.installments === 1 && plan.paymentCondition === 2) ?? null;

export const chosenPlan = (checkout: Checkout | null): Plan | null => {
  const chosen = checkout?.plan;
  if (!chosen) return null;
  return checkout.course.plans.find((plan) => plan.priceListValueId === chosen.priceListValueId) ?? null;
};

export const planFits = (checkout: Checkout | null, method: PaymentMethod): boolean =>
  checkout?.plan?.paymentCondition === conditionOf(method);

/**
 * The card plan that choosing "card" in step 1 saves: the card plan already chosen, else the one with a single
 * installment (the same total as cash, nothing to decide), else the first.
 */
export function cardChoice<P extends { installments: number; paymentCondition: 1 | 2 }>(
  cardPlans: readonly P[],
  selected: P | null,
): P | null {
  if (selected && selected.paymentCondition === conditionOf("card")) return selected;
  return cardPlans.find((plan) => plan.installments === 1) ?? cardPlans[0] ?? null;
}

const everyMethod: readonly PaymentMethod[] = ["pix", "boleto", "card"];

/** The methods the store takes now, as the server says (ADR 046); an API that does not say takes them all. */
export const offeredMethods = (checkout: Checkout | null): readonly PaymentMethod[] =>
  checkout?.paymentMethods ?? everyMethod;

/** The plans a method the store takes can pay (no card: the card plans are not offered). */
export const offeredPlans = <P extends { paymentCondition: 1 | 2; installments: number }>(
  checkout: Checkout | null,
  plans: P[],
): P[] =>
  plans.filter(
    (plan) =>
      offeredMethods(checkout).some((method) => conditionOf(method) === plan.paymentCondition) &&
      // With a card gateway, only the counts it takes without interest (spec §4).
      (plan.paymentCondition !== conditionOf("card") ||
        !checkout?.interestFreeInstallments ||
        checkout.interestFreeInstallments.includes(plan.installments)),
  );

/**
 * The method a payment step opens with: the one already picked when it fits the plan, else the plan's own; none
 * when the store does not take it (the person then picks one, which moves the plan).
 */
export function defaultMethod(
  checkout: Checkout | null,
  current: PaymentMethod | null,
): PaymentMethod | null {
  const offered = offeredMethods(checkout);
  if (current && offered.includes(current) && planFits(checkout, current)) return current;
  const condition = checkout?.plan?.paymentCondition;
  const method = condition === 1 ? "card" : condition === 2 ? "pix" : null;
  return method && offered.includes(method) ? method : null;
}

export const isPaid = (checkout: Checkout | null): boolean =>
  checkout?.status === "payment-confirmed" ||
  checkout?.payment?.status === "paid" ||
  checkout?.payment?.status === "approved";

const paymentIs =
  (method: PaymentMethod, status: string) =>
  (checkout: Checkout | null): boolean =>
    checkout?.payment?.method === method && checkout.payment.status === status;

export const pixPending = paymentIs("pix", "pending");
export const pixExpired = paymentIs("pix", "expired");
export const slipIssued = paymentIs("boleto", "pending");
export const cardDenied = paymentIs("card", "denied");
export const cardPending = paymentIs("card", "pending");

/** The paid check's news folded into the checkout the page shows. */
export const withPaidCheck = (checkout: Checkout | null, check: PaidCheck): Checkout | null =>
  checkout && { ...checkout, status: check.status, payment: check.payment ?? checkout.payment };

/** As the contract takes a voucher tag: letters, digits, _ and -, at most 40. */
export const voucherWellFormed = (tag: string): boolean => /^[A-Za-z0-9_-]{1,40}$/.test(tag.trim());
