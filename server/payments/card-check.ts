/** Card brands Sabiá takes (card.ts tells them apart by BIN in the browser; Elo and Hipercard first). */
export const acceptedBrands = ["visa", "mastercard", "elo", "hipercard", "amex", "diners"] as const;

/** After this many denied cards on one purchase, further attempts need a solved captcha (card-testing defence). */
export const maxCardDenials = 3;

// The card's own rules (Luhn, brand, expiry, CVV) are checked in the browser before it is tokenized: the number
// never reaches the server (ADR 059). The gateway checks them again when it charges the token.
