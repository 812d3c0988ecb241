/**
 * Spec §9 contract rules on cancelling a course: within 7 days a full refund; later, the lessons not yet released are
 * refunded less a 15 % fine; a certificate issued within the 7 days waives the right, and once every lesson is
 * released there is nothing left to cancel. The refund is paid as credit valid for 6 months.
 *
 * Days are São Paulo calendar days ("YYYY-MM-DD"); the arithmetic runs on UTC midnights (business-days.ts), so the
 * machine's own time zone never moves a day. Money runs in integer cents, each amount rounded half up once, so
 * the figures shown add up to the cent. Malformed numbers are made harmless rather than thrown; a date that is not
 * a calendar day is a programming error and throws RangeError, as the calendar helpers do.
 */
import { addCalendarDays, calendarDaysBetween } from "../payments/business-days.ts";

export type RefundInput = {
  /** What the person paid, in reais (e.g. 349.9). */
  price: number;
  /** São Paulo calendar day (YYYY-MM-DD) the purchase was paid (the 7 days count from here). */
  paidOn: string;
  /** São Paulo calendar day of the request. */
  today: string;
  lessonsTotal: number;
  /** Lessons already released to the person (drip schedule) on `today`. */
  lessonsAvailable: number;
  /** São Paulo calendar day a certificate was issued, or null. */
  certificateIssuedOn: string | null;
};

export type RefundQuote =
  | {
      kind: "full";
      daysSincePayment: number;
      price: number;
      fine: 0;
      refund: number;
      creditValidUntil: string;
    }
  | {
      kind: "proportional";
      daysSincePayment: number;
      price: number;
      /** Share of the lessons not yet released, 0..1. */
      unavailableShare: number;
      unavailableValue: number;
      fine: number;
      refund: number;
      creditValidUntil: string;
    }
  | { kind: "refused"; daysSincePayment: number; reason: "certificate-issued" | "all-lessons-available" };

/** The withdrawal period: the payment day is day 0 and the 7th day after it still counts. */
export const withdrawalDays = 7;
/** The fine on a cancellation after the withdrawal period, in percent of the price. */
export const finePercent = 15;
/** How long the refund credit may be used. */
export const creditValidityMonths = 6;

/** Calendar days from `from` to `to` (positive when `to` is later), exact whatever the time zone. */
export function daysBetween(from: string, to: string): number {
  return calendarDaysBetween(from, to);
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** The last day the refund credit may be used: `today` plus 6 calendar months, clamped to the end of the month. */
export function creditValidUntil(today: string): string {
  const day = addCalendarDays(today, 0); // validates "YYYY-MM-DD"
  const [year, month, date] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
  const monthIndex = month - 1 + creditValidityMonths;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  // Day 0 of the following month is the last day of the target month.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** n / d rounded half up, for whole n ≥ 0 and d > 0, without leaving the integers. */
const divideHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/** A count or an amount that cannot be negative, NaN or infinite: anything else reads as 0. */
const nonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/** What a cancellation requested on `today` gives back (spec §9). A pure function of its input. */
export function refundQuote(input: RefundInput): RefundQuote {
  const daysSincePayment = daysBetween(input.paidOn, input.today);
  if (
    input.certificateIssuedOn !== null &&
    daysBetween(input.paidOn, input.certificateIssuedOn) <= withdrawalDays
  )
    return { kind: "refused", daysSincePayment, reason: "certificate-issued" };

  const priceCents = Math.round(nonNegative(input.price) * 100);
  const creditUntil = creditValidUntil(input.today);
  if (daysSincePayment <= withdrawalDays) {
    const price = priceCents / 100;
    return { kind: "full", daysSincePayment, price, fine: 0, refund: price, creditValidUntil: creditUntil };
  }

  const total = Math.floor(nonNegative(input.lessonsTotal));
  const available = Math.min(Math.floor(nonNegative(input.lessonsAvailable)), total);
  // No lessons at all reads as "all available": there is nothing unreleased to give back.
  if (available >= total) return { kind: "refused", daysSincePayment, reason: "all-lessons-available" };

  const unavailable = total - available;
  const unavailableCents = divideHalfUp(priceCents * unavailable, total);
  const fineCents = divideHalfUp(priceCents * finePercent, 100);
  const refundCents = Math.max(0, unavailableCents - fineCents);
  return {
    kind: "proportional",
    daysSincePayment,
    price: priceCents / 100,
    unavailableShare: unavailable / total,
    unavailableValue: unavailableCents / 100,
    fine: fineCents / 100,
    refund: refundCents / 100,
    creditValidUntil: creditUntil,
  };
}
