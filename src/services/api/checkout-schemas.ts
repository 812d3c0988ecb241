import { Schema } from "effect";
import { HttpApiError } from "effect/http-api";
import { CartCourse } from "./catalog-schemas.ts";
import { CheckoutCredit } from "./credit-schemas.ts";

/** Spec §4 purchase states, as the server stores them. */
export const PurchaseStatus = Schema.Literals([
  "awaiting-payment",
  "payment-pending",
  "payment-confirmed",
  "awaiting-cancellation",
  "cancellation-requested",
  "cancellation-confirmed",
  "purchase-canceled",
]);
export type PurchaseStatus = typeof PurchaseStatus.Type;

/** The plan the person chose (spec §3 payment items): installments of a price-list value. */
export const ChosenPlan = Schema.Struct({
  priceListValueId: Schema.Number,
  installments: Schema.Number,
  installmentValue: Schema.Number,
  /** 1 card, 2 cash (slip or Pix). */
  paymentCondition: Schema.Literals([1, 2]),
});
export type ChosenPlan = typeof ChosenPlan.Type;

/** A voucher tag as people type it: letters and digits (compared without case on the server). */
export const VoucherTag = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{1,40}$/)));
export const AppliedVoucher = Schema.Struct({ tag: Schema.String, percent: Schema.Number });

/** A campaign discount, offered only when a cash plan in one installment exists (spec §4). */
export const Campaign = Schema.Struct({ name: Schema.String, percent: Schema.Number });

/** Pix: EMV BR Code, valid 3 minutes (spec §9), renewable with its validationKey. */
export const PixPayment = Schema.Struct({
  method: Schema.Literal("pix"),
  status: Schema.Literals(["pending", "paid", "expired"]),
  /** The BR Code, also the copy-and-paste text. */
  copyPaste: Schema.String,
  /** The QR image of copyPaste as an SVG data URL, drawn on the server (no QR code in the page's JavaScript). */
  qrSvg: Schema.String,
  expiresAt: Schema.String,
  validationKey: Schema.String,
  amount: Schema.Number,
});
export type PixPayment = typeof PixPayment.Type;

/**
 * Boleto (FEBRABAN): 47-digit typeable line, 44-digit barcode, due date in banking business days. expired: the
 * gateway cancelled it or it lapsed (a new slip can be made while the purchase awaits payment).
 */
export const SlipPayment = Schema.Struct({
  method: Schema.Literal("boleto"),
  status: Schema.Literals(["pending", "paid", "expired"]),
  digitableLine: Schema.String,
  barcode: Schema.String,
  dueDate: Schema.String,
  amount: Schema.Number,
  /** The gateway's printable slip when a gateway registered it (Mercado Pago); absent for Sabiá's own. */
  slipUrl: Schema.optionalKey(Schema.String),
  /** Data do documento: the day the slip was made (Brazil). Absent: an API that does not say. */
  issuedOn: Schema.optionalKey(Schema.String),
  /** Pagador: the person's name and CPF (11 digits) as the slip names them. Absent: an API that does not say. */
  payer: Schema.optionalKey(Schema.Struct({ name: Schema.String, cpf: Schema.NullOr(Schema.String) })),
  /** Beneficiário: who the slip pays, and its CNPJ (14 digits) when the slip is registered. */
  beneficiary: Schema.optionalKey(Schema.Struct({ name: Schema.String, cnpj: Schema.NullOr(Schema.String) })),
});
export type SlipPayment = typeof SlipPayment.Type;

/** Card: the number never comes back, only brand and last four digits. */
export const CardPayment = Schema.Struct({
  method: Schema.Literal("card"),
  status: Schema.Literals(["approved", "pending", "denied"]),
  brand: Schema.String,
  last4: Schema.String,
  installments: Schema.Number,
  installmentValue: Schema.Number,
  amount: Schema.Number,
  /** Why a denied card was refused, a code the page translates (src/domain/payments/card-denial.ts). */
  denialReason: Schema.optionalKey(Schema.String),
});
export type CardPayment = typeof CardPayment.Type;

export const Payment = Schema.Union([PixPayment, SlipPayment, CardPayment]);
export type Payment = typeof Payment.Type;

export const PaymentMethod = Schema.Literals(["pix", "boleto", "card"]);

/**
 * Who turns the card into a token in the browser (ADR 059): the sandbox's own tokenizer, or Mercado Pago's script
 * (MercadoPago.js v2 at `sdkUrl`, with the store's public key), loaded on the card step only.
 */
export const CardGateway = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("sandbox") }),
  Schema.Struct({ kind: Schema.Literal("mercadopago"), publicKey: Schema.String, sdkUrl: Schema.String }),
]);
export type CardGateway = typeof CardGateway.Type;
export type PaymentMethod = typeof PaymentMethod.Type;

/**
 * What each discount took off, in reais (issue 28): the course's own (list price → sale price), the campaign (cash
 * plans) and the voucher (on what the campaign left). They add up to `discounts`.
 */
export const DiscountBreakdown = Schema.Struct({
  course: Schema.Number,
  campaign: Schema.Number,
  voucher: Schema.Number,
});
export type DiscountBreakdown = typeof DiscountBreakdown.Type;

/** One line of discount-calculator / course-price (the client uses the first element, spec §7). */
export const PriceLine = Schema.Struct({
  priceListValueId: Schema.Number,
  installments: Schema.Number,
  installmentValue: Schema.Number,
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  breakdown: Schema.optionalKey(DiscountBreakdown),
});
export type PriceLine = typeof PriceLine.Type;

/**
 * Spec §3 "Checkout state": the subscription (checkoutId) with its course, plan, voucher and latest payment.
 * Totals are always computed on the server; a client never sends a price.
 */
export const Checkout = Schema.Struct({
  subscriptionId: Schema.Number,
  transactionNumber: Schema.String,
  status: PurchaseStatus,
  course: CartCourse,
  plan: Schema.NullOr(ChosenPlan),
  voucher: Schema.NullOr(AppliedVoucher),
  campaign: Schema.NullOr(Campaign),
  subtotal: Schema.Number,
  discounts: Schema.Number,
  total: Schema.Number,
  /** Spec §8: the price changed since the person's last visit; the new total is `total`. */
  priceChanged: Schema.NullOr(Schema.Struct({ previousTotal: Schema.Number })),
  payment: Schema.NullOr(Payment),
  /**
   * The methods this store takes now (ADR 046); the others answer 409 methodUnavailable. Absent (an API that
   * does not say): every method.
   */
  paymentMethods: Schema.optionalKey(Schema.Array(PaymentMethod)),
  /** A slip is registered at a gateway, which needs the payer's address (issue 26). Absent: false. */
  slipNeedsAddress: Schema.optionalKey(Schema.Boolean),
  /** The payments sandbox runs: no charge is real (ADR 046). Absent: false. */
  demo: Schema.optionalKey(Schema.Boolean),
  /** Who tokenizes the card in the browser (ADR 059). Absent: the sandbox. */
  cardGateway: Schema.optionalKey(CardGateway),
  /**
   * The installment counts the card gateway takes without interest to the customer for this purchase (spec §4);
   * card plans in other counts are not offered. Absent: every card plan of the course.
   */
  interestFreeInstallments: Schema.optionalKey(Schema.Array(Schema.Number)),
  /** Refund credit this purchase uses (already off `total`) and what else the person has (ADR 047). Absent: none. */
  credit: Schema.optionalKey(CheckoutCredit),
  /**
   * Every plan at what this purchase would pay for it (voucher, cash campaign and credit applied), while it awaits
   * payment: the plan list and the card's installments show these, so every amount agrees with the charge.
   */
  planPrices: Schema.optionalKey(Schema.Array(PriceLine)),
  /** The chosen plan's discounts one by one. Absent: an answer that cannot tell them apart (a price changed since). */
  breakdown: Schema.optionalKey(DiscountBreakdown),
});
export type Checkout = typeof Checkout.Type;

export const SubscriptionCreated = Schema.Struct({ subscriptionId: Schema.Number });

export const PaidCheck = Schema.Struct({
  paid: Schema.Boolean,
  status: PurchaseStatus,
  payment: Schema.NullOr(Payment),
});
export type PaidCheck = typeof PaidCheck.Type;

export const VoucherPreview = Schema.Struct({
  tag: Schema.String,
  percent: Schema.Number,
  discount: Schema.Number,
  total: Schema.Number,
});

export const CardBrand = Schema.Struct({ brand: Schema.String, maxInstallments: Schema.Number });

export const FastBuyAccount = Schema.Struct({ accessToken: Schema.String });

/**
 * 409: an idempotency key is still being answered (retry later), a fast-buy e-mail/CPF already has an account, or
 * the store does not take this payment method (methodUnavailable); a staff call's username or CPF is taken; the
 * person's course is being watched from another IP right now (streamingElsewhere, ADR 096).
 */
export class Conflict extends HttpApiError.Problem<Conflict>()(
  "Conflict",
  { type: "https://sabia.dev/problems/conflict", status: 409, title: "Conflict" },
  {
    detail: Schema.String,
    code: Schema.Literals([
      "paymentInProgress",
      "emailExists",
      "cpfExists",
      "alreadyPaid",
      "notCancellable",
      "cancellationPending",
      "methodUnavailable",
      "usernameExists",
      "examClosed",
      "streamingElsewhere",
    ]),
    field: Schema.optionalKey(Schema.String),
  },
) {}

/** 422: the same idempotency key was sent with another body. */
export class IdempotencyKeyReused extends HttpApiError.Problem<IdempotencyKeyReused>()(
  "IdempotencyKeyReused",
  { type: "https://sabia.dev/problems/idempotency-key-reused", status: 422, title: "Unprocessable Content" },
  { detail: Schema.String },
) {}
