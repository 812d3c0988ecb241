import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCalendarDays } from "./business-days.ts";
import { overdueAmount } from "./late-fee.ts";

const seed = 20261124;

describe("overdueAmount (spec §9: 2 % fine plus 1 % a month)", () => {
  it("charges nothing on or before the due date", () => {
    expect(overdueAmount(3490.5, "2026-03-10", "2026-03-10")).toEqual({
      fine: 0,
      interest: 0,
      total: 3490.5,
    });
    expect(overdueAmount(3490.5, "2026-03-10", "2026-03-01")).toEqual({
      fine: 0,
      interest: 0,
      total: 3490.5,
    });
  });

  it("charges the fine from the first day late and interest per calendar day", () => {
    expect(overdueAmount(1000, "2026-03-10", "2026-03-11")).toEqual({
      fine: 20,
      interest: 0.33,
      total: 1020.33,
    });
    expect(overdueAmount(1000, "2026-03-10", "2026-04-09")).toEqual({ fine: 20, interest: 10, total: 1030 });
    expect(overdueAmount(3490.5, "2026-03-10", "2026-03-25")).toEqual({
      fine: 69.81,
      interest: 17.45,
      total: 3577.76,
    });
  });

  it("lets a slip due on a weekend or holiday be paid on the next business day for free", () => {
    // Due Saturday 2026-02-14; Carnival Monday and Tuesday follow, so Ash Wednesday 02-18 is still on time.
    expect(overdueAmount(500, "2026-02-14", "2026-02-18").total).toBe(500);
    // Paid Thursday instead: late, and the 5 days count from the printed due date.
    expect(overdueAmount(500, "2026-02-14", "2026-02-19")).toEqual({
      fine: 10,
      interest: 0.83,
      total: 510.83,
    });
  });

  it("refuses a negative amount", () => {
    expect(() => overdueAmount(-1, "2026-03-10", "2026-03-11")).toThrow(RangeError);
  });

  it("never asks less than the amount, adds up, and grows with the days late", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: -30, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        (cents, dueOffset, late, more) => {
          const amount = cents / 100;
          const dueDate = addCalendarDays("2024-01-01", dueOffset);
          const earlier = overdueAmount(amount, dueDate, addCalendarDays(dueDate, late));
          const later = overdueAmount(amount, dueDate, addCalendarDays(dueDate, late + more));
          expect(earlier.total).toBeGreaterThanOrEqual(amount);
          expect(Math.round(earlier.total * 100)).toBe(
            cents + Math.round((earlier.fine + earlier.interest) * 100),
          );
          expect(later.total).toBeGreaterThanOrEqual(earlier.total);
          expect(later.interest).toBeGreaterThanOrEqual(earlier.interest);
        },
      ),
      { seed },
    );
  });
});
