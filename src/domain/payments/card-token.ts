/**
 * Card tokens (ADR 059): the browser turns the card into a single-use token with the gateway's script and only the
 * token reaches Sabiá. The sandbox, the demo provider, has its own tokenizer here — pure, run in the browser — so
 * the card number and CVV never reach Sabiá's server with either provider.
 *
 * A sandbox token is `sbx1_{outcome}_{paymentMethodId}_{last4}_{nonce}`: the sandbox's test numbers choose the
 * outcome (sandbox-cards.ts) as Mercado Pago's test cardholder names do, and the sandbox gateway reads it back.
 * It carries nothing a thief could use: no number, no expiry, no CVV.
 */
import { cardBrand, digitsOnly, last4, type CardBrand } from "./card.ts";
import { sandboxCardOutcome, type SandboxCardOutcome } from "./sandbox-cards.ts";

/** What the checkout form holds in the browser until it is tokenized; never sent anywhere as such. */
export interface CardInBrowser {
  cardNumber: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

/** What the browser's tokenizer gives back, the body of creditcard-payment-ecommerce with the installments. */
export interface CardToken {
  token: string;
  /** Mercado Pago's payment method id: visa, master, elo, hipercard, amex, diners. */
  paymentMethodId: string;
  issuerId?: string;
}

/** Mercado Pago's payment_method_id for each brand Sabiá tells apart by BIN. */
export const paymentMethodOfBrand: Record<CardBrand, string> = {
  visa: "visa",
  mastercard: "master",
  elo: "elo",
  hipercard: "hipercard",
  amex: "amex",
  diners: "diners",
};

/** The brand Sabiá shows for a payment method id (unknown ids are shown as they come). */
export const brandOfPaymentMethod = (paymentMethodId: string): string =>
  (Object.entries(paymentMethodOfBrand).find(([, id]) => id === paymentMethodId)?.[0] as
    string | undefined) ?? paymentMethodId;

/** The contract's shape of a token: letters, digits, `_` and `-` (Mercado Pago's are 32 hex characters). */
export const cardTokenPattern = /^[A-Za-z0-9_-]{16,256}$/;

const sandboxTokenPattern = /^sbx1_(approved|denied|pending)_([a-z]{2,20})_(\d{4})_([A-Za-z0-9]{16})$/;

const nonce = (): string => {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length])
    .join("")
    .padEnd(16, "0")
    .slice(0, 16);
};

/**
 * The sandbox's tokenizer, run in the browser after the form's own checks (Luhn, brand, expiry, CVV). A number of
 * no known brand gets no token (null): the form already refuses it.
 */
export function sandboxCardToken(card: CardInBrowser): CardToken | null {
  const brand = cardBrand(card.cardNumber);
  if (!brand) return null;
  const outcome = sandboxCardOutcome(card.cardNumber);
  const paymentMethodId = paymentMethodOfBrand[brand];
  return {
    token: `sbx1_${outcome}_${paymentMethodId}_${last4(digitsOnly(card.cardNumber))}_${nonce()}`,
    paymentMethodId,
  };
}

/** The sandbox gateway's reading of its token; null when it is not one (400 `token`). */
export function readSandboxCardToken(
  token: string,
): { outcome: SandboxCardOutcome; paymentMethodId: string; last4: string } | null {
  const match = sandboxTokenPattern.exec(token);
  if (!match) return null;
  return {
    outcome: match[1] as SandboxCardOutcome,
    paymentMethodId: match[2] as string,
    last4: match[3] as string,
  };
}
