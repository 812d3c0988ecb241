import { refundQuote, type RefundInput, type RefundQuote } from "#src/domain/purchases/refund.ts";
import { cardPlan, cashPlan, quote, type Quote } from "./pricing.ts";
import type { CourseTerms } from "../db/checkout/subscription-queries.ts";

/**
 * The prices of a cart of several courses paid as one order (ADR 067). Each course is quoted on its own by
 * `quote` (pricing.ts), so a course costs the same in a cart as bought alone; the order total is the sum of the
 * items' totals in cents. The browser never sends an amount: it names courses, a method and a voucher tag.
 */
type CartCourse = Pick<CourseTerms, "id" | "oldPrice" | "newPrice" | "installments">;

/** A voucher and the courses its rules allow; `courseIds` null means every course. */
export interface CartVoucher {
  percent: number;
  courseIds: readonly number[] | null;
}

export interface CartItemQuote extends Quote {
  courseId: number;
  /** Whether the voucher's rules allowed it on this course. */
  voucherApplied: boolean;
}

export interface CartQuote {
  items: CartItemQuote[];
  subtotal: number;
  discounts: number;
  total: number;
}

const cents = (reais: number) => Math.round(reais * 100);

export const voucherAllows = (voucher: CartVoucher | null, courseId: number): boolean =>
  voucher !== null && (voucher.courseIds === null || voucher.courseIds.includes(courseId));

/**
 * One order for every course in the cart: cash (Pix or slip, the campaign applies per course) or card in one
 * installment per item (installments of the whole order are split by `installmentPlan` on the total elsewhere).
 * A course appearing twice is quoted once: a cart is a set.
 */
export function cartQuote(
  courses: readonly CartCourse[],
  paymentCondition: 1 | 2,
  voucher: CartVoucher | null,
  campaignPercent: number | null,
): CartQuote {
  const unique = courses.filter((course, index) => courses.findIndex((c) => c.id === course.id) === index);
  const items = unique.map((course): CartItemQuote => {
    const plan = paymentCondition === 2 ? cashPlan(course) : cardPlan(course, 1);
    const voucherApplied = voucherAllows(voucher, course.id);
    const priced = quote(course, plan, voucherApplied ? voucher!.percent : null, campaignPercent);
    return { ...priced, courseId: course.id, voucherApplied: voucherApplied && priced.voucherDiscount > 0 };
  });
  const sum = (pick: (item: CartItemQuote) => number) =>
    items.reduce((total, item) => total + cents(pick(item)), 0) / 100;
  return {
    items,
    subtotal: sum((i) => i.subtotal),
    discounts: sum((i) => i.discounts),
    total: sum((i) => i.total),
  };
}

/**
 * What cancelling one item of a paid order gives back (spec §9): the §9 rules applied to that item's own paid
 * total, never the order's, so the other courses of the order keep their access and their money.
 */
export const itemRefund = (
  item: Pick<CartItemQuote, "total">,
  rest: Omit<RefundInput, "price">,
): RefundQuote => refundQuote({ ...rest, price: item.total });
