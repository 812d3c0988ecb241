import type {
  Campaign as CampaignSchema,
  Checkout,
  PaidCheck,
  PriceLine,
} from "#src/services/api/checkout-schemas.ts";

export type Campaign = typeof CampaignSchema.Type;

export type PaymentMethod = "pix" | "boleto" | "card";

/** What the person typed in the card form; it travels in the PAY event only, never in the machine's context. */
export interface CardForm {
  number: string;
  holder: string;
  /** MM/AA as typed. */
  expiry: string;
  cvv: string;
}

/** The payer's address typed for a registered boleto (issue 26); it travels in the PAY event only. */
export type { AddressForm, AddressProblems } from "./slip-address.rules.ts";
import type { AddressForm, AddressProblems } from "./slip-address.rules.ts";
import type { SlipAddress } from "#src/services/api/checkout-api.ts";

export type CardField = "number" | "holder" | "expiry" | "cvv" | "captcha";
/** Field → i18n key (checkout namespace). */
export type CardProblems = Partial<Record<CardField, string>>;

export interface SubscriptionCheckoutInput {
  /** The course's friendly URL (/checkout/{product}). */
  product: string;
  /** Whether an access token is stored: without one the page offers sign-in and quick purchase. */
  signedIn: boolean;
}

/** A checkout answer together with the price line of course-price / discount-calculator (first element). */
export interface PricedCheckout {
  checkout: Checkout;
  price: PriceLine | null;
}

export interface SubscriptionCheckoutContext {
  product: string;
  signedIn: boolean;
  subscriptionId: number | null;
  checkout: Checkout | null;
  price: PriceLine | null;
  /** From get-campaign-discount, asked only when the course has a cash plan in one installment (spec §4). */
  campaign: Campaign | null;
  method: PaymentMethod | null;
  /** The plan being saved (create-installments): shown as chosen at once, dropped if the call fails. */
  pendingPlanId: number | null;
  /** Whether the next card payment needs a solved captcha (GET /provider/{id}/recaptcha). */
  captchaRequired: boolean;
  /** i18n key of the voucher field's problem (malformed, or refused by the API's 400). */
  voucherProblem: string | null;
  cardProblems: CardProblems;
  /** The slip's address fields and what is wrong with each (only when the slip needs an address). */
  addressProblems: AddressProblems;
  /** i18n key of a step-level failure (plan not saved, payment not processed, Pix not renewed). */
  failure: string | null;
}

export type SubscriptionCheckoutEvent =
  | { type: "RETRY" }
  | { type: "CHOOSE_PLAN"; priceListValueId: number }
  | { type: "APPLY_VOUCHER"; tag: string }
  | { type: "REMOVE_VOUCHER" }
  /** Refund credit (ADR 047): use `amount` reais of it on this purchase (0 gives it back). */
  | { type: "USE_CREDIT"; amount: number }
  | { type: "CONTINUE" }
  | { type: "BACK" }
  | { type: "SELECT_METHOD"; method: PaymentMethod }
  | {
      type: "PAY";
      card?: CardForm;
      captcha?: string | null;
      address?: AddressForm;
      /** When the person pressed Pay by the platform's clock (ISO): a card's expiry is checked against it. */
      at?: string;
    }
  | { type: "RENEW_PIX" }
  | { type: "CHANGE_METHOD" }
  | { type: "CHECK_AGAIN" };

/** Input of the pay actor: the method, and for a card the form's fields as the API takes them. */
export interface PayInput {
  subscriptionId: number;
  method: PaymentMethod;
  card: {
    cardNumber: string;
    holderName: string;
    expiryMonth: number;
    expiryYear: number;
    cvv: string;
    installments: number;
  } | null;
  captcha: string | null;
  /** A slip registered at a gateway: the payer's address (absent for the sandbox's own slip). */
  address?: SlipAddress;
}

export type { Checkout, PaidCheck, PriceLine };
