/**
 * Why a card was refused, as a code the checkout translates into the customer's language (spec §8; keys
 * `card.denied.{reason}` in the checkout namespace — to be added with the card step, see docs/issue-26-status.md).
 * Mercado Pago's `status_detail` of a rejected payment maps onto these; the sandbox's refusal is `other`.
 */
export const cardDenialReasons = [
  "insufficient-funds",
  "bad-security-code",
  "bad-expiry",
  "bad-filled",
  "call-for-authorize",
  "card-disabled",
  "duplicated-payment",
  "high-risk",
  "max-attempts",
  "invalid-installments",
  "other",
] as const;
export type CardDenialReason = (typeof cardDenialReasons)[number];

const byDetail: Record<string, CardDenialReason> = {
  cc_rejected_insufficient_amount: "insufficient-funds",
  cc_rejected_bad_filled_security_code: "bad-security-code",
  cc_rejected_bad_filled_date: "bad-expiry",
  cc_rejected_bad_filled_card_number: "bad-filled",
  cc_rejected_bad_filled_other: "bad-filled",
  cc_rejected_call_for_authorize: "call-for-authorize",
  cc_rejected_card_disabled: "card-disabled",
  cc_rejected_duplicated_payment: "duplicated-payment",
  cc_rejected_high_risk: "high-risk",
  cc_rejected_blacklist: "high-risk",
  cc_rejected_max_attempts: "max-attempts",
  cc_rejected_invalid_installments: "invalid-installments",
};

/** A rejected payment's `status_detail` as a reason code; anything unknown is `other`. */
export const cardDenialReasonOf = (statusDetail: string | null | undefined): CardDenialReason =>
  (statusDetail ? byDetail[statusDetail] : undefined) ?? "other";
