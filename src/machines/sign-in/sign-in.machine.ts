import { assign, fromPromise, setup } from "xstate";
import {
  hasProblems,
  refusalOf,
  signInProblems,
  type SignInField,
} from "#src/domain/identity/form-problems.ts";
import { isWellFormedAuthenticationCode } from "#src/domain/identity/person-rules.ts";
import type {
  Credentials,
  SecondFactorChallenge,
  SignInContext,
  SignInEvent,
  SignInInput,
  SignInOutcome,
  SignInOutput,
} from "./sign-in.types.ts";

/** Where a refusal of the sign-in calls shows: on the field the API names, the captcha's, the code's. */
const refusal = (error: unknown) =>
  refusalOf<SignInField | "code">(error, {
    fields: { username: "username", password: "password", code: "code" },
    byFailure: { captchaRequired: "captcha", incorrectCode: "code" },
  });

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * Sign-in (spec §2 access screens, §4, §5, §8): credentials with a captcha → optional two-factor code
 * (6 digits, resend, cancel) → token stored → done, handing the token and return URL to session handling.
 * The password is never kept in context: the sign-in actor reads it from the SUBMIT event.
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as SignInOutput,
  },
  actors: {
    signIn: fromPromise<SignInOutcome, Credentials>(mustBeProvided),
    validateCode: fromPromise<{ token: string }, { challengeId: string; code: string }>(mustBeProvided),
    resendCode: fromPromise<
      SecondFactorChallenge,
      { challengeId: string; channel?: SecondFactorChallenge["channel"] }
    >(mustBeProvided),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    formHasProblems: ({ event }) => event.type === "SUBMIT" && hasProblems(signInProblems(event)),
    needsSecondFactor: ({ event }) =>
      (event as unknown as { output?: SignInOutcome }).output?.kind === "secondFactor",
    codeMalformed: ({ event }) => event.type === "SUBMIT_CODE" && !isWellFormedAuthenticationCode(event.code),
  },
}).createMachine({
  id: "sign-in",
  initial: "editing",
  context: ({ input }) => ({
    returnUrl: input.returnUrl,
    username: "",
    failure: null,
    problems: {},
    challenge: null,
    codeResent: false,
    token: null,
  }),
  states: {
    editing: {
      on: {
        SUBMIT: [
          {
            guard: "formHasProblems",
            actions: assign({ problems: ({ event }) => signInProblems(event), failure: null }),
          },
          {
            target: "authenticating",
            actions: assign({ username: ({ event }) => event.username.trim(), failure: null, problems: {} }),
          },
        ],
      },
    },
    authenticating: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => {
          const submit = event as Extract<SignInEvent, { type: "SUBMIT" }>;
          return { username: submit.username.trim(), password: submit.password, captcha: submit.captcha };
        },
        onDone: [
          {
            guard: "needsSecondFactor",
            target: "secondFactor",
            actions: assign({
              challenge: ({ event }) =>
                event.output.kind === "secondFactor" ? event.output.challenge : null,
            }),
          },
          {
            target: "signedIn",
            actions: assign({
              token: ({ event }) => (event.output.kind === "token" ? event.output.token : null),
            }),
          },
        ],
        onError: { target: "editing", actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    secondFactor: {
      initial: "awaitingCode",
      on: {
        CANCEL_SECOND_FACTOR: {
          target: "editing",
          actions: assign({ challenge: null, failure: null, problems: {} }),
        },
      },
      states: {
        awaitingCode: {
          on: {
            SUBMIT_CODE: [
              {
                guard: "codeMalformed",
                actions: assign({ failure: null, problems: { code: "failures.incorrectCode" } }),
              },
              { target: "verifyingCode", actions: assign({ failure: null, problems: {} }) },
            ],
            RESEND_CODE: { target: "resendingCode", actions: assign({ failure: null, problems: {} }) },
          },
        },
        verifyingCode: {
          invoke: {
            id: "validateCode",
            src: "validateCode",
            input: ({ context, event }) => ({
              challengeId: context.challenge?.challengeId ?? "",
              code: (event as Extract<SignInEvent, { type: "SUBMIT_CODE" }>).code.trim(),
            }),
            onDone: {
              target: "#sign-in.signedIn",
              actions: assign({ token: ({ event }) => event.output.token }),
            },
            onError: { target: "awaitingCode", actions: assign(({ event }) => refusal(event.error)) },
          },
        },
        resendingCode: {
          invoke: {
            id: "resendCode",
            src: "resendCode",
            input: ({ context, event }) => {
              const { channel } = event as Extract<SignInEvent, { type: "RESEND_CODE" }>;
              return { challengeId: context.challenge?.challengeId ?? "", ...(channel ? { channel } : {}) };
            },
            onDone: {
              target: "awaitingCode",
              actions: assign({ challenge: ({ event }) => event.output, codeResent: true }),
            },
            onError: { target: "awaitingCode", actions: assign(({ event }) => refusal(event.error)) },
          },
        },
      },
    },
    signedIn: {
      type: "final",
      entry: { type: "storeToken", params: ({ context }) => ({ token: context.token ?? "" }) },
    },
  },
  output: ({ context }) => ({ token: context.token ?? "", returnUrl: context.returnUrl }),
});
