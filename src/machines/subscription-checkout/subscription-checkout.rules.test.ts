import { describe, expect, it } from "vitest";
import { defaultMethod, offeredMethods, offeredPlans } from "./subscription-checkout.rules.ts";
import type { Checkout } from "./subscription-checkout.types.ts";

const cash = { priceListValueId: 1, installments: 1, installmentValue: 100, paymentCondition: 2 as const };
const card = { priceListValueId: 2, installments: 3, installmentValue: 35, paymentCondition: 1 as const };

const checkout = (fields: Partial<Checkout>) =>
  ({ plan: null, course: { plans: [cash, card] }, ...fields }) as unknown as Checkout;

describe("methods the store takes (ADR 046)", () => {
  it("are the server's list; an API that does not say takes them all", () => {
    expect(offeredMethods(checkout({ paymentMethods: ["pix"] }))).toEqual(["pix"]);
    expect(offeredMethods(checkout({}))).toEqual(["pix", "boleto", "card"]);
    expect(offeredMethods(null)).toEqual(["pix", "boleto", "card"]);
  });

  it("without cards, the card plans are not offered", () => {
    expect(offeredPlans(checkout({ paymentMethods: ["pix"] }), [cash, card])).toEqual([cash]);
    expect(offeredPlans(checkout({}), [cash, card])).toEqual([cash, card]);
  });

  it("with a card gateway, only the card plans in counts it takes without interest (spec §4)", () => {
    const card9 = { ...card, priceListValueId: 3, installments: 9 };
    const plans = [cash, card, card9];
    expect(offeredPlans(checkout({ interestFreeInstallments: [1, 2, 3] }), plans)).toEqual([cash, card]);
    expect(offeredPlans(checkout({ interestFreeInstallments: [1] }), plans)).toEqual([cash]);
    expect(offeredPlans(checkout({}), plans)).toEqual(plans);
  });

  it("a card plan opens on no method when cards are not taken; a cash plan on Pix", () => {
    expect(defaultMethod(checkout({ plan: card, paymentMethods: ["pix"] }), null)).toBeNull();
    expect(defaultMethod(checkout({ plan: card, paymentMethods: ["pix"] }), "card")).toBeNull();
    expect(defaultMethod(checkout({ plan: cash, paymentMethods: ["pix"] }), null)).toBe("pix");
    expect(defaultMethod(checkout({ plan: card }), null)).toBe("card");
  });
});
