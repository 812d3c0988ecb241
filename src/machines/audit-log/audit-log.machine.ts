import { assign, fromPromise, setup } from "xstate";
import { noAuditFilters } from "#src/domain/audit/audit-filters.ts";
import type {
  AuditFilterForm,
  AuditLogContext,
  AuditLogEvent,
  AuditLogFailure,
  AuditPage,
  AuditPageRequest,
} from "./audit-log.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** Actors reject with an AuditLogFailure (audit-log.actors.ts turns the services' errors into one). */
const failureOf = (error: unknown): AuditLogFailure =>
  typeof error === "object" && error !== null && typeof (error as { kind?: unknown }).kind === "string"
    ? (error as AuditLogFailure)
    : { kind: "unexpected" };

/**
 * The audit log page (issue 30, ADR 076): the newest lines first; new filters load their first page, "more" the
 * next one (while there is one), and the export saves the same filters' lines as CSV. A refusal names its reason.
 */
export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actors: {
    page: fromPromise<AuditPage, AuditPageRequest>(mustBeProvided),
    /** Fetches the CSV and hands it to the browser's download. */
    exportCsv: fromPromise<void, AuditFilterForm>(mustBeProvided),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
}).createMachine({
  id: "auditLog",
  initial: "loading",
  context: { filters: noAuditFilters, events: [], nextCursor: null, failure: null, exported: false },
  states: {
    loading: {
      entry: assign({ failure: null, exported: false }),
      invoke: {
        id: "page",
        src: "page",
        input: ({ context }) => ({ filters: context.filters, cursor: null }),
        onDone: {
          target: "ready",
          actions: assign({
            events: ({ event }) => [...event.output.events],
            nextCursor: ({ event }) => event.output.nextCursor,
          }),
        },
        onError: {
          target: "ready",
          actions: assign({ events: [], nextCursor: null, failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    ready: {
      on: {
        // New filters: the old lines go, so nothing on screen belongs to other filters.
        FILTER: {
          target: "loading",
          actions: assign({ filters: ({ event }) => event.filters, events: [], nextCursor: null }),
        },
        MORE: { guard: "hasMore", target: "loadingMore" },
        EXPORT: { target: "exporting" },
      },
    },
    loadingMore: {
      entry: assign({ failure: null, exported: false }),
      invoke: {
        id: "page",
        src: "page",
        input: ({ context }) => ({ filters: context.filters, cursor: context.nextCursor }),
        onDone: {
          target: "ready",
          actions: assign({
            events: ({ context, event }) => [...context.events, ...event.output.events],
            nextCursor: ({ event }) => event.output.nextCursor,
          }),
        },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    exporting: {
      entry: assign({ failure: null, exported: false }),
      invoke: {
        id: "exportCsv",
        src: "exportCsv",
        input: ({ context }) => context.filters,
        onDone: { target: "ready", actions: assign({ exported: true }) },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
