import type { SnapshotFrom } from "xstate";
import type { Cart, CartOrder, CartOrderQuote } from "../../services/api/cart-api.ts";
import type { cartOrderMachine } from "./cart-order.machine.ts";
import type { CartOrderContext, CartOrderEvent } from "./cart-order.types.ts";

export type { Cart, CartOrder, CartOrderQuote };

/** Where the order stands, as the page shows it (views never match states). */
export const cartOrderStatuses = [
  "loading",
  "signedOut",
  "loadFailed",
  "empty",
  "quoting",
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
  quote: CartOrderQuote | null;
  /** The voucher asked for or applied. */
  voucher: string | null;
  order: CartOrder | null;
  /** An i18n key (cart namespace) for the last refusal. */
  failureKey: string | null;
  pay(): void;
  applyVoucher(tag: string): void;
  removeVoucher(): void;
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
    quote: context.quote,
    voucher: context.voucher,
    order: context.order,
    failureKey: context.failure ? `order.failure.${context.failure.kind}` : null,
    pay: () => send({ type: "PAY" }),
    applyVoucher: (tag) => send({ type: "APPLY_VOUCHER", tag: tag.trim() }),
    removeVoucher: () => send({ type: "REMOVE_VOUCHER" }),
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
  cartOrderApi({ cart: null, quote: null, voucher: null, order: null, failure: null }, "loading", send);
