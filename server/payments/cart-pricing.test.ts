import { describe, expect, it } from "vitest";
import { cartQuote, itemRefund, voucherAllows } from "./cart-pricing.ts";

const course = (id: number, newPrice: number, oldPrice: number | null = null) => ({
  id,
  newPrice,
  oldPrice,
  installments: 3,
});

describe("cart pricing", () => {
  it("totals the order from each course's own quote", () => {
    const cart = cartQuote([course(1, 100), course(2, 200, 250), course(3, 49.9)], 2, null, null);
    expect(cart.items.map((item) => item.total)).toEqual([100, 200, 49.9]);
    expect(cart.subtotal).toBe(399.9);
    expect(cart.discounts).toBe(50);
    expect(cart.total).toBe(349.9);
  });

  it("applies a voucher only to the courses its rules allow", () => {
    const voucher = { percent: 10, courseIds: [2] };
    const cart = cartQuote([course(1, 100), course(2, 200)], 2, voucher, null);
    expect(cart.items.map((item) => [item.courseId, item.voucherDiscount, item.voucherApplied])).toEqual([
      [1, 0, false],
      [2, 20, true],
    ]);
    expect(cart.total).toBe(280);
  });

  it("applies a voucher without course rules to every course", () => {
    const cart = cartQuote([course(1, 100), course(2, 200)], 2, { percent: 10, courseIds: null }, null);
    expect(cart.total).toBe(270);
    expect(voucherAllows(null, 1)).toBe(false);
  });

  it("applies the campaign to cash orders only, per course", () => {
    expect(cartQuote([course(1, 100), course(2, 200)], 2, null, 5).total).toBe(285);
    expect(cartQuote([course(1, 100), course(2, 200)], 1, null, 5).total).toBe(300);
  });

  it("quotes a course added twice once", () => {
    const cart = cartQuote([course(1, 100), course(1, 100)], 2, null, null);
    expect(cart.items).toHaveLength(1);
    expect(cart.total).toBe(100);
  });

  it("refunds one item's paid amount, not the order's, within 7 days", () => {
    const cart = cartQuote([course(1, 100), course(2, 200)], 2, { percent: 10, courseIds: [2] }, null);
    const refund = itemRefund(cart.items[1]!, {
      paidOn: "2026-11-20",
      today: "2026-11-25",
      lessonsTotal: 10,
      lessonsAvailable: 2,
      certificateIssuedOn: null,
    });
    expect(refund).toMatchObject({ kind: "full", refund: 180 });
  });

  it("refunds an item proportionally less the fine after 7 days", () => {
    const cart = cartQuote([course(1, 100), course(2, 200)], 2, null, null);
    const refund = itemRefund(cart.items[0]!, {
      paidOn: "2026-11-01",
      today: "2026-11-20",
      lessonsTotal: 10,
      lessonsAvailable: 4,
      certificateIssuedOn: null,
    });
    expect(refund).toMatchObject({ kind: "proportional", unavailableValue: 60, fine: 15, refund: 45 });
  });
});
