import { assign, fromPromise, setup } from "xstate";
import { authFailureOf } from "../../domain/identity/auth-failures.ts";
import { isWellFormedAuthenticationCode } from "../../domain/identity/person-rules.ts";
import type { Credentials, SecondFactorChallenge, SignInContext, SignInEvent, SignInInput, SignInOutcome, SignInOutput } from "./sign-in.types.ts";

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
    resendCode: fromPromise<SecondFactorChallenge, { challengeId: string }>(mustBeProvided),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    credentialsMissing: ({ event }) =>
      event.type === "SUBMIT" && (event.username.trim() === "" || event.password === ""),
    captchaMissing: ({ event }) => event.type === "SUBMIT" && !event.captcha,
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
    challenge: null,
    codeResent: false,
    token: null,
  }),
  states: {
    editing: {
      on: {
        SUBMIT: [
          { guard: "credentialsMissing", actions: assign({ failure: "loginRequired" }) },
          { guard: "captchaMissing", actions: assign({ failure: "captchaRequired" }) },
          {
            target: "authenticating",
            actions: assign({ username: ({ event }) => event.username.trim(), failure: null }),
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
              challenge: ({ event }) => (event.output.kind === "secondFactor" ? event.output.challenge : null),
            }),
          },
          {
            target: "signedIn",
            actions: assign({ token: ({ event }) => (event.output.kind === "token" ? event.output.token : null) }),
          },
        ],
        onError: { target: "editing", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
      },
    },
    secondFactor: {
      initial: "awaitingCode",
      on: { CANCEL_SECOND_FACTOR: { target: "editing", actions: assign({ challenge: null, failure: null }) } },
      states: {
        awaitingCode: {
          on: {
            SUBMIT_CODE: [
              { guard: "codeMalformed", actions: assign({ failure: "incorrectCode" }) },
              { target: "verifyingCode", actions: assign({ failure: null }) },
            ],
            RESEND_CODE: { target: "resendingCode", actions: assign({ failure: null }) },
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
            onDone: { target: "#sign-in.signedIn", actions: assign({ token: ({ event }) => event.output.token }) },
            onError: { target: "awaitingCode", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
          },
        },
        resendingCode: {
          invoke: {
            id: "resendCode",
            src: "resendCode",
            input: ({ context }) => ({ challengeId: context.challenge?.challengeId ?? "" }),
            onDone: { target: "awaitingCode", actions: assign({ challenge: ({ event }) => event.output, codeResent: true }) },
            onError: { target: "awaitingCode", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
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
