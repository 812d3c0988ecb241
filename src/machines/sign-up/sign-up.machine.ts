import { assign, fromPromise, setup } from "xstate";
import { hasProblems } from "#src/domain/identity/form-problems.ts";
import type { SignUpForm, SignUpProblems } from "#src/domain/identity/sign-up-fields.ts";
import { signUpProblems, signUpRefusal } from "#src/domain/identity/sign-up-form.ts";
import type { SignUpContext, SignUpEvent, SignUpOutput } from "./sign-up.types.ts";

/** The form's problems and the captcha's, all shown at once. */
const problemsOf = (event: SignUpEvent): SignUpProblems => ({
  ...signUpProblems(event.form),
  ...(event.captcha ? {} : { captcha: "failures.captchaRequired" }),
});

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Sign-up (spec §3 form, §5 rules, §8 messages): the form is checked with the shared rules, then the
 * account is created (captcha in a header) and the returned access token is stored. A server refusal that
 * belongs to a field (CPF taken, user exists) is shown on that field.
 */
export const signUpMachine = setup({
  types: { context: {} as SignUpContext, events: {} as SignUpEvent, output: {} as SignUpOutput },
  actors: {
    createAccount: fromPromise<{ token: string }, { form: SignUpForm; captcha: string }>(mustBeProvided),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    formHasProblems: ({ event }) => hasProblems(problemsOf(event)),
  },
}).createMachine({
  id: "sign-up",
  initial: "editing",
  context: { problems: {}, failure: null, token: null },
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: "formHasProblems",
            actions: assign({ problems: ({ event }) => problemsOf(event), failure: null }),
          },
          { target: "creating", actions: assign({ problems: {}, failure: null }) },
        ],
      },
    },
    creating: {
      invoke: {
        id: "createAccount",
        src: "createAccount",
        input: ({ event }) => ({ form: event.form, captcha: event.captcha ?? "" }),
        onDone: { target: "signedUp", actions: assign({ token: ({ event }) => event.output.token }) },
        onError: { target: "editing", actions: assign(({ event }) => signUpRefusal(event.error)) },
      },
    },
    signedUp: {
      type: "final",
      entry: { type: "storeToken", params: ({ context }) => ({ token: context.token ?? "" }) },
    },
  },
  output: ({ context }) => ({ token: context.token ?? "" }),
});
