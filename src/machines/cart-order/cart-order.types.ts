import type { Cart, CartOrder, CartOrderMethod, CartOrderQuote } from "#src/services/api/cart-api.ts";

/** The card as typed: tokenized in the browser by the gateway's script when the order is placed, never sent. */
export interface OrderCard {
  number: string;
  holder: string;
  expiry: string;
  cvv: string;
}

/**
 * Why a step of the order failed, as the page says it: signed out (sign in first), refused while an operator acts
 * as the person (ADR 050), the cart changed under the order (a 400 naming the cart), a voucher that is unknown,
 * expired or allows none of the cart's courses (a 400 naming the voucher), a card that could not be tokenized or
 * that the gateway refused, an earlier order's payment still under way (409), or anything else.
 */
export type CartOrderFailure = {
  kind:
    | "signedOut"
    | "impersonating"
    | "cartChanged"
    | "voucher"
    | "card"
    | "cardDenied"
    | "inProgress"
    | "unexpected";
};

export interface CartOrderContext {
  /** The person's cart as the server priced it (the browser's own cart merged into it first). */
  cart: Cart | null;
  /** The order's prices as the server will charge them, with the applied voucher. */
  quote: CartOrderQuote | null;
  /** The voucher being asked for (null: none). */
  voucher: string | null;
  /** How the order is paid: one Pix, one slip or one card charge; by card, in `installments`. */
  method: CartOrderMethod;
  installments: number;
  /** The card typed for this payment, held only while the order is being placed. */
  card: OrderCard | null;
  order: CartOrder | null;
  failure: CartOrderFailure | null;
}

export type CartOrderEvent =
  | { type: "PAY"; card?: OrderCard }
  | { type: "CHOOSE_METHOD"; method: CartOrderMethod }
  | { type: "CHOOSE_INSTALLMENTS"; installments: number }
  | { type: "APPLY_VOUCHER"; tag: string }
  | { type: "REMOVE_VOUCHER" }
  | { type: "RENEW_PIX" }
  | { type: "CHECK_AGAIN" }
  | { type: "RETRY" };

/** Before anything is read: no cart, no quote, Pix chosen. */
export const initialCartOrderContext: CartOrderContext = {
  cart: null,
  quote: null,
  voucher: null,
  method: "pix",
  installments: 1,
  card: null,
  order: null,
  failure: null,
};
