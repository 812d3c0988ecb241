import type { SnapshotFrom } from "xstate";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { RoleChoice } from "#src/domain/session/role-choices.ts";
import type {
  ImpersonationEvent,
  ImpersonationFailure,
  impersonationMachine,
} from "./impersonation.machine.ts";

/** What the /impersonate page and the impersonation bar need (ADR 007: views never match states). */
export interface ImpersonationApi {
  /** The machine has loaded and no impersonation is running: the form can be sent. */
  canStart: boolean;
  isSubmitting: boolean;
  isActive: boolean;
  /** Looking the person up by username. */
  isLookingUp: boolean;
  /** The person looked up and the roles they hold in this application (the page offers these, not free text). */
  lookedUp: { username: string; choices: RoleChoice[] } | null;
  /** An i18n key (auth namespace) of the last refusal. */
  failureKey: string | null;
  lookUp(username: string): void;
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
    isLookingUp: false,
    lookedUp: null,
    failureKey: null,
    lookUp: (username) => send({ type: "LOOK_UP", username }),
    start: (username, roleAlias) => send({ type: "START", username, roleAlias }),
    leave: () => send({ type: "LEAVE" }),
  };
}

/** The refusals this flow names itself are in the session namespace; the rest are identity failures. */
function failureKeyOf(failure: ImpersonationFailure | null): string | null {
  if (failure === null) return null;
  if (failure === staffNotImpersonable || failure === "personNotFound" || failure === "noRoles")
    return `session:impersonation.${failure}`;
  return authFailureMessageKey(failure);
}

export function connectImpersonation(
  snapshot: SnapshotFrom<typeof impersonationMachine>,
  send: (event: ImpersonationEvent) => void,
): ImpersonationApi {
  return {
    canStart: snapshot.matches("idle"),
    isSubmitting: snapshot.matches("signingIn"),
    isActive: snapshot.matches("active"),
    isLookingUp: snapshot.matches("lookingUp"),
    lookedUp: snapshot.context.lookedUp,
    failureKey: failureKeyOf(snapshot.context.failure),
    lookUp: (username) => send({ type: "LOOK_UP", username }),
    start: (username, roleAlias) => send({ type: "START", username, roleAlias }),
    leave: () => send({ type: "LEAVE" }),
  };
}
