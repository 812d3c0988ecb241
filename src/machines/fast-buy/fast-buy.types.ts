import type { FastBuyForm, FastBuyProblems } from "#src/domain/identity/fast-buy-form.ts";

export interface FastBuyContext {
  problems: FastBuyProblems;
  /** i18n key (checkout namespace) of a failure that belongs to no field. */
  failure: string | null;
  token: string | null;
}

export type FastBuyEvent = { type: "SUBMIT"; form: FastBuyForm; captcha: string | null };

/** How the flow ended: an account (its token stored) to pay with, or an e-mail that must sign in. */
export interface FastBuyOutput {
  outcome: "created" | "emailExists";
}
