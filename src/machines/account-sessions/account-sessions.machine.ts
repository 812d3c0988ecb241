import { assign, fromPromise, setup } from "xstate";
import type {
  AccessSession,
  AccountSessionsContext,
  AccountSessionsEvent,
} from "./account-sessions.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** A 401: this tab's own session has ended (elsewhere, or by the §6 rule). */
const sessionGone = ({ event }: { event: object }) =>
  "error" in event && (event.error as { status?: number | null } | null)?.status === 401;

/**
 * My Account's sessions (issue 25): load the list; end one session (then reload it); "sign out everywhere" ends
 * every session, this one included, and stops in `signedOut` so the page signs this tab out too. A 401 means this
 * very session has ended (`sessionEnded`): the page shows the disconnected dialog.
 */
export const accountSessionsMachine = setup({
  types: {
    context: {} as AccountSessionsContext,
    events: {} as AccountSessionsEvent,
  },
  actors: {
    listSessions: fromPromise<readonly AccessSession[]>(mustBeProvided),
    endSession: fromPromise<void, { sessionId: string }>(mustBeProvided),
    endAllSessions: fromPromise<void>(mustBeProvided),
  },
  guards: { sessionGone },
}).createMachine({
  id: "account-sessions",
  initial: "loading",
  context: { sessions: [], ending: null },
  states: {
    loading: {
      invoke: {
        src: "listSessions",
        onDone: { target: "ready", actions: assign({ sessions: ({ event }) => event.output, ending: null }) },
        onError: [{ guard: "sessionGone", target: "sessionEnded" }, { target: "failed" }],
      },
    },
    ready: {
      on: {
        END: { target: "ending", actions: assign({ ending: ({ event }) => event.sessionId }) },
        END_ALL: "endingAll",
      },
    },
    ending: {
      invoke: {
        src: "endSession",
        input: ({ context }) => ({ sessionId: context.ending ?? "" }),
        onDone: "loading",
        onError: [{ guard: "sessionGone", target: "sessionEnded" }, { target: "failed" }],
      },
    },
    endingAll: {
      invoke: {
        src: "endAllSessions",
        onDone: "signedOut",
        onError: [{ guard: "sessionGone", target: "sessionEnded" }, { target: "failed" }],
      },
    },
    failed: { on: { RETRY: "loading" } },
    signedOut: { type: "final" },
    sessionEnded: { type: "final" },
  },
});
