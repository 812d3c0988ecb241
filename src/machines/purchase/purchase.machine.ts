import { assign, fromPromise, setup } from "xstate";
import { isMoneyRefusal } from "#src/domain/session/impersonation-refusals.ts";
import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";
import type { PurchaseContext, PurchaseEvent, PurchaseInput } from "./purchase.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

type Status = PurchaseItem["status"];
const statusIs =
  (status: Status) =>
  ({ context }: { context: PurchaseContext }) =>
    context.purchase.status === status;

/**
 * The states of a purchase (spec §4) as My Purchases' details page shows them, and what each allows. The server
 * moves a purchase (a slip clears within 2 business days, a Pix at once, a card when the operator confirms or
 * denies it, support confirms a cancellation); the page follows it by reading it again. Cancelling is asked
 * first (the server's quote of §9: full, proportional with the fine, or refused) and confirmed second; unpaid
 * purchases are cancelled at once, money on its way waits in "awaiting cancellation".
 */
export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    input: {} as PurchaseInput,
  },
  actors: {
    loadQuote: fromPromise<CancellationQuote, { subscriptionId: number }>(mustBeProvided),
    requestCancellation: fromPromise<PurchaseItem, { subscriptionId: number }>(mustBeProvided),
    loadPurchase: fromPromise<PurchaseItem, { subscriptionId: number }>(mustBeProvided),
  },
  actions: {
    /** The server's answer is the purchase now (its state included). */
    loaded: assign({
      purchase: ({ event }) => (event as unknown as { output: PurchaseItem }).output,
      quote: null,
      failed: false,
      refusedWhileImpersonating: false,
    }),
    markFailed: assign({
      failed: true,
      refusedWhileImpersonating: ({ event }) => isMoneyRefusal((event as { error?: unknown }).error),
    }),
  },
  guards: {
    awaitingPayment: statusIs("awaiting-payment"),
    paymentPending: statusIs("payment-pending"),
    paymentConfirmed: statusIs("payment-confirmed"),
    awaitingCancellation: statusIs("awaiting-cancellation"),
    cancellationRequested: statusIs("cancellation-requested"),
    cancellationConfirmed: statusIs("cancellation-confirmed"),
    quoteRefused: ({ event }) =>
      (event as unknown as { output: CancellationQuote }).output.kind === "refused",
  },
}).createMachine({
  id: "purchase",
  initial: "routing",
  context: ({ input }) => ({
    purchase: input.purchase,
    quote: null,
    failed: false,
    refusedWhileImpersonating: false,
  }),
  states: {
    /** Where the server's status puts the page. */
    routing: {
      always: [
        { guard: "awaitingPayment", target: "awaitingPayment" },
        { guard: "paymentPending", target: "paymentPending" },
        { guard: "paymentConfirmed", target: "paymentConfirmed" },
        { guard: "awaitingCancellation", target: "awaitingCancellation" },
        { guard: "cancellationRequested", target: "cancellationRequested" },
        { guard: "cancellationConfirmed", target: "cancellationConfirmed" },
        { target: "purchaseCanceled" },
      ],
    },
    awaitingPayment: { on: { CANCEL: "quoting", REFRESH: "refreshing" } },
    paymentPending: { on: { CANCEL: "quoting", REFRESH: "refreshing" } },
    // Paid: nothing moves it but the person (cancelling), so there is nothing to read again.
    paymentConfirmed: { on: { CANCEL: "quoting" } },
    awaitingCancellation: { on: { REFRESH: "refreshing" } },
    cancellationRequested: { on: { REFRESH: "refreshing" } },
    cancellationConfirmed: {},
    purchaseCanceled: {},
    quoting: {
      entry: assign({ failed: false }),
      invoke: {
        id: "loadQuote",
        src: "loadQuote",
        input: ({ context }) => ({ subscriptionId: context.purchase.subscriptionId }),
        onDone: [
          {
            guard: "quoteRefused",
            target: "cancellationRefused",
            actions: assign({ quote: ({ event }) => event.output }),
          },
          { target: "reviewingCancellation", actions: assign({ quote: ({ event }) => event.output }) },
        ],
        onError: { target: "routing", actions: "markFailed" },
      },
    },
    /** The quote says why this purchase cannot be cancelled (certificate, all lessons available, closed). */
    cancellationRefused: { on: { DISMISS: { target: "routing", actions: assign({ quote: null }) } } },
    /** The refund, fine and credit are shown; nothing has changed yet. */
    reviewingCancellation: {
      on: {
        CONFIRM: "requesting",
        DISMISS: { target: "routing", actions: assign({ quote: null, failed: false }) },
      },
    },
    requesting: {
      entry: assign({ failed: false }),
      invoke: {
        id: "requestCancellation",
        src: "requestCancellation",
        input: ({ context }) => ({ subscriptionId: context.purchase.subscriptionId }),
        onDone: { target: "routing", actions: "loaded" },
        onError: { target: "reviewingCancellation", actions: "markFailed" },
      },
    },
    refreshing: {
      entry: assign({ failed: false }),
      invoke: {
        id: "loadPurchase",
        src: "loadPurchase",
        input: ({ context }) => ({ subscriptionId: context.purchase.subscriptionId }),
        onDone: { target: "routing", actions: "loaded" },
        onError: { target: "routing", actions: "markFailed" },
      },
    },
  },
});
