import { assign, fromPromise, setup } from "xstate";
import type {
  SupportActRequest,
  SupportQueue,
  SupportQueueContext,
  SupportQueueEvent,
  SupportQueueFailure,
} from "./support-queue.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** Actors reject with a SupportQueueFailure (support-queue.actors.ts turns the services' errors into one). */
const failureOf = (error: unknown): SupportQueueFailure =>
  typeof error === "object" && error !== null && typeof (error as { kind?: unknown }).kind === "string"
    ? (error as SupportQueueFailure)
    : { kind: "unexpected" };

/**
 * The support queue page (issue 30, ADR 081): the items load (or are refused); staff work one item at a time —
 * confirm, refuse with a reason, retry, close with a note — and the queue as the server answers replaces the list;
 * a refusal names its reason beside the item. Reload fetches it again (another operator may have worked it).
 */
export const supportQueueMachine = setup({
  types: {
    context: {} as SupportQueueContext,
    events: {} as SupportQueueEvent,
  },
  actors: {
    list: fromPromise<SupportQueue>(mustBeProvided),
    act: fromPromise<SupportQueue, SupportActRequest>(mustBeProvided),
  },
}).createMachine({
  id: "supportQueue",
  initial: "loading",
  context: { items: [], last: null, failure: null, done: false },
  states: {
    loading: {
      entry: assign({ failure: null, done: false, last: null }),
      invoke: {
        id: "list",
        src: "list",
        onDone: { target: "ready", actions: assign({ items: ({ event }) => [...event.output.items] }) },
        onError: {
          target: "ready",
          actions: assign({ items: [], failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    ready: {
      on: {
        RELOAD: { target: "loading" },
        ACT: {
          target: "acting",
          actions: assign({
            last: ({ event }) => ({ itemId: event.request.item.id, action: event.request.action }),
          }),
        },
      },
    },
    acting: {
      entry: assign({ failure: null, done: false }),
      invoke: {
        id: "act",
        src: "act",
        input: ({ event }) => (event as Extract<SupportQueueEvent, { type: "ACT" }>).request,
        onDone: {
          target: "ready",
          actions: assign({ items: ({ event }) => [...event.output.items], done: true }),
        },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
