import type { CardGateway, PaymentMethod } from "#src/services/api/checkout-schemas.ts";
import { CheckoutRefused } from "./checkout-refused.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import {
  PaymentProviderMisconfigured,
  type PaymentProviderConfig,
  type PixSettings,
} from "./payment-provider-config.ts";
import type { MercadoPagoSettings, SlipBeneficiary } from "./providers/mercadopago/mercadopago-config.ts";
import { sandboxGateway } from "./sandbox-gateway.ts";

/**
 * SEAM for the Pix adapter (server/payments/providers/pix/): builds the gateway that speaks the Central Bank's
 * Pix API with these settings. Card and boleto are never asked of it (the handlers refuse them first).
 */
export type PixGatewayFactory = (settings: PixSettings) => PaymentGateway;

/** SEAM for the card and boleto gateway (providers/mercadopago/): its gateway with these settings. */
export type MercadoPagoGatewayFactory = (settings: MercadoPagoSettings) => PaymentGateway;

/**
 * The gateway of the configured providers: Pix from the sandbox or the PSP (`pixGateway`), card and boleto from
 * Mercado Pago when GATEWAY_PROVIDER chose it (`mercadoPagoGateway`), else from the Pix side (the sandbox takes
 * them; a PSP refuses them, and the checkout does not offer them).
 */
export function gatewayFor(
  config: PaymentProviderConfig,
  pixGateway: PixGatewayFactory | undefined,
  mercadoPagoGateway?: MercadoPagoGatewayFactory,
): PaymentGateway {
  let pixSide: PaymentGateway;
  if (config.kind === "sandbox") pixSide = sandboxGateway();
  else if (!pixGateway)
    throw new PaymentProviderMisconfigured(
      "PAYMENT_PROVIDER=pix, but this build has no Pix adapter wired in (server/payments/payment-providers.ts).",
    );
  else pixSide = pixGateway(config.pix);
  if (!config.gateway) return pixSide;
  if (!mercadoPagoGateway)
    throw new PaymentProviderMisconfigured(
      "GATEWAY_PROVIDER=mercadopago, but this build has no Mercado Pago gateway wired in (server/payments/payment-providers.ts).",
    );
  return combinedGateway(pixSide, mercadoPagoGateway(config.gateway.mercadopago));
}

/** Pix (and its withdrawal) from one provider, slips, cards and refunds from another. */
export function combinedGateway(pixSide: PaymentGateway, cardSide: PaymentGateway): PaymentGateway {
  return {
    provider: pixSide.provider,
    providerFor: (method) => (method === "pix" ? pixSide.providerFor("pix") : cardSide.providerFor(method)),
    pix: (request) => pixSide.pix(request),
    withdrawPix: (txid) => pixSide.withdrawPix(txid),
    slip: (request) => cardSide.slip(request),
    card: (request) => cardSide.card(request),
    ...(cardSide.interestFreeInstallments
      ? { interestFreeInstallments: cardSide.interestFreeInstallments.bind(cardSide) }
      : {}),
    refund: (request) => cardSide.refund(request),
    status: (attempt, now, today) =>
      attempt.method === "pix" ? pixSide.status(attempt, now, today) : cardSide.status(attempt, now, today),
  };
}

/**
 * What a checkout offers under a provider: its methods, whether charges are make-believe (the demo), and who
 * tokenizes the card in the browser (the gateway's public key and script; never its access token).
 */
export interface PaymentOffer {
  methods: readonly PaymentMethod[];
  demo: boolean;
  cardGateway: CardGateway;
  /** Who the slips pay, as the slip page prints it: the gateway's registered beneficiário, else the demo store. */
  slipBeneficiary: SlipBeneficiary;
}

/** The sandbox's make-believe slips name the demo store, with no CNPJ: nothing registers them. */
export const demoSlipBeneficiary: SlipBeneficiary = { name: "Sabiá Educação", cnpj: null };

/**
 * The sandbox takes every method; a Pix PSP takes Pix only, unless a card and boleto gateway is configured. The
 * store is a demo while the sandbox holds Pix (its ribbon says no charge is real), even beside a real gateway.
 */
export const paymentOffer = (config: PaymentProviderConfig): PaymentOffer => {
  const cardGateway: CardGateway = config.gateway
    ? {
        kind: "mercadopago",
        publicKey: config.gateway.mercadopago.publicKey,
        sdkUrl: config.gateway.mercadopago.sdkUrl,
      }
    : { kind: "sandbox" };
  const slipBeneficiary = config.gateway?.mercadopago.beneficiary ?? demoSlipBeneficiary;
  return config.kind === "sandbox" || config.gateway
    ? { methods: ["pix", "boleto", "card"], demo: config.kind === "sandbox", cardGateway, slipBeneficiary }
    : { methods: ["pix"], demo: false, cardGateway, slipBeneficiary };
};

/** A method this provider cannot take is refused before anything is read, reserved or charged (409). */
export function assertOffered(offer: PaymentOffer, method: PaymentMethod): void {
  if (!offer.methods.includes(method))
    throw new CheckoutRefused({
      kind: "conflict",
      code: "methodUnavailable",
      detail: `Payment by ${method} is not available in this store; it takes ${offer.methods.join(", ")}.`,
    });
}
