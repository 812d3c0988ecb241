import type { PaymentMethod } from "../../src/services/api/checkout-schemas.ts";
import { CheckoutRefused } from "./checkout-refused.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import {
  PaymentProviderMisconfigured,
  type PaymentProviderConfig,
  type PixSettings,
} from "./payment-provider-config.ts";
import { sandboxGateway } from "./sandbox-gateway.ts";

/**
 * SEAM for the Pix adapter (server/payments/providers/pix/): builds the gateway that speaks the Central Bank's
 * Pix API with these settings. Card and boleto are never asked of it (the handlers refuse them first).
 */
export type PixGatewayFactory = (settings: PixSettings) => PaymentGateway;

/** The gateway of the configured provider: the sandbox's, or the one `pixGateway` builds for Pix. */
export function gatewayFor(
  config: PaymentProviderConfig,
  pixGateway: PixGatewayFactory | undefined,
): PaymentGateway {
  if (config.kind === "sandbox") return sandboxGateway();
  if (!pixGateway)
    throw new PaymentProviderMisconfigured(
      "PAYMENT_PROVIDER=pix, but this build has no Pix adapter wired in (server/payments/payment-providers.ts).",
    );
  return pixGateway(config.pix);
}

/** What a checkout offers under a provider: its methods, and whether charges are make-believe (the demo). */
export interface PaymentOffer {
  methods: readonly PaymentMethod[];
  demo: boolean;
}

/** The sandbox takes every method; a Pix PSP takes Pix only until a card and boleto gateway comes. */
export const paymentOffer = (config: PaymentProviderConfig): PaymentOffer =>
  config.kind === "sandbox"
    ? { methods: ["pix", "boleto", "card"], demo: true }
    : { methods: ["pix"], demo: false };

/** A method this provider cannot take is refused before anything is read, reserved or charged (409). */
export function assertOffered(offer: PaymentOffer, method: PaymentMethod): void {
  if (!offer.methods.includes(method))
    throw new CheckoutRefused({
      kind: "conflict",
      code: "methodUnavailable",
      detail: `Payment by ${method} is not available in this store; it takes ${offer.methods.join(", ")}.`,
    });
}
