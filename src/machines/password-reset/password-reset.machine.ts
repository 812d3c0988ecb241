import { assign, fromPromise, setup } from "xstate";
import { authFailureOf, type AuthFailure } from "#src/domain/identity/auth-failures.ts";
import {
  choosePasswordProblems,
  hasProblems,
  refusalOf,
  resetRequestProblems,
  type ChooseField,
  type ResetRequestField,
} from "#src/domain/identity/form-problems.ts";
import type { PasswordResetContext, PasswordResetEvent, PasswordResetInput } from "./password-reset.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** A refusal on the field the API names (`user`, `newPassword`), the captcha's, or the form's. */
const refusal = (error: unknown) =>
  refusalOf<ResetRequestField | ChooseField>(error, {
    fields: { user: "user", newPassword: "password", password: "password" },
    byFailure: { captchaRequired: "captcha" },
  });

const failureIs =
  (kind: AuthFailure) =>
  ({ event }: { event: unknown }) =>
    authFailureOf((event as { error?: unknown }).error) === kind;

/**
 * Password reset (spec §4): request → e-mail sent; then, from the link, token check → new password →
 * updated. Every outcome of §4 is a state: success, link expired, token used or invalid, bad gateway when
 * the e-mail cannot be sent, general error.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
  },
  actors: {
    requestLink: fromPromise<void, { user: string; captcha: string | null }>(mustBeProvided),
    checkToken: fromPromise<void, { token: string }>(mustBeProvided),
    confirmPassword: fromPromise<void, { token: string; password: string }>(mustBeProvided),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null && context.token !== "",
    requestHasProblems: ({ event }) =>
      event.type === "REQUEST_LINK" && hasProblems(resetRequestProblems(event)),
    passwordHasProblems: ({ event }) =>
      event.type === "SUBMIT_PASSWORD" && hasProblems(choosePasswordProblems(event)),
    linkExpired: failureIs("resetLinkExpired"),
    tokenUsed: failureIs("resetTokenUsed"),
  },
}).createMachine({
  id: "password-reset",
  initial: "starting",
  context: ({ input }) => ({ token: input.token, failure: null, problems: {} }),
  states: {
    starting: {
      always: [{ guard: "hasToken", target: "checkingToken" }, { target: "requesting" }],
    },
    requesting: {
      on: {
        REQUEST_LINK: [
          {
            guard: "requestHasProblems",
            actions: assign({ problems: ({ event }) => resetRequestProblems(event), failure: null }),
          },
          { target: "sendingLink", actions: assign({ failure: null, problems: {} }) },
        ],
      },
    },
    sendingLink: {
      invoke: {
        id: "requestLink",
        src: "requestLink",
        input: ({ event }) => {
          const request = event as Extract<PasswordResetEvent, { type: "REQUEST_LINK" }>;
          return { user: request.user.trim(), captcha: request.captcha };
        },
        onDone: "linkSent",
        onError: { target: "requesting", actions: assign(({ event }) => refusal(event.error)) },
      },
    },
    linkSent: { type: "final" },
    checkingToken: {
      invoke: {
        id: "checkToken",
        src: "checkToken",
        input: ({ context }) => ({ token: context.token ?? "" }),
        onDone: "choosingPassword",
        onError: [
          { guard: "linkExpired", target: "linkExpired" },
          { guard: "tokenUsed", target: "tokenInvalid" },
          { target: "failed", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
        ],
      },
    },
    choosingPassword: {
      on: {
        SUBMIT_PASSWORD: [
          {
            guard: "passwordHasProblems",
            actions: assign({ problems: ({ event }) => choosePasswordProblems(event), failure: null }),
          },
          { target: "savingPassword", actions: assign({ failure: null, problems: {} }) },
        ],
      },
    },
    savingPassword: {
      invoke: {
        id: "confirmPassword",
        src: "confirmPassword",
        input: ({ context, event }) => ({
          token: context.token ?? "",
          password: (event as Extract<PasswordResetEvent, { type: "SUBMIT_PASSWORD" }>).password,
        }),
        onDone: "passwordUpdated",
        onError: [
          { guard: "linkExpired", target: "linkExpired" },
          { guard: "tokenUsed", target: "tokenInvalid" },
          { target: "choosingPassword", actions: assign(({ event }) => refusal(event.error)) },
        ],
      },
    },
    passwordUpdated: { type: "final" },
    linkExpired: {
      on: {
        START_OVER: { target: "requesting", actions: assign({ token: null, failure: null, problems: {} }) },
      },
    },
    tokenInvalid: {
      on: {
        START_OVER: { target: "requesting", actions: assign({ token: null, failure: null, problems: {} }) },
      },
    },
    failed: {
      on: {
        START_OVER: { target: "requesting", actions: assign({ token: null, failure: null, problems: {} }) },
      },
    },
  },
});
