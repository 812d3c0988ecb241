import type { Cart, CartOrder, CartOrderQuote } from "../../services/api/cart-api.ts";

/**
 * Why a step of the order failed, as the page says it: signed out (sign in first), refused while an operator acts
 * as the person (ADR 050), the cart changed under the order (a 400 naming the cart), a voucher that is unknown,
 * expired or allows none of the cart's courses (a 400 naming the voucher), or anything else.
 */
export type CartOrderFailure = {
  kind: "signedOut" | "impersonating" | "cartChanged" | "voucher" | "unexpected";
};

export interface CartOrderContext {
  /** The person's cart as the server priced it (the browser's own cart merged into it first). */
  cart: Cart | null;
  /** The order's prices as the server will charge them, with the applied voucher. */
  quote: CartOrderQuote | null;
  /** The voucher being asked for (null: none). */
  voucher: string | null;
  order: CartOrder | null;
  failure: CartOrderFailure | null;
}

export type CartOrderEvent =
  | { type: "PAY" }
  | { type: "APPLY_VOUCHER"; tag: string }
  | { type: "REMOVE_VOUCHER" }
  | { type: "RENEW_PIX" }
  | { type: "CHECK_AGAIN" }
  | { type: "RETRY" };
