import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { installmentPlan } from "./installments.ts";

const seed = 20261124;

describe("installmentPlan", () => {
  it("splits evenly when it can", () => {
    expect(installmentPlan(1200, 12)).toEqual({ installmentValue: 100, values: Array(12).fill(100) });
    expect(installmentPlan(3490.5, 1)).toEqual({ installmentValue: 3490.5, values: [3490.5] });
  });

  it("gives the leftover cents to the first installment", () => {
    expect(installmentPlan(100, 3)).toEqual({ installmentValue: 33.33, values: [33.34, 33.33, 33.33] });
    expect(installmentPlan(3490.5, 12)).toEqual({
      installmentValue: 290.87,
      values: [290.93, ...Array(11).fill(290.87)],
    });
  });

  it("refuses plans no card can charge", () => {
    expect(() => installmentPlan(100, 0)).toThrow(RangeError);
    expect(() => installmentPlan(100, 2.5)).toThrow(RangeError);
    expect(() => installmentPlan(-1, 2)).toThrow(RangeError);
    expect(() => installmentPlan(0.05, 6)).toThrow(RangeError);
    expect(installmentPlan(0, 1).values).toEqual([0]);
  });

  it("adds up to the total to the cent; only the first differs, by fewer than n cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 24 }), (cents, n) => {
        fc.pre(cents >= n);
        const { installmentValue, values } = installmentPlan(cents / 100, n);
        const valueCents = values.map((value) => Math.round(value * 100));
        expect(values).toHaveLength(n);
        expect(valueCents.reduce((sum, c) => sum + c, 0)).toBe(cents);
        expect(valueCents.slice(1).every((c) => c === Math.round(installmentValue * 100))).toBe(true);
        expect(valueCents[0]! - Math.round(installmentValue * 100)).toBeLessThan(n);
        expect(valueCents[0]!).toBeGreaterThanOrEqual(Math.round(installmentValue * 100));
      }),
      { seed },
    );
  });
});
