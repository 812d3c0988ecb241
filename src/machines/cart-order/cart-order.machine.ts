import { assign, fromPromise, setup } from "xstate";
import type { Cart, CartOrder } from "../../services/api/cart-api.ts";
import type { CartOrderContext, CartOrderEvent, CartOrderFailure } from "./cart-order.types.ts";

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
 * Paying the whole cart as one order with one Pix (issue 28, ADR 067): the cart is read (the browser's own cart
 * merged into the person's first; signed out, the page asks to sign in) → the person reviews every course and
 * the total → one Pix for the order → the code is watched until paid (every course is then the person's) or
 * expired (renewed for the same total). A watch that fails is tried again on request.
 */
export const cartOrderMachine = setup({
  types: { context: {} as CartOrderContext, events: {} as CartOrderEvent },
  actors: {
    openCart: fromPromise<Cart>(mustBeProvided),
    placeOrder: fromPromise<CartOrder>(mustBeProvided),
    watchOrder: fromPromise<CartOrder, { id: number }>(mustBeProvided),
    renewPix: fromPromise<CartOrder, { id: number }>(mustBeProvided),
  },
  guards: {
    signedOut: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "signedOut",
    nothingToPay: ({ context }) => !payable(context.cart),
    paid: ({ context }) => context.order?.paid === true,
    pixExpired: ({ context }) => context.order?.pix?.status === "expired",
  },
}).createMachine({
  id: "cart-order",
  initial: "loading",
  context: { cart: null, order: null, failure: null },
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
    checking: { always: [{ guard: "nothingToPay", target: "empty" }, { target: "review" }] },
    signedOut: {},
    loadFailed: { on: { RETRY: "loading" } },
    empty: {},
    review: { on: { PAY: "placing" } },
    placing: {
      entry: assign({ failure: null }),
      invoke: {
        id: "placeOrder",
        src: "placeOrder",
        onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: "review", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    deciding: {
      always: [
        { guard: "paid", target: "paid" },
        { guard: "pixExpired", target: "pixExpired" },
        { target: "awaitingPix" },
      ],
    },
    awaitingPix: {
      invoke: {
        id: "watchOrder",
        src: "watchOrder",
        input: ({ context }) => ({ id: context.order!.id }),
        onDone: { target: "deciding", actions: assign({ order: ({ event }) => event.output }) },
        onError: "watchInterrupted",
      },
    },
    watchInterrupted: { on: { CHECK_AGAIN: "awaitingPix" } },
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
