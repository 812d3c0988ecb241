/** The checkout service's contract: its options, the card it takes, and every call (checkout.service.ts). */
import type { Effect } from "effect";
import type { CaptchaRejected } from "../api/api-errors.ts";
import type { CardInBrowser } from "#src/domain/payments/card-token.ts";
import type { FastBuyPayload, SlipAddress } from "../api/checkout-api.ts";
import type {
  CardBrand,
  Checkout,
  Conflict,
  PaidCheck,
  PixPayment,
  PriceLine,
} from "../api/checkout-schemas.ts";
import type {
  CancellationQuote,
  MyCourse,
  PurchaseItem,
  PurchaseList,
  PurchasesOwner,
} from "../api/purchases-api.ts";
import type { CandidateFailure, SubscriptionFailure } from "./checkout-failures.ts";
import type { TokenizeCard } from "./mercadopago-tokenizer.ts";

export interface CheckoutOptions {
  /** Origin of the platform API (it lives under /api there), e.g. window.location.origin. */
  baseUrl: string;
  language: string;
  tenantAlias: string;
  /** Tests pin the idempotency keys; the default is a random one per intention. */
  newIdempotencyKey?: () => string;
  /**
   * Turns the card into the gateway's single-use token in the browser (ADR 059); the default is the sandbox's
   * tokenizer. The browser passes the card step's slot (card-tokenizer-slot.ts): Mercado Pago's createCardToken
   * when the checkout's `cardGateway` says so. Null: the card cannot be tokenized.
   */
  tokenizeCard?: TokenizeCard;
}

/** The card as the checkout form holds it in the browser, and the plan's installments; never sent as such. */
export type CardToPay = CardInBrowser & { installments: number };

export type Candidate<A> = Effect.Effect<A, CandidateFailure>;
export type Subscription<A> = Effect.Effect<A, SubscriptionFailure>;

/**
 * The checkout calls of spec §7 ("Candidate (token)", "Subscription (token)"): every answer decoded by the shared
 * contract, every failure typed (spec §8: 400/404/503 as they are, anything else the service's named error).
 * Payment calls carry an idempotency key per intention (PaymentIntents).
 */
export interface CheckoutServiceApi {
  readonly createOrRecover: (friendlyUrl: string) => Subscription<{ subscriptionId: number }>;
  readonly getToEcommerce: (subscriptionId: number) => Subscription<Checkout>;
  readonly fastBuyCheckout: (subscriptionId: number) => Subscription<Checkout>;
  readonly reassociateDiscounts: (subscriptionId: number) => Subscription<Checkout>;
  readonly associateVoucher: (subscriptionId: number, tag: string) => Subscription<Checkout>;
  readonly removeVoucher: (subscriptionId: number) => Subscription<Checkout>;
  /** Refund credit (ADR 047): the purchase uses up to `amount` reais of the person's balance; 0 gives it back. */
  readonly useCredit: (subscriptionId: number, amount: number) => Subscription<Checkout>;
  readonly slipExpiration: (subscriptionId: number) => Subscription<{ dueDate: string }>;
  readonly campaignDiscount: (
    courseId: number,
    priceListValueId: number,
  ) => Subscription<{ campaign: Checkout["campaign"] }>;
  /** First element of the answer (spec §7), or null for an empty list. */
  readonly discountCalculator: (request: {
    subscriptionId: number;
    priceListValueId: number;
    tag?: string;
  }) => Subscription<PriceLine | null>;
  /** First element of the answer (spec §7), or null for an empty list. */
  readonly coursePrice: (request: {
    subscriptionId: number;
    priceListValueId?: number;
  }) => Subscription<PriceLine | null>;
  /** Quick purchase: like sign-up (spec §8), its refusals (409 e-mail or CPF taken, 403 captcha) reach the caller. */
  readonly fastBuyAccount: (
    payload: FastBuyPayload,
    captcha: string | null,
  ) => Effect.Effect<{ accessToken: string }, SubscriptionFailure | Conflict | CaptchaRejected>;
  readonly checkout: (subscriptionId: number) => Candidate<Checkout>;
  readonly createInstallments: (subscriptionId: number, priceListValueId: number) => Candidate<Checkout>;
  readonly updateHubspotDeal: (subscriptionId: number) => Candidate<{ updated: boolean }>;
  readonly voucherPreview: (
    subscriptionId: number,
    tag: string,
    priceListValueId: number,
  ) => Candidate<{ tag: string; percent: number; discount: number; total: number }>;
  readonly isPaid: (subscriptionId: number) => Candidate<PaidCheck>;
  readonly pixCode: (subscriptionId: number) => Candidate<PixPayment>;
  readonly paymentCaptcha: (
    subscriptionId: number,
  ) => Candidate<{ required: boolean; challengePath: string }>;
  readonly cardBrands: (subscriptionId: number) => Candidate<readonly (typeof CardBrand.Type)[]>;
  readonly payByPix: (subscriptionId: number) => Candidate<Checkout>;
  /** A slip registered at a gateway carries the payer's address (the checkout's `slipNeedsAddress`). */
  readonly payBySlip: (subscriptionId: number, address?: SlipAddress) => Candidate<Checkout>;
  /** Tokenizes the card in the browser, then posts only the token (ADR 059). */
  readonly payByCard: (
    subscriptionId: number,
    card: CardToPay,
    captcha: string | null,
  ) => Candidate<Checkout>;
  readonly renewPix: (subscriptionId: number, validationKey: string) => Candidate<Checkout>;
  /** After the purchase (spec §7): the person's purchases (a page of 10) and courses, asked by e-mail and CPF. */
  readonly purchasedCourses: (owner: PurchasesOwner) => Candidate<PurchaseList>;
  readonly myCourses: (owner: PurchasesOwner) => Candidate<readonly MyCourse[]>;
  /** One purchase of the person (the details page) and its cancellation (spec §9): quote, then request. */
  readonly purchase: (subscriptionId: number) => Candidate<PurchaseItem>;
  readonly cancellationQuote: (subscriptionId: number) => Candidate<CancellationQuote>;
  readonly requestCancellation: (subscriptionId: number) => Candidate<PurchaseItem>;
}
