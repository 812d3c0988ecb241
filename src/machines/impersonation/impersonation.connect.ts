import type { SnapshotFrom } from "xstate";
import { staffNotImpersonable } from "../../domain/session/impersonation-refusals.ts";
import { authFailureMessageKey } from "../../domain/identity/auth-failures.ts";
import type { ImpersonationEvent, impersonationMachine } from "./impersonation.machine.ts";

/** What the /impersonate page and the impersonation bar need (ADR 007: views never match states). */
export interface ImpersonationApi {
  /** The machine has loaded and no impersonation is running: the form can be sent. */
  canStart: boolean;
  isSubmitting: boolean;
  isActive: boolean;
  /** An i18n key (auth namespace) of the last refusal. */
  failureKey: string | null;
  start(username: string, roleAlias: string): void;
  leave(): void;
}

/** Before the machine has loaded (after hydration): nothing can be sent yet; events are queued. */
export function idleImpersonation(
  send: (event: ImpersonationEvent) => void,
  active: boolean,
): ImpersonationApi {
  return {
    canStart: false,
    isSubmitting: false,
    isActive: active,
    failureKey: null,
    start: (username, roleAlias) => send({ type: "START", username, roleAlias }),
    leave: () => send({ type: "LEAVE" }),
  };
}

export function connectImpersonation(
  snapshot: SnapshotFrom<typeof impersonationMachine>,
  send: (event: ImpersonationEvent) => void,
): ImpersonationApi {
  const failure = snapshot.context.failure;
  return {
    canStart: snapshot.matches("idle"),
    isSubmitting: snapshot.matches("signingIn"),
    isActive: snapshot.matches("active"),
    failureKey:
      failure === staffNotImpersonable
        ? `session:impersonation.${staffNotImpersonable}`
        : failure
          ? authFailureMessageKey(failure)
          : null,
    start: (username, roleAlias) => send({ type: "START", username, roleAlias }),
    leave: () => send({ type: "LEAVE" }),
  };
}
