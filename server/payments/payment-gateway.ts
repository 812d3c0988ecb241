import type { CardDenialReason } from "#src/domain/payments/card-denial.ts";

/**
 * The port between checkout and a payment provider. The sandbox (sandbox-gateway.ts) implements it with
 * standards-exact codes; Pix PSPs (providers/pix/) and Mercado Pago for card and boleto (providers/mercadopago/)
 * are the real implementations, combined by payment-providers.ts. Card details never reach the port (ADR 059):
 * the browser tokenizes the card and the port gets the gateway's single-use token.
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
  /** The gateway's printable slip (Mercado Pago's external_resource_url); null when Sabiá prints it (sandbox). */
  url: string | null;
  /** The gateway's id of the payment (Mercado Pago's payment id); null for the sandbox. */
  gatewayPaymentId: string | null;
}

/** Who pays a slip: a registered boleto names the payer, with an address (Mercado Pago requires it). */
export interface SlipPayer {
  name: string;
  /** 11 digits. */
  cpf: string;
  email: string;
  address: {
    zipCode: string;
    streetName: string;
    streetNumber: string;
    neighborhood: string;
    city: string;
    federalUnit: string;
  } | null;
}

export interface CardRequest {
  /** The gateway's single-use card token (MercadoPago.js, or the sandbox's tokenizer in the browser). */
  token: string;
  /** The gateway's payment method id (visa, master, elo, …). */
  paymentMethodId: string;
  issuerId: string | null;
  amount: number;
  installments: number;
  /** The purchase's transaction number, the gateway's external_reference. */
  reference: string;
  /** Stable for one payment request (the checkout's idempotency key): a retry is the same charge at the gateway. */
  idempotencyKey: string;
  payer: { email: string; cpf: string | null };
}

interface CardAttemptCommon {
  brand: string;
  last4: string;
  /** The gateway's id of the payment; null for the sandbox. */
  gatewayPaymentId: string | null;
}

/** approved; denied with a reason the checkout translates; pending = in review (anti-fraud, 3-D Secure). */
export type CardAttempt =
  | (CardAttemptCommon & { outcome: "approved" })
  | (CardAttemptCommon & { outcome: "denied"; reason: CardDenialReason })
  | (CardAttemptCommon & { outcome: "pending" });

/** A refund (full or partial) of a payment the gateway made: `refunded` at once, or `pending` until its webhook says so. */
export interface RefundResult {
  status: "refunded" | "pending";
}

export type PaymentProviderName = "sandbox" | "pix" | "mercadopago";

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
  /** Who holds the Pix charges: kept on each Pix payment row, so a charge is always asked of its provider. */
  readonly provider: PaymentProviderName;
  /** Who holds a method's charges (kept on the payment row): with Pix at a PSP, card and boleto may be elsewhere. */
  providerFor(method: "pix" | "boleto" | "card"): PaymentProviderName;
  pix(request: { amount: number; reference: string; now: Date; payer: PixPayer | null }): Promise<PixCharge>;
  /** Withdraws a live Pix charge (renewal, change of plan, cancellation), so that it can no longer be paid. */
  withdrawPix(txid: string): Promise<void>;
  /** `today` is the banking calendar day (YYYY-MM-DD) the slip is issued on. */
  slip(request: {
    amount: number;
    reference: string;
    today: string;
    payer: SlipPayer | null;
    idempotencyKey: string;
  }): Promise<SlipCharge>;
  card(request: CardRequest): Promise<CardAttempt>;
  /**
   * The installment counts the gateway charges without interest to the customer (spec §4) for `amount` on this
   * payment method, at most `max`, in order. Absent: the gateway charges the plan as it is (the sandbox).
   */
  interestFreeInstallments?(request: {
    amount: number;
    paymentMethodId: string;
    max: number;
  }): Promise<number[]>;
  /**
   * A refund of a card or boleto payment the gateway holds (`gatewayPaymentId`): the whole payment, or `amount`
   * of it (one course of an order, ADR 067).
   */
  refund(request: {
    gatewayPaymentId: string;
    idempotencyKey: string;
    amount?: number;
  }): Promise<RefundResult>;
  status(attempt: StoredAttempt, now: Date, today: string): ProviderStatus;
}
