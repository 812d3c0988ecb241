/**
 * The port between checkout and a payment provider. The sandbox (sandbox-gateway.ts) implements it with
 * standards-exact codes; a real acquirer would be another implementation. Card details reach the port once and
 * are never kept: what comes back is the brand and the last four digits.
 */
export interface PixCharge {
  /** The EMV BR Code (also the copy-and-paste text): static in the sandbox, dynamic (a location URL) at a PSP. */
  copyPaste: string;
  /** The PSP's location URL of a dynamic charge; null for the sandbox's static code. */
  location: string | null;
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

/** Who pays a Pix charge, when known: the standard's `devedor` (a PSP shows it to the payer's bank). */
export interface PixPayer {
  cpf: string;
  name: string;
}

export interface PaymentGateway {
  /** Who holds the charges: kept on each payment row, so a charge is always asked of the provider that made it. */
  readonly provider: "sandbox" | "pix";
  pix(request: { amount: number; reference: string; now: Date; payer: PixPayer | null }): Promise<PixCharge>;
  /** Withdraws a live Pix charge (renewal, change of plan, cancellation), so that it can no longer be paid. */
  withdrawPix(txid: string): Promise<void>;
  /** `today` is the banking calendar day (YYYY-MM-DD) the slip is issued on. */
  slip(request: { amount: number; reference: string; today: string }): Promise<SlipCharge>;
  card(request: { card: CardDetails; amount: number; installments: number }): Promise<CardAttempt>;
  status(attempt: StoredAttempt, now: Date, today: string): ProviderStatus;
}
