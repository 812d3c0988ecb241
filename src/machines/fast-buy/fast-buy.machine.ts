import { assign, fromPromise, setup } from "xstate";
import { hasProblems } from "#src/domain/identity/form-problems.ts";
import {
  fastBuyProblems,
  isFastBuyRefusal,
  type FastBuyForm,
  type FastBuyProblems,
} from "#src/domain/identity/fast-buy-form.ts";
import { failureKeyFor } from "#src/domain/session/impersonation-refusals.ts";
import type { FastBuyContext, FastBuyEvent, FastBuyOutput } from "./fast-buy.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

const problemsOf = (event: FastBuyEvent): FastBuyProblems => fastBuyProblems(event.form, event.captcha);

/** A refusal on its field, or spec §8's "quick purchase could not be loaded" for anything else. */
const refusalOf = (error: unknown): Pick<FastBuyContext, "problems" | "failure"> =>
  isFastBuyRefusal(error) && error.reason === "field"
    ? { problems: { [error.field]: error.messageKey }, failure: null }
    : { problems: {}, failure: failureKeyFor(error, "fastBuy.failed") };

/**
 * Quick purchase without registration (spec §2, §4, §5): the form is checked with the sign-up rules, then the
 * API makes an account with a temporary password (e-mailed) and answers its token, which is stored so the
 * checkout can run on this page. An e-mail that already has an account ends the flow: the person signs in.
 */
export const fastBuyMachine = setup({
  types: { context: {} as FastBuyContext, events: {} as FastBuyEvent, output: {} as FastBuyOutput },
  actors: {
    createAccount: fromPromise<{ token: string }, { form: FastBuyForm; captcha: string }>(mustBeProvided),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
  },
  guards: {
    formHasProblems: ({ event }) => hasProblems(problemsOf(event)),
    emailExists: ({ event }) => {
      const error: unknown = (event as unknown as { error?: unknown }).error;
      return isFastBuyRefusal(error) && error.reason === "emailExists";
    },
  },
}).createMachine({
  id: "fast-buy",
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
        onDone: { target: "created", actions: assign({ token: ({ event }) => event.output.token }) },
        onError: [
          { guard: "emailExists", target: "emailExists" },
          { target: "editing", actions: assign(({ event }) => refusalOf(event.error)) },
        ],
      },
    },
    created: {
      type: "final",
      entry: { type: "storeToken", params: ({ context }) => ({ token: context.token ?? "" }) },
    },
    emailExists: { type: "final" },
  },
  output: ({ context }) => ({ outcome: context.token ? "created" : "emailExists" }),
});
