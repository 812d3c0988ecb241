import { describe, expect, it } from "vitest";
import { cardDenialReasonOf } from "./card-denial.ts";
import { brandOfPaymentMethod, readSandboxCardToken, sandboxCardToken } from "./card-token.ts";
import { sandboxCards } from "./sandbox-cards.ts";

const card = (cardNumber: string) => ({
  cardNumber,
  holderName: "ANA",
  expiryMonth: 12,
  expiryYear: 2031,
  cvv: "123",
});

describe("the sandbox's card tokenizer (ADR 059)", () => {
  it("makes a token that names the outcome, the payment method and the last four digits, and nothing else", () => {
    const cases = [
      [sandboxCards.approve, "approved", "visa", "1111"],
      [sandboxCards.approveMastercard, "approved", "master", "4444"],
      [sandboxCards.approveElo, "approved", "elo", "7013"],
      [sandboxCards.deny, "denied", "visa", "0002"],
      [sandboxCards.pending, "pending", "visa", "0077"],
    ] as const;
    for (const [number, outcome, paymentMethodId, last4] of cases) {
      const token = sandboxCardToken(card(number));
      expect(token?.paymentMethodId).toBe(paymentMethodId);
      expect(token?.token).not.toContain(number.slice(0, 6));
      expect(token?.token).not.toContain("123");
      expect(readSandboxCardToken(token!.token)).toEqual({ outcome, paymentMethodId, last4 });
    }
  });

  it("gives a new token each time, none for a number of no known brand, and reads nothing else", () => {
    expect(sandboxCardToken(card(sandboxCards.approve))?.token).not.toBe(
      sandboxCardToken(card(sandboxCards.approve))?.token,
    );
    expect(sandboxCardToken(card("1234567812345670"))).toBeNull();
    expect(readSandboxCardToken("0123456789abcdef0123456789abcdef")).toBeNull();
    expect(readSandboxCardToken("sbx1_approved_visa_1111_short")).toBeNull();
    expect(brandOfPaymentMethod("master")).toBe("mastercard");
    expect(brandOfPaymentMethod("naranja")).toBe("naranja");
  });
});

describe("card refusal reasons", () => {
  it("maps Mercado Pago's status_detail onto codes the checkout translates", () => {
    expect(cardDenialReasonOf("cc_rejected_insufficient_amount")).toBe("insufficient-funds");
    expect(cardDenialReasonOf("cc_rejected_bad_filled_security_code")).toBe("bad-security-code");
    expect(cardDenialReasonOf("cc_rejected_call_for_authorize")).toBe("call-for-authorize");
    expect(cardDenialReasonOf("cc_rejected_other_reason")).toBe("other");
    expect(cardDenialReasonOf(null)).toBe("other");
  });
});
