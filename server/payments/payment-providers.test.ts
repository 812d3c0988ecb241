import { describe, expect, it } from "vitest";
import { CheckoutRefused } from "./checkout-refused.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { PaymentProviderMisconfigured, type PixSettings } from "./payment-provider-config.ts";
import { assertOffered, gatewayFor, paymentOffer } from "./payment-providers.ts";

const settings = { apiUrl: "https://psp.example/v2" } as PixSettings;
const pix = { kind: "pix", pix: settings } as const;

describe("payment providers", () => {
  it("the sandbox gateway for the sandbox; the factory's gateway, given the settings, for Pix", () => {
    expect(typeof gatewayFor({ kind: "sandbox" }, undefined).pix).toBe("function");
    const adapter = {} as PaymentGateway;
    const seen: PixSettings[] = [];
    expect(gatewayFor(pix, (given) => (seen.push(given), adapter))).toBe(adapter);
    expect(seen).toEqual([settings]);
  });

  it("Pix with no adapter wired in refuses to start rather than charging through the sandbox", () => {
    expect(() => gatewayFor(pix, undefined)).toThrow(PaymentProviderMisconfigured);
  });

  it("the sandbox offers every method as a demo; Pix offers Pix only, for real", () => {
    expect(paymentOffer({ kind: "sandbox" })).toEqual({ methods: ["pix", "boleto", "card"], demo: true });
    expect(paymentOffer(pix)).toEqual({ methods: ["pix"], demo: false });
  });

  it("a method not offered is a 409 methodUnavailable", () => {
    expect(() => assertOffered(paymentOffer(pix), "pix")).not.toThrow();
    for (const method of ["card", "boleto"] as const) {
      let refused: unknown;
      try {
        assertOffered(paymentOffer(pix), method);
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(CheckoutRefused);
      expect((refused as CheckoutRefused).refusal).toMatchObject({
        kind: "conflict",
        code: "methodUnavailable",
      });
    }
  });
});
