import type { SnapshotFrom } from "xstate";
import { installmentPlan } from "#src/domain/payments/installments.ts";
import type { Cart, CartOrder, CartOrderMethod, CartOrderQuote } from "#src/services/api/cart-api.ts";
import type { cartOrderMachine } from "./cart-order.machine.ts";
import {
  initialCartOrderContext,
  type CartOrderContext,
  type CartOrderEvent,
  type OrderCard,
} from "./cart-order.types.ts";

export type { Cart, CartOrder, CartOrderMethod, CartOrderQuote, OrderCard };

/** The methods an order is paid by, in the order the page offers them. */
export const orderMethods = ["pix", "boleto", "card"] as const satisfies readonly CartOrderMethod[];

/** Where the order stands, as the page shows it (views never match states). */
export const cartOrderStatuses = [
  "loading",
  "signedOut",
  "loadFailed",
  "empty",
  "quoting",
  "review",
  "placing",
  "awaitingPayment",
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
  /** How the order is paid, and by card in how many installments. */
  method: CartOrderMethod;
  installments: number;
  /**
   * By card, each count the order takes with its installment at the quoted (card) total — `installmentPlan`, as
   * the server splits the charge — so the select, the button and the charge agree; empty for Pix and slip.
   */
  installmentOptions: { installments: number; value: number }[];
  order: CartOrder | null;
  /** An i18n key (cart namespace) for the last refusal. */
  failureKey: string | null;
  pay(card?: OrderCard): void;
  chooseMethod(method: CartOrderMethod): void;
  chooseInstallments(installments: number): void;
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
    method: context.method,
    installments: context.installments,
    installmentOptions:
      context.method === "card" && context.quote
        ? Array.from({ length: context.quote.maxInstallments }, (_, index) => ({
            installments: index + 1,
            value: installmentPlan(context.quote!.total, index + 1).installmentValue,
          }))
        : [],
    order: context.order,
    failureKey: context.failure ? `order.failure.${context.failure.kind}` : null,
    pay: (card) => send(card ? { type: "PAY", card } : { type: "PAY" }),
    chooseMethod: (method) => send({ type: "CHOOSE_METHOD", method }),
    chooseInstallments: (installments) => send({ type: "CHOOSE_INSTALLMENTS", installments }),
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
  cartOrderApi(initialCartOrderContext, "loading", send);
