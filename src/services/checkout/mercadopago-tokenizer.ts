import { cardBrand, digitsOnly } from "#src/domain/payments/card.ts";
import {
  cardTokenPattern,
  paymentMethodOfBrand,
  type CardInBrowser,
  type CardToken,
} from "#src/domain/payments/card-token.ts";

/** Turns the card into the gateway's single-use token in the browser (ADR 059); null: it could not. */
export type TokenizeCard = (card: CardInBrowser) => Promise<CardToken | null>;

/** The part of MercadoPago.js v2 ("Core Methods") the card step uses; the simulator's /js/v2 has the same. */
export interface MercadoPagoSdk {
  createCardToken(data: {
    cardNumber: string;
    cardholderName: string;
    cardExpirationMonth: string;
    cardExpirationYear: string;
    securityCode: string;
  }): Promise<{ id?: unknown }>;
  getPaymentMethods?(data: { bin: string }): Promise<{
    results?: readonly { id?: unknown; issuer?: { id?: unknown } | null }[];
  }>;
}

export type MercadoPagoConstructor = new (publicKey: string, options?: { locale?: string }) => MercadoPagoSdk;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The payment method and issuer Mercado Pago names for the card's first six digits; else the brand's own id. */
async function paymentMethodOf(
  sdk: MercadoPagoSdk,
  cardNumber: string,
): Promise<{ paymentMethodId: string; issuerId?: string } | null> {
  const brand = cardBrand(cardNumber);
  const fallback = brand ? { paymentMethodId: paymentMethodOfBrand[brand] } : null;
  if (!sdk.getPaymentMethods) return fallback;
  try {
    const found = (await sdk.getPaymentMethods({ bin: digitsOnly(cardNumber).slice(0, 6) })).results?.[0];
    if (!found || typeof found.id !== "string" || !/^[a-z_]{2,30}$/.test(found.id)) return fallback;
    const issuer = found.issuer?.id;
    return {
      paymentMethodId: found.id,
      ...(issuer !== undefined && /^\d{1,20}$/.test(String(issuer)) ? { issuerId: String(issuer) } : {}),
    };
  } catch {
    return fallback;
  }
}

/**
 * Mercado Pago's tokenizer: `mp.createCardToken(…)` with the card as the form holds it, the payment method by BIN
 * (`getPaymentMethods`, else the brand Sabiá tells apart). The card goes to the gateway only; a refusal by the
 * gateway's tokenizer (a number it does not take) or an answer that is no token gives null.
 */
export function mercadoPagoTokenizer(sdk: MercadoPagoSdk): TokenizeCard {
  return async (card) => {
    const method = await paymentMethodOf(sdk, card.cardNumber);
    if (!method) return null;
    let token: unknown;
    try {
      token = (
        await sdk.createCardToken({
          cardNumber: digitsOnly(card.cardNumber),
          cardholderName: card.holderName.trim(),
          cardExpirationMonth: twoDigits(card.expiryMonth),
          cardExpirationYear: String(card.expiryYear),
          securityCode: card.cvv,
        })
      ).id;
    } catch {
      return null;
    }
    if (typeof token !== "string" || !cardTokenPattern.test(token)) return null;
    return { token, ...method };
  };
}
