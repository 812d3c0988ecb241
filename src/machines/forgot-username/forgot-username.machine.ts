import { assign, fromPromise, setup } from "xstate";
import { authFailureOf, type AuthFailure } from "../../domain/identity/auth-failures.ts";
import { isValidEmailAddress } from "../../domain/identity/person-rules.ts";

export type ForgotUsernameEvent = { type: "SUBMIT"; email: string; captcha: string | null };

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Username recovery (spec §7 user service): the username is e-mailed to the address on file. The answer is
 * the same whether or not the address is known, so the form cannot be used to probe for accounts.
 */
export const forgotUsernameMachine = setup({
  types: { context: {} as { failure: AuthFailure | null }, events: {} as ForgotUsernameEvent },
  actors: { recoverUsername: fromPromise<void, { email: string; captcha: string }>(mustBeProvided) },
  guards: {
    emailInvalid: ({ event }) => !isValidEmailAddress(event.email),
    captchaMissing: ({ event }) => !event.captcha,
  },
}).createMachine({
  id: "forgot-username",
  initial: "editing",
  context: { failure: null },
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: "emailInvalid", actions: assign({ failure: "emailInvalid" }) },
          { guard: "captchaMissing", actions: assign({ failure: "captchaRequired" }) },
          { target: "sending", actions: assign({ failure: null }) },
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
        onError: { target: "editing", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
      },
    },
    sent: { type: "final" },
  },
});
