import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addCalendarDays } from "../payments/business-days.ts";
import { creditValidUntil, daysBetween, type RefundInput, type RefundQuote, refundQuote } from "./refund.ts";

const seed = 20261124;

const base: RefundInput = {
  price: 349.9,
  paidOn: "2026-11-17",
  today: "2026-11-24",
  lessonsTotal: 10,
  lessonsAvailable: 4,
  certificateIssuedOn: null,
};
const quote = (changes: Partial<RefundInput>) => refundQuote({ ...base, ...changes });
const refundOf = (q: RefundQuote) => (q.kind === "refused" ? 0 : q.refund);

// Property-test inputs: any price to R$ 100 000, payment 2024–2034, request up to 400 days later.
const anyInput = fc.record({
  price: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  paidOn: fc.integer({ min: 0, max: 4000 }).map((offset) => addCalendarDays("2024-01-01", offset)),
  daysLater: fc.integer({ min: 0, max: 400 }),
  lessonsTotal: fc.integer({ min: 0, max: 300 }),
  availableShare: fc.double({ min: 0, max: 1, noNaN: true }),
  certificateDay: fc.option(fc.integer({ min: 0, max: 400 })),
});
type Generated = typeof anyInput extends fc.Arbitrary<infer T> ? T : never;
const toInput = (g: Generated): RefundInput => ({
  price: g.price,
  paidOn: g.paidOn,
  today: addCalendarDays(g.paidOn, g.daysLater),
  lessonsTotal: g.lessonsTotal,
  lessonsAvailable: Math.floor(g.lessonsTotal * g.availableShare),
  certificateIssuedOn: g.certificateDay === null ? null : addCalendarDays(g.paidOn, g.certificateDay),
});
const cents = (reais: number) => Math.round(reais * 100);

describe("daysBetween and creditValidUntil", () => {
  it("counts calendar days across month, year and leap-day ends", () => {
    expect(daysBetween("2026-11-17", "2026-11-24")).toBe(7);
    expect(daysBetween("2026-12-28", "2027-01-04")).toBe(7);
    expect(daysBetween("2028-02-25", "2028-03-03")).toBe(7); // 2028 is a leap year
    expect(daysBetween("2018-11-01", "2018-11-08")).toBe(7); // across Brazil's last DST start (2018-11-04)
    expect(daysBetween("2026-11-24", "2026-11-17")).toBe(-7);
  });

  it("adds 6 calendar months, clamped to the end of the month", () => {
    expect(creditValidUntil("2026-11-24")).toBe("2027-05-24");
    expect(creditValidUntil("2026-08-31")).toBe("2027-02-28");
    expect(creditValidUntil("2027-08-31")).toBe("2028-02-29");
    expect(creditValidUntil("2026-12-31")).toBe("2027-06-30");
    expect(creditValidUntil("2026-06-30")).toBe("2026-12-30");
    expect(creditValidUntil("2026-07-01")).toBe("2027-01-01");
  });

  it("refuses days that are not calendar days", () => {
    expect(() => creditValidUntil("2026-02-30")).toThrow(RangeError);
    expect(() => daysBetween("2026-1-1", "2026-01-02")).toThrow(RangeError);
  });
});

describe("refundQuote (spec §9 cancellation)", () => {
  it("refunds the whole price up to the 7th day after payment (the payment day is day 0)", () => {
    for (const today of ["2026-11-17", "2026-11-20", "2026-11-24"])
      expect(quote({ today })).toMatchObject({ kind: "full", price: 349.9, fine: 0, refund: 349.9 });
    expect(quote({ today: "2026-11-24" })).toEqual({
      kind: "full",
      daysSincePayment: 7,
      price: 349.9,
      fine: 0,
      refund: 349.9,
      creditValidUntil: "2027-05-24",
    });
  });

  it("turns proportional on the 8th day", () => {
    expect(quote({ today: "2026-11-25" })).toMatchObject({ kind: "proportional", daysSincePayment: 8 });
  });

  it("keeps the boundary across a year end", () => {
    const paid = { paidOn: "2026-12-28" };
    expect(quote({ ...paid, today: "2027-01-04" })).toMatchObject({ kind: "full", daysSincePayment: 7 });
    expect(quote({ ...paid, today: "2027-01-05" })).toMatchObject({
      kind: "proportional",
      daysSincePayment: 8,
    });
  });

  it("keeps the boundary across a month end", () => {
    const paid = { paidOn: "2026-01-28" };
    expect(quote({ ...paid, today: "2026-02-04" })).toMatchObject({ kind: "full", daysSincePayment: 7 });
    expect(quote({ ...paid, today: "2026-02-05" })).toMatchObject({
      kind: "proportional",
      daysSincePayment: 8,
    });
  });

  it("works the example out to the cent", () => {
    // Paid R$ 349,90 on 2026-11-17; 4 of 10 lessons released on day 30 (2026-12-17).
    // Unreleased: 34 990 ¢ × 6/10 = 20 994 ¢ → R$ 209,94.
    // Fine: 34 990 ¢ × 15 % = 5 248,5 ¢ → half up → 5 249 ¢ → R$ 52,49.
    // Refund: 20 994 − 5 249 = 15 745 ¢ → R$ 157,45; credit until 2026-12-17 + 6 months.
    expect(quote({ today: "2026-12-17" })).toEqual({
      kind: "proportional",
      daysSincePayment: 30,
      price: 349.9,
      unavailableShare: 0.6,
      unavailableValue: 209.94,
      fine: 52.49,
      refund: 157.45,
      creditValidUntil: "2027-06-17",
    });
  });

  it("rounds the unreleased value half up to the cent", () => {
    // 100 ¢ × 1/3 = 33,33… ¢ → 33 ¢; 100 ¢ × 2/3 = 66,66… ¢ → 67 ¢; fine 15 ¢.
    const late = { price: 1, today: "2026-12-17", lessonsTotal: 3 };
    expect(quote({ ...late, lessonsAvailable: 2 })).toMatchObject({
      unavailableValue: 0.33,
      fine: 0.15,
      refund: 0.18,
    });
    expect(quote({ ...late, lessonsAvailable: 1 })).toMatchObject({
      unavailableValue: 0.67,
      fine: 0.15,
      refund: 0.52,
    });
  });

  it("never refunds less than nothing when the fine outweighs the unreleased lessons", () => {
    // 1 of 10 unreleased: R$ 34,99 back, less R$ 52,49 fine → 0.
    expect(quote({ today: "2026-12-17", lessonsAvailable: 9 })).toMatchObject({
      kind: "proportional",
      unavailableValue: 34.99,
      fine: 52.49,
      refund: 0,
    });
  });

  it("refuses once every lesson is released, but not within the 7 days", () => {
    expect(quote({ today: "2026-12-17", lessonsAvailable: 10 })).toEqual({
      kind: "refused",
      daysSincePayment: 30,
      reason: "all-lessons-available",
    });
    expect(quote({ today: "2026-11-24", lessonsAvailable: 10 })).toMatchObject({
      kind: "full",
      refund: 349.9,
    });
  });

  it("waives the right when a certificate was issued by the 7th day, whenever the request comes", () => {
    const refused = { kind: "refused", reason: "certificate-issued" };
    expect(quote({ certificateIssuedOn: "2026-11-17" })).toMatchObject(refused);
    expect(quote({ certificateIssuedOn: "2026-11-24", today: "2026-11-24" })).toMatchObject(refused);
    expect(quote({ certificateIssuedOn: "2026-11-24", today: "2027-03-01" })).toMatchObject(refused);
  });

  it("keeps the right when the certificate came on the 8th day or later", () => {
    const later = { certificateIssuedOn: "2026-11-25", today: "2026-12-17" };
    expect(quote(later)).toMatchObject({ kind: "proportional", refund: 157.45 });
    expect(quote({ ...later, lessonsAvailable: 10 })).toMatchObject({ reason: "all-lessons-available" });
  });

  it("makes malformed numbers harmless instead of throwing", () => {
    const late = { today: "2026-12-17" };
    expect(quote({ ...late, price: Number.NaN })).toMatchObject({ price: 0, fine: 0, refund: 0 });
    expect(quote({ price: -50 })).toMatchObject({ kind: "full", price: 0, refund: 0 });
    expect(quote({ ...late, price: Number.POSITIVE_INFINITY })).toMatchObject({ price: 0, refund: 0 });
    // More released than exist reads as all released; no lessons at all too.
    expect(quote({ ...late, lessonsAvailable: 12 })).toMatchObject({ reason: "all-lessons-available" });
    expect(quote({ ...late, lessonsTotal: 0, lessonsAvailable: 0 })).toMatchObject({
      reason: "all-lessons-available",
    });
    expect(quote({ ...late, lessonsTotal: Number.NaN })).toMatchObject({ reason: "all-lessons-available" });
    // Nothing released, whatever garbage says so.
    for (const lessonsAvailable of [-3, Number.NaN])
      expect(quote({ ...late, lessonsAvailable })).toMatchObject({
        unavailableShare: 1,
        unavailableValue: 349.9,
      });
  });

  describe("properties", () => {
    it("refunds between nothing and the price, the whole price in the 7 days, and adds up when proportional", () => {
      fc.assert(
        fc.property(anyInput, (g) => {
          const input = toInput(g);
          const q = refundQuote(input);
          const refund = refundOf(q);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(input.price);
          if (q.kind === "full") expect(q.refund).toBe(input.price);
          if (q.kind === "proportional") {
            expect(cents(q.refund) + cents(q.fine)).toBeLessThanOrEqual(cents(q.price));
            expect(cents(q.unavailableValue)).toBeLessThanOrEqual(cents(q.price));
            expect(cents(q.refund)).toBe(Math.max(0, cents(q.unavailableValue) - cents(q.fine)));
            // Every amount is a whole number of cents.
            for (const amount of [q.price, q.unavailableValue, q.fine, q.refund])
              expect(cents(amount) / 100).toBe(amount);
          }
        }),
        { seed },
      );
    });

    it("never refunds more when more lessons are released", () => {
      fc.assert(
        fc.property(anyInput, fc.integer({ min: 0, max: 300 }), (g, more) => {
          const fewer = toInput(g);
          const moreReleased = { ...fewer, lessonsAvailable: fewer.lessonsAvailable + more };
          expect(refundOf(refundQuote(moreReleased))).toBeLessThanOrEqual(refundOf(refundQuote(fewer)));
        }),
        { seed },
      );
    });

    it("is a pure function: same input, same quote, input untouched", () => {
      fc.assert(
        fc.property(anyInput, (g) => {
          const input = Object.freeze(toInput(g));
          const copy = { ...input };
          expect(refundQuote(input)).toEqual(refundQuote({ ...input }));
          expect(input).toEqual(copy);
        }),
        { seed },
      );
    });
  });
});
