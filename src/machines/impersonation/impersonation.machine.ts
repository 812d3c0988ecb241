import { assign, fromPromise, setup } from "xstate";
import { staffNotImpersonable } from "#src/domain/session/impersonation-refusals.ts";
import { authFailureOf, type AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { RoleChoice } from "#src/domain/session/role-choices.ts";

/** The looked-up username has no account, or no role in this application to access as. */
export type LookUpFailure = "personNotFound" | "noRoles";

/**
 * Why starting failed: an identity failure, the target works in operation and is never accessed as (ADR 050), or
 * the person looked up cannot be accessed as.
 */
export type ImpersonationFailure = AuthFailure | typeof staffNotImpersonable | LookUpFailure;
const impersonationFailureOf = (error: unknown): ImpersonationFailure =>
  (error as { failure?: unknown } | null)?.failure === staffNotImpersonable
    ? staffNotImpersonable
    : authFailureOf(error);
const lookUpFailureOf = (error: unknown): ImpersonationFailure => {
  const failure = (error as { failure?: unknown } | null)?.failure;
  return failure === "personNotFound" || failure === staffNotImpersonable ? failure : authFailureOf(error);
};

/** Spec §3 "Impersonation record" (kept in local storage while impersonating). */
export interface ImpersonationRecord {
  originPath: string;
  redirect: string;
}

export interface ImpersonationInput {
  /** A record left by an impersonation in progress (page reloads keep it). */
  record: ImpersonationRecord | null;
  currentPath: string;
}

export type ImpersonationEvent =
  | { type: "LOOK_UP"; username: string }
  | { type: "START"; username: string; roleAlias: string }
  | { type: "LEAVE" };

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Impersonation (spec §4): an operator signs in as another user (username + role alias); the origin path
 * and redirect are stored, then the app goes to the redirect. Leaving restores the original access token and
 * returns to the origin path or "/". The server refuses non-operators (403 → "forbidden" failure).
 */
export const impersonationMachine = setup({
  types: {
    context: {} as {
      record: ImpersonationRecord | null;
      currentPath: string;
      failure: ImpersonationFailure | null;
      /** The person looked up by username and the roles they can be accessed as (the page offers these). */
      lookedUp: { username: string; choices: RoleChoice[] } | null;
    },
    events: {} as ImpersonationEvent,
    input: {} as ImpersonationInput,
    output: {} as { navigateTo: string },
  },
  actors: {
    impersonate: fromPromise<{ token: string; redirect: string }, { username: string; roleAlias: string }>(
      mustBeProvided,
    ),
    lookUpRoles: fromPromise<{ username: string; choices: RoleChoice[] }, { username: string }>(
      mustBeProvided,
    ),
  },
  actions: {
    beginImpersonation: (_, _params: { token: string; record: ImpersonationRecord }) => {},
    endImpersonation: () => {},
  },
  guards: {
    resuming: ({ context }) => context.record !== null,
    fieldsMissing: ({ event }) =>
      (event.type === "START" && (event.username.trim() === "" || event.roleAlias.trim() === "")) ||
      (event.type === "LOOK_UP" && event.username.trim() === ""),
    noRoles: ({ event }) => (event as { output?: { choices: RoleChoice[] } }).output?.choices.length === 0,
  },
}).createMachine({
  id: "impersonation",
  initial: "starting",
  context: ({ input }) => ({ ...input, failure: null, lookedUp: null }),
  states: {
    starting: { always: [{ guard: "resuming", target: "active" }, { target: "idle" }] },
    idle: {
      on: {
        LOOK_UP: [
          { guard: "fieldsMissing", actions: assign({ failure: "fieldsRequired", lookedUp: null }) },
          { target: "lookingUp", actions: assign({ failure: null, lookedUp: null }) },
        ],
        START: [
          { guard: "fieldsMissing", actions: assign({ failure: "fieldsRequired" }) },
          { target: "signingIn", actions: assign({ failure: null }) },
        ],
      },
    },
    lookingUp: {
      invoke: {
        id: "lookUpRoles",
        src: "lookUpRoles",
        input: ({ event }) => ({
          username: (event as Extract<ImpersonationEvent, { type: "LOOK_UP" }>).username.trim(),
        }),
        onDone: [
          { guard: "noRoles", target: "idle", actions: assign({ failure: "noRoles" }) },
          {
            target: "idle",
            actions: assign({
              lookedUp: ({ event }) => ({ username: event.output.username, choices: event.output.choices }),
            }),
          },
        ],
        onError: {
          target: "idle",
          actions: assign({ failure: ({ event }) => lookUpFailureOf(event.error) }),
        },
      },
    },
    signingIn: {
      invoke: {
        id: "impersonate",
        src: "impersonate",
        input: ({ event }) => {
          const start = event as Extract<ImpersonationEvent, { type: "START" }>;
          return { username: start.username.trim(), roleAlias: start.roleAlias.trim() };
        },
        onDone: {
          target: "active",
          actions: [
            assign({
              record: ({ context, event }) => ({
                originPath: context.currentPath,
                redirect: event.output.redirect,
              }),
            }),
            {
              type: "beginImpersonation",
              params: ({ context, event }) => ({
                token: event.output.token,
                record: { originPath: context.currentPath, redirect: event.output.redirect },
              }),
            },
          ],
        },
        onError: {
          target: "idle",
          actions: assign({ failure: ({ event }) => impersonationFailureOf(event.error) }),
        },
      },
    },
    active: { on: { LEAVE: { target: "left", actions: "endImpersonation" } } },
    left: { type: "final" },
  },
  output: ({ context }) => ({ navigateTo: context.record?.originPath || "/" }),
});
