import { isValidCellphone, isValidDocument, isValidEmailAddress, isValidPersonName } from "./person-rules.ts";

/** The quick purchase's form (spec §2 fast-buy): who is buying, without a username or a password. */
export interface FastBuyForm {
  name: string;
  email: string;
  cpf: string;
  cellphone: string;
  privacyAccepted: boolean;
}

export type FastBuyField = keyof FastBuyForm;

/** Field problems (and the captcha's) as i18n keys of the `auth` namespace, like the sign-up form's. */
export type FastBuyProblems = Partial<Record<FastBuyField | "captcha", string>>;

/** The rules of spec §5 on the fields the quick purchase shares with sign-up. */
export function fastBuyProblems(form: FastBuyForm, captcha: string | null): FastBuyProblems {
  const problems: FastBuyProblems = {};
  if (form.name.trim() === "") problems.name = "fields.required";
  else if (!isValidPersonName(form.name)) problems.name = "fields.nameInvalid";
  if (form.email.trim() === "") problems.email = "fields.required";
  else if (!isValidEmailAddress(form.email)) problems.email = "failures.emailInvalid";
  if (form.cpf.trim() === "") problems.cpf = "fields.required";
  else if (!isValidDocument(form.cpf)) problems.cpf = "fields.cpfInvalid";
  if (form.cellphone.trim() === "") problems.cellphone = "fields.cellphoneRequired";
  else if (!isValidCellphone(form.cellphone)) problems.cellphone = "fields.cellphoneInvalid";
  if (!form.privacyAccepted) problems.privacyAccepted = "fields.privacyRequired";
  if (!captcha) problems.captcha = "failures.captchaRequired";
  return problems;
}

/**
 * Why the account could not be made, as the fast-buy actor reports it: the e-mail already has an account (the
 * person signs in instead, spec §2 /signin/email-exists), a field the API refused, or the call failed.
 */
export type FastBuyRefusal =
  | { reason: "emailExists" }
  | { reason: "field"; field: FastBuyField | "captcha"; messageKey: string }
  | { reason: "failed" };

export const isFastBuyRefusal = (error: unknown): error is FastBuyRefusal =>
  typeof error === "object" && error !== null && "reason" in error;
