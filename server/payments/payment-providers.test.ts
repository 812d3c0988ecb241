import { describe, expect, it } from "vitest";
import { CheckoutRefused } from "./checkout-refused.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { PaymentProviderMisconfigured, type PixSettings } from "./payment-provider-config.ts";
import { assertOffered, demoSlipBeneficiary, gatewayFor, paymentOffer } from "./payment-providers.ts";
import type { MercadoPagoSettings } from "./providers/mercadopago/mercadopago-config.ts";

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
    const sandboxCards = { kind: "sandbox" } as const;
    expect(paymentOffer({ kind: "sandbox" })).toEqual({
      methods: ["pix", "boleto", "card"],
      demo: true,
      cardGateway: sandboxCards,
      slipBeneficiary: demoSlipBeneficiary,
    });
    expect(paymentOffer(pix)).toEqual({
      methods: ["pix"],
      demo: false,
      cardGateway: sandboxCards,
      slipBeneficiary: demoSlipBeneficiary,
    });
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

  it("GATEWAY_PROVIDER=mercadopago: Pix from the Pix side, card, boleto and refunds from Mercado Pago", async () => {
    const beneficiary = { name: "Sabiá Educação Ltda.", cnpj: "11222333000181" };
    const gateway = {
      kind: "mercadopago",
      mercadopago: {
        baseUrl: "http://127.0.0.1:1",
        publicKey: "TEST-public",
        sdkUrl: "http://127.0.0.1:1/js/v2",
        accessToken: "TEST-secret",
        beneficiary,
      } as MercadoPagoSettings,
    } as const;
    expect(() => gatewayFor({ kind: "sandbox", gateway }, undefined)).toThrow(PaymentProviderMisconfigured);
    const calls: string[] = [];
    const cardSide = {
      providerFor: () => "mercadopago",
      card: async () => (
        calls.push("card"),
        { outcome: "approved", brand: "visa", last4: "1", gatewayPaymentId: "9" }
      ),
      refund: async () => (calls.push("refund"), { status: "refunded" }),
    } as unknown as PaymentGateway;
    const combined = gatewayFor({ kind: "sandbox", gateway }, undefined, () => cardSide);
    expect(combined.provider).toBe("sandbox");
    expect(combined.providerFor("pix")).toBe("sandbox");
    expect(combined.providerFor("card")).toBe("mercadopago");
    expect(combined.providerFor("boleto")).toBe("mercadopago");
    await combined.refund({ gatewayPaymentId: "9", idempotencyKey: "k" });
    expect(calls).toEqual(["refund"]);
    // The browser learns the public key and the script, never the access token.
    const cardGateway = { kind: "mercadopago", publicKey: "TEST-public", sdkUrl: "http://127.0.0.1:1/js/v2" };
    expect(paymentOffer({ kind: "sandbox", gateway })).toEqual({
      methods: ["pix", "boleto", "card"],
      demo: true,
      cardGateway,
      slipBeneficiary: beneficiary,
    });
    expect(paymentOffer({ ...pix, gateway })).toEqual({
      methods: ["pix", "boleto", "card"],
      demo: false,
      cardGateway,
      slipBeneficiary: beneficiary,
    });
  });
});
