import type { SnapshotFrom } from "xstate";
import type { FastBuyForm, FastBuyProblems } from "#src/domain/identity/fast-buy-form.ts";
import type { fastBuyMachine } from "./fast-buy.machine.ts";
import type { FastBuyEvent } from "./fast-buy.types.ts";

export interface FastBuyApi {
  isSubmitting: boolean;
  /** The account exists and its token is stored: the checkout takes over. */
  isCreated: boolean;
  /** Field → i18n key (auth namespace). */
  problems: FastBuyProblems;
  /** i18n key (checkout namespace) of a failure of the whole form. */
  failureKey: string | null;
  submit(form: FastBuyForm, captcha: string | null): void;
}

export function connectFastBuy(
  snapshot: SnapshotFrom<typeof fastBuyMachine>,
  send: (event: FastBuyEvent) => void,
): FastBuyApi {
  return {
    isSubmitting: snapshot.matches("creating"),
    isCreated: snapshot.matches("created"),
    problems: snapshot.context.problems,
    failureKey: snapshot.context.failure,
    submit: (form, captcha) => send({ type: "SUBMIT", form, captcha }),
  };
}
