import { assign, fromPromise, setup } from "xstate";
import type { Cart, CartOrder, CartOrderMethod, CartOrderQuote } from "#src/services/api/cart-api.ts";
import {
  initialCartOrderContext,
  type CartOrderContext,
  type CartOrderEvent,
  type CartOrderFailure,
  type OrderCard,
} from "./cart-order.types.ts";

/** What the quote and the order are asked with. */
export interface OrderTerms {
  voucher: string | null;
  method: CartOrderMethod;
  installments: number;
}
const termsOf = ({ voucher, method, installments }: CartOrderContext): OrderTerms => ({
  voucher,
  method,
  installments,
});

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** Actors reject with a CartOrderFailure (cart-order.actors.ts turns the services' errors into one). */
const failureOf = (error: unknown): CartOrderFailure =>
  typeof error === "object" && error !== null && typeof (error as { kind?: unknown }).kind === "string"
    ? (error as CartOrderFailure)
    : { kind: "unexpected" };

const payable = (cart: Cart | null) => (cart?.lines ?? []).some((line) => !line.owned);

/**
 * Paying the whole cart as one order with one Pix, slip or card (issue 28, ADR 067): the cart is read (the
 * browser's own cart merged into the person's first; signed out, the page asks to sign in) → the server quotes it
 * for the chosen method (by card, for the chosen installments) → the person reviews every course and the total, and
 * may apply a voucher (its rules say which courses it discounts) or remove it → one charge for the order → a Pix is
 * watched until paid or expired (renewed for the same total); a slip or a card in review is watched until paid; a
 * refused card goes back to the review with the reason (paying again makes a new order, closing this one). A watch
 * that fails is tried again on request.
 */
export const cartOrderMachine = setup({
  types: { context: {} as CartOrderContext, events: {} as CartOrderEvent },
  actors: {
    openCart: fromPromise<Cart>(mustBeProvided),
    quoteOrder: fromPromise<CartOrderQuote, OrderTerms>(mustBeProvided),
    placeOrder: fromPromise<CartOrder, OrderTerms & { card: OrderCard | null }>(mustBeProvided),
    watchOrder: fromPromise<CartOrder, { id: number }>(mustBeProvided),
    renewPix: fromPromise<CartOrder, { id: number }>(mustBeProvided),
  },
  guards: {
    signedOut: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "signedOut",
    nothingToPay: ({ context }) => !payable(context.cart),
    quoted: ({ context }) => context.quote !== null,
    paid: ({ context }) => context.order?.paid === true,
    pixExpired: ({ context }) => context.order?.pix?.status === "expired",
    cardDenied: ({ context }) =>
      context.order?.payment?.method === "card" && context.order.payment.status === "denied",
  },
}).createMachine({
  id: "cart-order",
  initial: "loading",
  context: initialCartOrderContext,
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: "openCart",
        src: "openCart",
        onDone: { target: "checking", actions: assign({ cart: ({ event }) => event.output }) },
        onError: [
          { guard: "signedOut", target: "signedOut" },
          { target: "loadFailed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    checking: { always: [{ guard: "nothingToPay", target: "empty" }, { target: "quoting" }] },
    // The server's prices, course by course, with the voucher asked for: the review shows what will be charged.
    quoting: {
      invoke: {
        id: "quoteOrder",
        src: "quoteOrder",
        input: ({ context }) => termsOf(context),
        onDone: {
          target: "review",
          actions: assign({
            quote: ({ event }) => event.output,
            voucher: ({ event }) => event.output.voucher?.tag ?? null,
            failure: null,
          }),
        },
        onError: [
          {
            // A refused voucher leaves the last prices and says why beside the field.
            guard: "quoted",
            target: "review",
            actions: assign({
              voucher: ({ context }) => context.quote?.voucher?.tag ?? null,
              failure: ({ event }) => failureOf(event.error),
            }),
          },
          { target: "loadFailed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
        ],
      },
    },
    signedOut: {},
    loadFailed: { on: { RETRY: "loading" } },
    empty: {},
    review: {
      on: {
        PAY: { target: "placing", actions: assign({ card: ({ event }) => event.card ?? null }) },
        CHOOSE_METHOD: {
          target: "quoting",
          actions: assign({ method: ({ event }) => event.method, installments: 1, failure: null }),
        },
        CHOOSE_INSTALLMENTS: {
          target: "quoting",
          actions: assign({ installments: ({ event }) => event.installments, failure: null }),
        },
        APPLY_VOUCHER: {
          target: "quoting",
          actions: assign({ voucher: ({ event }) => event.tag, failure: null }),
        },
        REMOVE_VOUCHER: { target: "quoting", actions: assign({ voucher: null, failure: null }) },
      },
    },
    placing: {
      entry: assign({ failure: null }),
      invoke: {
        id: "placeOrder",
        src: "placeOrder",
        input: ({ context }) => ({ ...termsOf(context), card: context.card }),
        // The card is forgotten as soon as the order is answered, either way.
        onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output, card: null }) },
        onError: {
          target: "review",
          actions: assign({ failure: ({ event }) => failureOf(event.error), card: null }),
        },
      },
    },
    deciding: {
      always: [
        { guard: "paid", target: "paid" },
        { guard: "pixExpired", target: "pixExpired" },
        { guard: "cardDenied", target: "review", actions: assign({ failure: { kind: "cardDenied" } }) },
        { target: "awaitingPayment" },
      ],
    },
    // The order's Pix, its slip or its card in review: watched until paid (or the Pix expired).
    awaitingPayment: {
      invoke: {
        id: "watchOrder",
        src: "watchOrder",
        input: ({ context }) => ({ id: context.order!.id }),
        onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output }) },
        onError: "watchInterrupted",
      },
    },
    watchInterrupted: { on: { CHECK_AGAIN: "deciding" } },
    pixExpired: { on: { RENEW_PIX: { target: "renewingPix", actions: assign({ failure: null }) } } },
    renewingPix: {
      invoke: {
        id: "renewPix",
        src: "renewPix",
        input: ({ context }) => ({ id: context.order!.id }),
        onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output }) },
        onError: {
          target: "pixExpired",
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    paid: { type: "final" },
  },
});
