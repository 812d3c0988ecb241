import type { SnapshotFrom } from "xstate";
import type { accountSessionsMachine } from "./account-sessions.machine.ts";
import type { AccessSession, AccountSessionsEvent } from "./account-sessions.types.ts";

export interface AccountSessionsApi {
  sessions: readonly AccessSession[];
  isLoading: boolean;
  loadFailed: boolean;
  /** The id of the session being ended, if any; every action waits meanwhile. */
  ending: string | null;
  busy: boolean;
  /** "Sign out everywhere" went through: this tab signs out too. */
  signedOutEverywhere: boolean;
  /** This tab's own session has ended (the API answered 401). */
  sessionEnded: boolean;
  end(sessionId: string): void;
  endAll(): void;
  retry(): void;
}

export const idleAccountSessions = (send: (event: AccountSessionsEvent) => void): AccountSessionsApi => ({
  sessions: [],
  isLoading: true,
  loadFailed: false,
  ending: null,
  busy: true,
  signedOutEverywhere: false,
  sessionEnded: false,
  end: (sessionId) => send({ type: "END", sessionId }),
  endAll: () => send({ type: "END_ALL" }),
  retry: () => send({ type: "RETRY" }),
});

/** Turns a snapshot into what the sessions panel shows and may do. */
export function connectAccountSessions(
  snapshot: SnapshotFrom<typeof accountSessionsMachine>,
  send: (event: AccountSessionsEvent) => void,
): AccountSessionsApi {
  return {
    ...idleAccountSessions(send),
    sessions: snapshot.context.sessions,
    isLoading: snapshot.matches("loading"),
    loadFailed: snapshot.matches("failed"),
    ending: snapshot.matches("ending") ? snapshot.context.ending : null,
    busy: !snapshot.matches("ready"),
    signedOutEverywhere: snapshot.matches("signedOut"),
    sessionEnded: snapshot.matches("sessionEnded"),
  };
}
