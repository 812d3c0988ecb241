import { cardBrand, cvvLength, expiryValid, luhnValid } from "../../src/domain/payments/card.ts";
import type { CardPaymentPayload } from "../../src/services/api/checkout-api.ts";
import { invalid } from "./checkout-refused.ts";

/** Card brands the sandbox acquirer takes (card.ts tells them apart by BIN; Elo and Hipercard first). */
export const acceptedBrands = ["visa", "mastercard", "elo", "hipercard", "amex", "diners"] as const;

/** After this many denied cards on one purchase, further attempts need a solved captcha (card-testing defence). */
export const maxCardDenials = 3;

/** The card rules of the domain, checked again on the server before anything reaches the gateway (400 per field). */
export function checkCard(card: CardPaymentPayload, now: Date): string {
  if (!luhnValid(card.cardNumber)) throw invalid("cardNumber", "The card number is invalid.");
  const brand = cardBrand(card.cardNumber);
  if (!brand) throw invalid("cardNumber", "This card brand is not accepted.");
  if (!expiryValid(card.expiryMonth, card.expiryYear, now)) throw invalid("expiry", "The card has expired.");
  if (card.cvv.length !== cvvLength(brand)) throw invalid("cvv", "The security code (CVV) is invalid.");
  return brand;
}
