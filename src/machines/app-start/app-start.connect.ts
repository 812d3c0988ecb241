import type { SnapshotFrom } from "xstate";
import type { appStartMachine } from "./app-start.machine.ts";
import type { AppStartEvent, HandOffQuestion } from "./app-start.types.ts";

export interface AppStartApi {
  isStarting: boolean;
  isReady: boolean;
  hasFailed: boolean;
  isAuthenticated: boolean;
  /** This start took a `?tokenId=` hand-off (app-start.types.ts). */
  handedOff: boolean;
  applicationTitle: string | null;
  /** i18n key of the failure message, when start-up failed. */
  failureMessageKey: string | null;
  retry(): void;
  /** "You are signed in as X. Continue as Y?" — asked before a hand-off replaces this browser's session. */
  handOffQuestion: HandOffQuestion | null;
  keepSession(): void;
  switchSession(): void;
}

/** Turns an app-start snapshot into what a view needs, so views never match states or build events. */
export function connectAppStart(
  snapshot: SnapshotFrom<typeof appStartMachine>,
  send: (event: AppStartEvent) => void,
): AppStartApi {
  const hasFailed = snapshot.matches("failed");
  return {
    isStarting: !snapshot.matches("ready") && !hasFailed,
    isReady: snapshot.matches("ready"),
    hasFailed,
    isAuthenticated: snapshot.context.authenticated,
    handedOff: snapshot.matches("ready") && snapshot.context.handedOff,
    applicationTitle: snapshot.context.application?.title ?? null,
    failureMessageKey: hasFailed ? "errors:server.message" : null,
    retry: () => send({ type: "RETRY" }),
    handOffQuestion: snapshot.matches("askingHandOff") ? snapshot.context.handOffQuestion : null,
    keepSession: () => send({ type: "KEEP_SESSION" }),
    switchSession: () => send({ type: "SWITCH_SESSION" }),
  };
}
