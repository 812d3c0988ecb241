import { assign, fromPromise, setup } from "xstate";
import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import {
  hasProblems,
  recoveryProblems,
  refusalOf,
  type FieldProblems,
  type RecoveryField,
} from "#src/domain/identity/form-problems.ts";

export type ForgotUsernameEvent = { type: "SUBMIT"; email: string; captcha: string | null };

export interface ForgotUsernameContext {
  failure: AuthFailure | null;
  problems: FieldProblems<RecoveryField>;
}

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Username recovery (spec §7 user service): the username is e-mailed to the address on file. The answer is
 * the same whether or not the address is known, so the form cannot be used to probe for accounts.
 */
export const forgotUsernameMachine = setup({
  types: { context: {} as ForgotUsernameContext, events: {} as ForgotUsernameEvent },
  actors: { recoverUsername: fromPromise<void, { email: string; captcha: string }>(mustBeProvided) },
  guards: {
    formHasProblems: ({ event }) => hasProblems(recoveryProblems(event)),
  },
}).createMachine({
  id: "forgot-username",
  initial: "editing",
  context: { failure: null, problems: {} },
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: "formHasProblems",
            actions: assign({ problems: ({ event }) => recoveryProblems(event), failure: null }),
          },
          { target: "sending", actions: assign({ failure: null, problems: {} }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: "recoverUsername",
        src: "recoverUsername",
        input: ({ event }) => {
          const submit = event as ForgotUsernameEvent;
          return { email: submit.email.trim(), captcha: submit.captcha ?? "" };
        },
        onDone: "sent",
        onError: {
          target: "editing",
          actions: assign(({ event }) =>
            refusalOf<RecoveryField>(event.error, {
              fields: { email: "email" },
              byFailure: { captchaRequired: "captcha", emailInvalid: "email" },
            }),
          ),
        },
      },
    },
    sent: { type: "final" },
  },
});
