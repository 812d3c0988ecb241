/**
 * The port between checkout and a payment provider. The sandbox (sandbox-gateway.ts) implements it with
 * standards-exact codes; a real acquirer would be another implementation. Card details reach the port once and
 * are never kept: what comes back is the brand and the last four digits.
 */
export interface PixCharge {
  /** The EMV BR Code (also the copy-and-paste text). */
  copyPaste: string;
  txid: string;
  /** Needed to renew the code (renew-pix-ecommerce). */
  validationKey: string;
  expiresAt: Date;
}

export interface SlipCharge {
  digitableLine: string;
  barcode: string;
  /** YYYY-MM-DD */
  dueDate: string;
}

export interface CardDetails {
  cardNumber: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
}

export interface CardAttempt {
  outcome: "approved" | "denied" | "pending";
  brand: string;
  last4: string;
}

/** What the provider says now about an attempt it made earlier. */
export type ProviderStatus = "pending" | "paid" | "expired" | "approved" | "denied";

export interface StoredAttempt {
  method: string;
  status: string;
  pixExpiresAt: Date | null;
  slipPaidAt: Date | null;
  slipClearsOn: string | null;
}

export interface PaymentGateway {
  pix(request: { amount: number; reference: string; now: Date }): Promise<PixCharge>;
  /** `today` is the banking calendar day (YYYY-MM-DD) the slip is issued on. */
  slip(request: { amount: number; reference: string; today: string }): Promise<SlipCharge>;
  card(request: { card: CardDetails; amount: number; installments: number }): Promise<CardAttempt>;
  status(attempt: StoredAttempt, now: Date, today: string): ProviderStatus;
}
