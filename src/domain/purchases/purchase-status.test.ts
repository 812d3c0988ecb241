import { describe, expect, it } from "vitest";
import { purchaseStatusKey, purchaseStatusTone } from "./purchase-status.ts";

describe("the words for a purchase's state", () => {
  it("keeps 'em análise' for a card; an unpaid Pix code or slip awaits payment", () => {
    expect(purchaseStatusKey({ status: "payment-pending", paymentMethod: "card" })).toBe(
      "status.payment-pending",
    );
    expect(purchaseStatusKey({ status: "payment-pending", paymentMethod: "pix" })).toBe(
      "status.awaiting-pix",
    );
    expect(purchaseStatusKey({ status: "payment-pending", paymentMethod: "boleto" })).toBe(
      "status.awaiting-boleto",
    );
    expect(purchaseStatusKey({ status: "payment-confirmed", paymentMethod: "pix" })).toBe(
      "status.payment-confirmed",
    );
    expect(purchaseStatusKey({ status: "awaiting-payment", paymentMethod: null })).toBe(
      "status.awaiting-payment",
    );
  });

  it("gives each state a tone: paid, waiting, in review, being cancelled, cancelled", () => {
    expect(purchaseStatusTone("payment-confirmed")).toBe("paid");
    expect(purchaseStatusTone("awaiting-payment")).toBe("waiting");
    expect(purchaseStatusTone("payment-pending")).toBe("review");
    expect(purchaseStatusTone("awaiting-cancellation")).toBe("cancelling");
    expect(purchaseStatusTone("cancellation-requested")).toBe("cancelling");
    expect(purchaseStatusTone("cancellation-confirmed")).toBe("cancelled");
    expect(purchaseStatusTone("purchase-canceled")).toBe("cancelled");
  });
});
