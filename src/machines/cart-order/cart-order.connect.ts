import type { SnapshotFrom } from "xstate";
import type { Cart, CartOrder } from "../../services/api/cart-api.ts";
import type { cartOrderMachine } from "./cart-order.machine.ts";
import type { CartOrderContext, CartOrderEvent } from "./cart-order.types.ts";

export type { Cart, CartOrder };

/** Where the order stands, as the page shows it (views never match states). */
export const cartOrderStatuses = [
  "loading",
  "signedOut",
  "loadFailed",
  "empty",
  "review",
  "placing",
  "awaitingPix",
  "watchInterrupted",
  "pixExpired",
  "renewingPix",
  "paid",
] as const;
export type CartOrderStatus = (typeof cartOrderStatuses)[number];

export interface CartOrderApi {
  status: CartOrderStatus;
  cart: Cart | null;
  order: CartOrder | null;
  /** An i18n key (cart namespace) for the last refusal. */
  failureKey: string | null;
  pay(): void;
  renewPix(): void;
  checkAgain(): void;
  retry(): void;
}

export function cartOrderApi(
  context: CartOrderContext,
  status: CartOrderStatus,
  send: (event: CartOrderEvent) => void,
): CartOrderApi {
  return {
    status,
    cart: context.cart,
    order: context.order,
    failureKey: context.failure ? `order.failure.${context.failure.kind}` : null,
    pay: () => send({ type: "PAY" }),
    renewPix: () => send({ type: "RENEW_PIX" }),
    checkAgain: () => send({ type: "CHECK_AGAIN" }),
    retry: () => send({ type: "RETRY" }),
  };
}

export function connectCartOrder(
  snapshot: SnapshotFrom<typeof cartOrderMachine>,
  send: (event: CartOrderEvent) => void,
): CartOrderApi {
  const status = cartOrderStatuses.find((state) => snapshot.matches(state)) ?? "loading";
  return cartOrderApi(snapshot.context, status, send);
}

/** Before the machine has loaded: the cart is on its way; events are queued. */
export const idleCartOrder = (send: (event: CartOrderEvent) => void): CartOrderApi =>
  cartOrderApi({ cart: null, order: null, failure: null }, "loading", send);
