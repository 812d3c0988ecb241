import { assign, fromPromise, setup } from "xstate";
import { authFailureOf, type AuthFailure } from "../../domain/identity/auth-failures.ts";
import { isAcceptablePassword } from "../../domain/identity/password-rules.ts";

export type PasswordChangeEvent = {
  type: "SUBMIT";
  currentPassword: string;
  newPassword: string;
  confirmation: string;
};

export interface PasswordChangeInput {
  /** Where to go once the password is changed (the page the person was sent away from). */
  returnUrl: string;
}

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Expired or temporary password change (spec §2 "/auth/password/expired", §4 guards, §5 rules):
 * current password, new password twice; the new one must follow the rules and differ from the current one.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as { returnUrl: string; failure: AuthFailure | null },
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    output: {} as { returnUrl: string },
  },
  actors: {
    changePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(mustBeProvided),
  },
  guards: {
    fieldsMissing: ({ event }) => event.currentPassword === "" || event.newPassword === "",
    sameAsCurrent: ({ event }) => event.newPassword === event.currentPassword,
    passwordWeak: ({ event }) => !isAcceptablePassword(event.newPassword),
    passwordsDiffer: ({ event }) => event.newPassword !== event.confirmation,
  },
}).createMachine({
  id: "password-change",
  initial: "editing",
  context: ({ input }) => ({ returnUrl: input.returnUrl, failure: null }),
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: "fieldsMissing", actions: assign({ failure: "fieldsRequired" }) },
          { guard: "sameAsCurrent", actions: assign({ failure: "sameAsPrevious" }) },
          { guard: "passwordWeak", actions: assign({ failure: "weakPassword" }) },
          { guard: "passwordsDiffer", actions: assign({ failure: "passwordsDoNotMatch" }) },
          { target: "saving", actions: assign({ failure: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ event }) => {
          const submit = event as PasswordChangeEvent;
          return { currentPassword: submit.currentPassword, newPassword: submit.newPassword };
        },
        onDone: "changed",
        onError: { target: "editing", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
      },
    },
    changed: { type: "final" },
  },
  output: ({ context }) => ({ returnUrl: context.returnUrl }),
});
