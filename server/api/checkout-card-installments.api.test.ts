import { describe, expect, it } from "vitest";
import type { PaymentGateway } from "../payments/payment-gateway.ts";
import { sandboxGateway } from "../payments/sandbox-gateway.ts";
import { cardBody, cards, useCheckoutApi } from "./checkout-test-kit.ts";

const cardPath = (id: number) => `/api/candidate/creditCard/${id}/creditcard-payment-ecommerce`;

/** The sandbox's charges behind a gateway that takes 1 to 3 installments without interest, and says what it was asked. */
const asked: { amount: number; paymentMethodId: string; max: number }[] = [];
const gateway: PaymentGateway = {
  ...sandboxGateway(),
  interestFreeInstallments: async (request) => {
    asked.push(request);
    return [1, 2, 3].filter((count) => count <= request.max);
  },
};

/**
 * Spec §4 with a card gateway (issue 26): the installments offered and charged are those the gateway takes
 * without interest to the customer for the purchase's amount, within the plan's own limit; a count it would charge
 * interest on is a 400 on `installments` before anything is charged.
 */
describe("card installments the gateway offers interest-free", () => {
  const { as, pay, startCheckout } = useCheckoutApi({ payments: { gateway } });

  it("creditcard-brands answers the gateway's interest-free counts for the purchase's total", async () => {
    const id = await startCheckout("aluno", "dermatologia-para-o-clinico");
    asked.length = 0;
    const brands = await as("aluno")(`/api/candidate/creditCard/${id}/creditcard-brands`, { method: "GET" });
    expect(brands.status).toBe(200);
    expect(brands.json).toContainEqual({ brand: "visa", maxInstallments: 3 });
    expect(brands.json).toContainEqual({ brand: "mastercard", maxInstallments: 3 });
    expect(asked).toContainEqual(expect.objectContaining({ paymentMethodId: "master", max: 9 }));
    // The checkout answer names them too: the page offers only those card plans.
    const checkout = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(checkout.json["interestFreeInstallments"]).toEqual([1, 2, 3]);
  });

  it("charges 3 interest-free installments; refuses 4 with 400 installments and charges nothing", async () => {
    const id = await startCheckout("aluno", "interacoes-medicamentosas");
    const refused = await pay("aluno")(cardPath(id), cardBody(cards.approve, 4));
    expect(refused.status).toBe(400);
    expect(refused.json["field"]).toBe("installments");
    const open = await as("aluno")(`/api/candidate/checkout/${id}`, { method: "GET" });
    expect(open.json).toMatchObject({ status: "awaiting-payment", payment: null });

    asked.length = 0;
    const approved = await pay("aluno")(cardPath(id), cardBody(cards.approve, 3));
    expect(approved.status).toBe(200);
    const payment = approved.json["payment"] as {
      installments: number;
      amount: number;
      installmentValue: number;
    };
    expect(payment.installments).toBe(3);
    // The amount asked of the gateway is the amount charged and shown.
    expect(asked[0]).toEqual({ amount: payment.amount, paymentMethodId: "visa", max: 3 });
    expect(payment.installmentValue * 3).toBeCloseTo(payment.amount, 1);
  });
});
