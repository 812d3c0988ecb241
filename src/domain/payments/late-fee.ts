/**
 * Spec §9 "Late fee 2% plus 1% interest per month" on a slip paid after its due date: a 2 % fine once, plus 1 % a
 * month pro rata die (1 %/30 per calendar day late), each rounded to the cent.
 */
import { addBankingBusinessDays, calendarDaysBetween } from "./business-days.ts";

const finePercent = 2;
const monthlyInterestPercent = 1;

export interface OverdueAmount {
  fine: number;
  interest: number;
  total: number;
}

/**
 * What a slip of `amount` costs when paid on `payDate`. A slip due on a weekend or banking holiday may be paid on
 * the next business day without charges (FEBRABAN), so only a payment after that day is late; the days of
 * interest still count from the due date printed on the slip.
 */
export function overdueAmount(amount: number, dueDate: string, payDate: string): OverdueAmount {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents < 0) throw new RangeError(`Slip amount must be ≥ 0: ${amount}`);
  const lastFreeDay = addBankingBusinessDays(dueDate, 0);
  if (payDate <= lastFreeDay) return { fine: 0, interest: 0, total: cents / 100 };
  const daysLate = calendarDaysBetween(dueDate, payDate);
  // Cents throughout, so that fine + interest + amount is exactly the total shown.
  const fine = Math.round((cents * finePercent) / 100);
  const interest = Math.round((cents * monthlyInterestPercent * daysLate) / (100 * 30));
  return { fine: fine / 100, interest: interest / 100, total: (cents + fine + interest) / 100 };
}
