import type { Cart, CartOrder } from "../../services/api/cart-api.ts";

/**
 * Why a step of the order failed, as the page says it: signed out (sign in first), refused while an operator acts
 * as the person (ADR 050), the cart changed under the order (a 400 naming the cart), or anything else.
 */
export type CartOrderFailure = { kind: "signedOut" | "impersonating" | "cartChanged" | "unexpected" };

export interface CartOrderContext {
  /** The person's cart as the server priced it (the browser's own cart merged into it first). */
  cart: Cart | null;
  order: CartOrder | null;
  failure: CartOrderFailure | null;
}

export type CartOrderEvent =
  { type: "PAY" } | { type: "RENEW_PIX" } | { type: "CHECK_AGAIN" } | { type: "RETRY" };
