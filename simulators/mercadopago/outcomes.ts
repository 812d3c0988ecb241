/**
 * What a test card does, chosen like Mercado Pago's own test environment: by the cardholder's name. The names and
 * what they give follow the "Test cards" table of the Checkout API documentation (APRO approves, OTHE refuses for a
 * general error, CONT leaves the payment pending, FUND refuses for insufficient amount, …). MANU is the
 * simulator's own: a manual anti-fraud review (in_process / pending_review_manual) that the control API resolves.
 * Any other name is approved, so a demo card with a person's name works.
 */
import { type CardBrand, cardBrand } from "#src/domain/payments/card.ts";
import type { PaymentStatus } from "./reference/answers.ts";

export interface Outcome {
  status: PaymentStatus;
  status_detail: string;
}

const rejected = (detail: string): Outcome => ({
  status: "rejected",
  status_detail: `cc_rejected_${detail}`,
});

export const outcomesByName: Readonly<Record<string, Outcome>> = {
  APRO: { status: "approved", status_detail: "accredited" },
  OTHE: rejected("other_reason"),
  CONT: { status: "in_process", status_detail: "pending_contingency" },
  MANU: { status: "in_process", status_detail: "pending_review_manual" },
  CALL: rejected("call_for_authorize"),
  FUND: rejected("insufficient_amount"),
  SECU: rejected("bad_filled_security_code"),
  EXPI: rejected("bad_filled_date"),
  FORM: rejected("bad_filled_other"),
  CARD: rejected("bad_filled_card_number"),
  INST: rejected("invalid_installments"),
  DUPL: rejected("duplicated_payment"),
  LOCK: rejected("card_disabled"),
  CTNA: rejected("card_type_not_allowed"),
  ATTE: rejected("max_attempts"),
  BLAC: rejected("blacklist"),
};

/** The outcome of a cardholder name: its first word, in capitals, looked up in the table. */
export function outcomeFor(cardholderName: string): Outcome {
  const word = cardholderName.trim().split(/\s+/)[0]?.toUpperCase() ?? "";
  return outcomesByName[word] ?? outcomesByName["APRO"]!;
}

/** Mercado Pago's payment_method_id of each brand Sabiá's card rules know. */
const methodByBrand: Readonly<Record<CardBrand, string>> = {
  visa: "visa",
  mastercard: "master",
  amex: "amex",
  elo: "elo",
  hipercard: "hipercard",
  diners: "diners",
};

/**
 * Mercado Pago's id of a card's brand from its first six digits, by Sabiá's own BIN rules (Elo and Hipercard
 * before Visa and Mastercard). 503143 is the BIN of the Brazilian test Mastercard (5031 4332 1540 6351), which
 * falls outside the 51–55 / 2221–2720 ranges.
 */
export function paymentMethodOf(firstSix: string): string | null {
  if (firstSix === "503143") return "master";
  const brand = cardBrand(firstSix);
  return brand ? methodByBrand[brand] : null;
}
