import { assign, fromPromise, setup } from "xstate";
import type {
  AppStartContext,
  AppStartEvent,
  ApplicationInfo,
  AuthenticationInfo,
  HandOffResolution,
  TenantInfo,
} from "./app-start.types.ts";

/**
 * App start (spec §4 "Shell"): runs once, records the host, stores a tokenId from the address as the token
 * and removes it from the address, then initialises application, tenant and authentication in that order
 * and marks itself ready. A repeat START does nothing. A hand-off for someone else than the person signed in here
 * asks first (issue 25): keep this session, or switch; nothing is replaced until the person answers. A failed authentication refresh clears the token
 * (spec §4 "Session and guards") and start-up still completes, signed out.
 *
 * Side effects are named actions and actors here and supplied by `app-start.actors.ts` or by tests.
 */
export const appStartMachine = setup({
  types: {
    context: {} as AppStartContext,
    events: {} as AppStartEvent,
  },
  actors: {
    initializeApplication: fromPromise<ApplicationInfo, { hostname: string }>(async () => {
      throw new Error("initializeApplication must be provided");
    }),
    initializeTenant: fromPromise<TenantInfo, { application: ApplicationInfo }>(async () => {
      throw new Error("initializeTenant must be provided");
    }),
    initializeAuthentication: fromPromise<AuthenticationInfo>(async () => {
      throw new Error("initializeAuthentication must be provided");
    }),
    resolveHandOff: fromPromise<HandOffResolution>(async () => {
      throw new Error("resolveHandOff must be provided");
    }),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    removeTokenIdFromAddress: () => {},
    clearToken: () => {},
    markReady: () => {},
    adoptHandOff: () => {},
    discardHandOff: () => {},
  },
  guards: {
    addressHasTokenId: ({ event }) =>
      event.type === "START" && typeof event.tokenId === "string" && event.tokenId !== "",
    mustAsk: ({ event }) =>
      "output" in event && (event.output as HandOffResolution | undefined)?.kind === "ask",
  },
}).createMachine({
  id: "app-start",
  initial: "idle",
  context: {
    hostname: null,
    application: null,
    tenant: null,
    authenticated: false,
    failedStage: null,
    handedOff: false,
    handOffQuestion: null,
  },
  states: {
    idle: {
      on: {
        START: [
          {
            guard: "addressHasTokenId",
            target: "initializingApplication",
            actions: [
              assign({ hostname: ({ event }) => event.hostname, handedOff: true }),
              { type: "storeToken", params: ({ event }) => ({ token: event.tokenId ?? "" }) },
              "removeTokenIdFromAddress",
            ],
          },
          { target: "initializingApplication", actions: assign({ hostname: ({ event }) => event.hostname }) },
        ],
      },
    },
    initializingApplication: {
      entry: assign({ failedStage: null }),
      invoke: {
        id: "initializeApplication",
        src: "initializeApplication",
        input: ({ context }) => ({ hostname: context.hostname ?? "" }),
        onDone: {
          target: "initializingTenant",
          actions: assign({ application: ({ event }) => event.output }),
        },
        onError: { target: "failed", actions: assign({ failedStage: "application" }) },
      },
    },
    initializingTenant: {
      invoke: {
        id: "initializeTenant",
        src: "initializeTenant",
        input: ({ context }) => ({ application: context.application! }),
        onDone: { target: "resolvingHandOff", actions: assign({ tenant: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failedStage: "tenant" }) },
      },
    },
    // A tokenId is exchanged here; whose session it is decides whether it is taken at once or asked about.
    // A code that fails (used, expired) leaves this browser's own session as it is.
    resolvingHandOff: {
      invoke: {
        id: "resolveHandOff",
        src: "resolveHandOff",
        onDone: [
          {
            guard: "mustAsk",
            target: "askingHandOff",
            actions: assign({
              handOffQuestion: ({ event }) => (event.output.kind === "ask" ? event.output.question : null),
            }),
          },
          { target: "initializingAuthentication" },
        ],
        onError: { target: "initializingAuthentication", actions: assign({ handedOff: false }) },
      },
    },
    askingHandOff: {
      on: {
        KEEP_SESSION: {
          target: "initializingAuthentication",
          actions: ["discardHandOff", assign({ handOffQuestion: null, handedOff: false })],
        },
        SWITCH_SESSION: {
          target: "initializingAuthentication",
          actions: ["adoptHandOff", assign({ handOffQuestion: null })],
        },
      },
    },
    initializingAuthentication: {
      invoke: {
        id: "initializeAuthentication",
        src: "initializeAuthentication",
        onDone: { target: "ready", actions: assign({ authenticated: ({ event }) => event.output.hasToken }) },
        onError: { target: "ready", actions: ["clearToken", assign({ authenticated: false })] },
      },
    },
    ready: {
      entry: "markReady",
    },
    failed: {
      on: { RETRY: "initializingApplication" },
    },
  },
});
