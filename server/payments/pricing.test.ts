import { describe, expect, it } from "vitest";
import { cardPlan, cashPlan, installmentValue, offersCampaign, planById, plansOf, quote } from "./pricing.ts";

const course = { id: 7, oldPrice: 390, newPrice: 273, installments: 5 };

describe("checkout pricing", () => {
  it("offers the plans of the cart: card in 1…n installments, then cash once", () => {
    expect(
      plansOf(course).map((plan) => [plan.priceListValueId, plan.installments, plan.paymentCondition]),
    ).toEqual([
      [701, 1, 1],
      [702, 2, 1],
      [703, 3, 1],
      [704, 4, 1],
      [705, 5, 1],
      [700, 1, 2],
    ]);
    expect(cashPlan(course).priceListValueId).toBe(700);
    expect(cardPlan(course, 5)?.priceListValueId).toBe(705);
    expect(cardPlan(course, 6)).toBeNull();
    expect(planById(course, 706)).toBeNull();
    expect(planById({ ...course, id: 8 }, 701)).toBeNull();
    expect(offersCampaign(course)).toBe(true);
  });

  it("discounts from the old price, then the campaign on the new price (cash only), then the voucher on the rest", () => {
    expect(quote(course, null, null, null)).toMatchObject({ subtotal: 390, discounts: 117, total: 273 });
    // campaign 15 % of 273 = 40.95; voucher 10 % of 232.05 = 23.21 (rounded to the cent)
    expect(quote(course, cashPlan(course), 10, 15)).toMatchObject({
      subtotal: 390,
      campaignDiscount: 40.95,
      voucherDiscount: 23.21,
      total: 208.84,
      discounts: 181.16,
    });
    // the campaign never applies to a card plan
    expect(quote(course, cardPlan(course, 1), 10, 15)).toMatchObject({ campaignDiscount: 0, total: 245.7 });
  });

  it("never goes below zero, whatever percentages the database holds", () => {
    expect(quote(course, cashPlan(course), 100, 100).total).toBe(0);
    expect(quote(course, cashPlan(course), 250, -20).total).toBe(0);
    expect(quote({ ...course, oldPrice: null }, null, null, null)).toMatchObject({
      subtotal: 273,
      discounts: 0,
    });
  });

  it("shows the regular installment of installments.ts (the first one carries the odd cents)", () => {
    expect(installmentValue(100, 3)).toBe(33.33);
    expect(installmentValue(273, 5)).toBe(54.6);
    expect(quote(course, cardPlan(course, 3), null, null).installmentValue).toBe(91);
  });

  it("keeps sums exact in cents for every price and percentage (fixed seed)", () => {
    let seed = 20_261_124;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    for (let index = 0; index < 500; index++) {
      const newPrice = Math.round(next() * 500_000) / 100;
      const priced = {
        id: 1,
        oldPrice: newPrice + Math.round(next() * 10_000) / 100,
        newPrice,
        installments: 12,
      };
      const result = quote(priced, cashPlan(priced), Math.floor(next() * 60), Math.floor(next() * 60));
      expect(Math.round((result.subtotal - result.discounts) * 100)).toBe(Math.round(result.total * 100));
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.total).toBeLessThanOrEqual(newPrice);
    }
  });
});
