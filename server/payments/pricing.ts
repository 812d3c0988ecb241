import { installmentPlan } from "#src/domain/payments/installments.ts";
import type { CourseTerms } from "../db/checkout/subscription-queries.ts";

/**
 * Checkout prices, always computed here from the course and the stored choices (a client never sends a price).
 *
 * Order (ADR 027): the list discount first (old price → new price), then the campaign on the new price (cash
 * plan only), then the voucher on what is left. Each step rounds to whole cents, so the total is never below 0
 * and a voucher never discounts money already discounted by the campaign.
 */
export interface Plan {
  priceListValueId: number;
  installments: number;
  /** 1 card, 2 cash (slip or Pix). */
  paymentCondition: 1 | 2;
}

export interface Quote {
  subtotal: number;
  discounts: number;
  total: number;
  installments: number;
  installmentValue: number;
  /** What the campaign and the voucher took off (0 when not applied). */
  campaignDiscount: number;
  voucherDiscount: number;
}

type PricedCourse = Pick<CourseTerms, "id" | "oldPrice" | "newPrice" | "installments">;

const cents = (reais: number) => Math.round(reais * 100);
const reais = (amount: number) => amount / 100;

/** The plans of courseToCart (server/db/catalog/course-document.ts): card in 1…n installments, then cash once. */
export function plansOf(course: PricedCourse): Plan[] {
  const card = Array.from({ length: Math.max(1, course.installments) }, (_, index) => ({
    priceListValueId: course.id * 100 + index + 1,
    installments: index + 1,
    paymentCondition: 1 as const,
  }));
  return [...card, { priceListValueId: course.id * 100, installments: 1, paymentCondition: 2 as const }];
}

export const planById = (course: PricedCourse, priceListValueId: number): Plan | null =>
  plansOf(course).find((plan) => plan.priceListValueId === priceListValueId) ?? null;

export const cashPlan = (course: PricedCourse): Plan => plansOf(course).at(-1)!;

export const cardPlan = (course: PricedCourse, installments: number): Plan | null =>
  plansOf(course).find((plan) => plan.paymentCondition === 1 && plan.installments === installments) ?? null;

/** Spec §4: a campaign is offered only when the course has a cash plan in one installment. */
export const offersCampaign = (course: PricedCourse) =>
  plansOf(course).some((plan) => plan.installments === 1 && plan.paymentCondition === 2);

/** The regular installment of `installments.ts` (the first one carries the cents that do not divide evenly). */
export const installmentValue = (total: number, installments: number): number =>
  installmentPlan(total, Math.max(1, installments)).installmentValue;

/** A quote's discounts one by one: the course's own is what the campaign and the voucher did not take. */
export const breakdownOf = (prices: Quote) => ({
  course: reais(cents(prices.discounts) - cents(prices.campaignDiscount) - cents(prices.voucherDiscount)),
  campaign: prices.campaignDiscount,
  voucher: prices.voucherDiscount,
});

const clampPercent = (percent: number | null) => Math.min(100, Math.max(0, percent ?? 0));

export function quote(
  course: PricedCourse,
  plan: Plan | null,
  voucherPercent: number | null,
  campaignPercent: number | null,
): Quote {
  const newPrice = cents(course.newPrice);
  const subtotal =
    course.oldPrice !== null && cents(course.oldPrice) > newPrice ? cents(course.oldPrice) : newPrice;
  const campaign =
    plan?.paymentCondition === 2 ? Math.round((newPrice * clampPercent(campaignPercent)) / 100) : 0;
  const voucher = Math.round(((newPrice - campaign) * clampPercent(voucherPercent)) / 100);
  const total = Math.max(0, newPrice - campaign - voucher);
  const installments = plan?.installments ?? 1;
  return {
    subtotal: reais(subtotal),
    discounts: reais(subtotal - total),
    total: reais(total),
    installments,
    installmentValue: installmentValue(reais(total), installments),
    campaignDiscount: reais(campaign),
    voucherDiscount: reais(voucher),
  };
}
