import { describe, expect, it } from "vitest";
import { checkoutFixture } from "#src/services/checkout/checkout.fixtures.ts";
import { apiFieldProblem, cardProblems, parseExpiry, payInput } from "./card-form.rules.ts";
import type { SubscriptionCheckoutContext } from "./subscription-checkout.types.ts";

const today = new Date("2026-05-04T12:00:00-03:00").toISOString();
const card = { number: "4111 1111 1111 1111", holder: "Ana Lúcia", expiry: "05/26", cvv: "123" };
/** Pay pressed at `at` by the platform's clock (today, unless a test says otherwise). */
const pay = (changes: Partial<typeof card> = {}, captcha: string | null = null, at = today) =>
  ({ type: "PAY", card: { ...card, ...changes }, captcha, at }) as const;

describe("card form rules", () => {
  it("reads MM/AA and MM/AAAA, and nothing else", () => {
    expect(parseExpiry("05/26")).toEqual({ month: 5, year: 2026 });
    expect(parseExpiry(" 5 / 2031 ")).toEqual({ month: 5, year: 2031 });
    expect(parseExpiry("13/26")).toBeNull();
    expect(parseExpiry("0526x")).toBeNull();
  });

  it("accepts a sandbox card valid through this month", () => {
    expect(cardProblems(pay(), false)).toEqual({});
  });

  it("checks the expiry by the platform's clock the moment Pay was pressed, not the device's", () => {
    // A device whose clock is a month behind (still May) sees 05/26 valid; the platform's June says expired.
    expect(cardProblems(pay({}, null, new Date("2026-06-01T09:00:00-03:00").toISOString()), false)).toEqual({
      expiry: "card.expiryPast",
    });
    expect(cardProblems(pay({}, null, new Date("2026-05-31T20:00:00-03:00").toISOString()), false)).toEqual(
      {},
    );
  });

  it("names every field that breaks a rule, before anything is sent", () => {
    expect(
      cardProblems(pay({ number: "4111 1111 1111 1112", holder: "  ", expiry: "04/26", cvv: "12" }), false),
    ).toEqual({
      number: "card.numberInvalid",
      holder: "card.holderRequired",
      expiry: "card.expiryPast",
      cvv: "card.cvvInvalid",
    });
    expect(cardProblems(pay({ number: "", expiry: "ab" }), false)).toMatchObject({
      number: "card.numberRequired",
      expiry: "card.expiryInvalid",
    });
  });

  it("wants the brand's CVV length (Amex 4) and the captcha when the provider asks for it", () => {
    expect(cardProblems(pay({ number: "3782 822463 10005", cvv: "123" }), false)).toEqual({
      cvv: "card.cvvInvalid",
    });
    expect(cardProblems(pay({ number: "3782 822463 10005", cvv: "1234" }), false)).toEqual({});
    expect(cardProblems(pay(), true)).toEqual({ captcha: "card.captchaRequired" });
    expect(cardProblems(pay({}, "solved"), true)).toEqual({});
  });

  it("sends digits, the plan's installments and the captcha; no card for Pix", () => {
    const context = {
      subscriptionId: 41,
      method: "card",
      checkout: {
        ...checkoutFixture,
        plan: { priceListValueId: 703, installments: 3, installmentValue: 930.67, paymentCondition: 1 },
      },
    } as SubscriptionCheckoutContext;
    expect(payInput(context, pay({ holder: " Ana   Lúcia " }, "solved"))).toEqual({
      subscriptionId: 41,
      method: "card",
      captcha: "solved",
      card: {
        cardNumber: "4111111111111111",
        holderName: "Ana Lúcia",
        expiryMonth: 5,
        expiryYear: 2026,
        cvv: "123",
        installments: 3,
      },
    });
    expect(payInput({ ...context, method: "pix" }, { type: "PAY" })).toEqual({
      subscriptionId: 41,
      method: "pix",
      captcha: null,
      card: null,
    });
  });

  it("puts a 400 on the card or address field it names, else on the whole payment", () => {
    expect(apiFieldProblem({ status: 400, field: "expiryYear" })).toEqual({
      cardProblems: { expiry: "card.expiryInvalid" },
      addressProblems: {},
      failure: null,
    });
    expect(apiFieldProblem({ status: 400, field: "address.zipCode" })).toEqual({
      cardProblems: {},
      addressProblems: { zipCode: "address.problem.zipCode" },
      failure: null,
    });
    expect(apiFieldProblem({ status: 400, field: "federalUnit" })).toEqual({
      cardProblems: {},
      addressProblems: { federalUnit: "address.problem.federalUnit" },
      failure: null,
    });
    expect(apiFieldProblem({ status: 400, field: "subscriptionId" })).toEqual({
      cardProblems: {},
      addressProblems: {},
      failure: "payment.refused",
    });
    expect(apiFieldProblem({ status: 400, field: "installments" })).toEqual({
      cardProblems: {},
      addressProblems: {},
      failure: "card.installmentsUnavailable",
    });
    // A registered slip for an account without a CPF says where to add it.
    expect(apiFieldProblem({ status: 400, field: "cpf" })).toMatchObject({ failure: "payment.slipNeedsCpf" });
  });
});
