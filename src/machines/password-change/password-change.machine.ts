import { assign, fromPromise, setup } from "xstate";
import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import {
  hasProblems,
  passwordChangeProblems,
  refusalOf,
  type FieldProblems,
  type PasswordChangeField,
} from "#src/domain/identity/form-problems.ts";

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

export interface PasswordChangeContext {
  returnUrl: string;
  failure: AuthFailure | null;
  problems: FieldProblems<PasswordChangeField>;
}

/** The API names the field it refuses; a wrong current password is §8's 'invalid password' on that field. */
const refusal = (error: unknown) =>
  refusalOf<PasswordChangeField>(error, {
    fields: { currentPassword: "currentPassword", newPassword: "newPassword" },
    messageOn: (failure, field) =>
      failure === "invalidCredentials" && field === "currentPassword" ? "failures.invalidPassword" : null,
  });

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Expired or temporary password change (spec §2 "/auth/password/expired", §4 guards, §5 rules):
 * current password, new password twice; the new one must follow the rules and differ from the current one.
 */
export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    input: {} as PasswordChangeInput,
    output: {} as { returnUrl: string },
  },
  actors: {
    changePassword: fromPromise<void, { currentPassword: string; newPassword: string }>(mustBeProvided),
  },
  guards: {
    formHasProblems: ({ event }) => hasProblems(passwordChangeProblems(event)),
  },
}).createMachine({
  id: "password-change",
  initial: "editing",
  context: ({ input }) => ({ returnUrl: input.returnUrl, failure: null, problems: {} }),
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: "formHasProblems",
            actions: assign({ problems: ({ event }) => passwordChangeProblems(event), failure: null }),
          },
          { target: "saving", actions: assign({ failure: null, problems: {} }) },
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
        onError: { target: "editing", actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    changed: { type: "final" },
  },
  output: ({ context }) => ({ returnUrl: context.returnUrl }),
});
