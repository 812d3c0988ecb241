import { authFailureOf, type AuthFailure } from "./auth-failures.ts";
import { passwordProblems, type PasswordOwner } from "./password-rules.ts";
import { isValidEmailAddress } from "./person-rules.ts";

/**
 * Field problems of the identity forms (spec §5 rules, §8 messages): field → i18n key of the `auth`
 * namespace. The views tie each to its field (aria-describedby) and focus the first; what belongs to no
 * field (wrong credentials, throttling, service errors) stays a form-level failure shown in an alert.
 */
export type FieldProblems<Field extends string> = Partial<Record<Field, string>>;

/** What a refused call means for a form: a problem on one of its fields, or a form-level failure. */
export interface FormRefusal<Field extends string> {
  problems: FieldProblems<Field>;
  failure: AuthFailure | null;
}

export interface RefusalRoutes<Field extends string> {
  /** The API's `field` names → this form's fields (the API names the offending input when it can). */
  fields: Partial<Record<string, Field>>;
  /** Failures that belong to a field whatever the API names (the captcha, a wrong code). */
  byFailure?: Partial<Record<AuthFailure, Field>>;
  /** The message on the field when it is not `failures.<code>` (e.g. a wrong current password). */
  messageOn?: (failure: AuthFailure, field: Field) => string | null;
}

const apiFieldOf = (error: unknown): string | null => {
  const field = typeof error === "object" && error !== null ? (error as { field?: unknown }).field : null;
  return typeof field === "string" ? field : null;
};

/** Splits what an actor rejected with into a field problem (the API's field first) or a form failure. */
export function refusalOf<Field extends string>(
  error: unknown,
  routes: RefusalRoutes<Field>,
): FormRefusal<Field> {
  const failure = authFailureOf(error);
  const apiField = apiFieldOf(error);
  const field = (apiField !== null ? routes.fields[apiField] : undefined) ?? routes.byFailure?.[failure];
  if (field === undefined) return { problems: {}, failure };
  const problems: FieldProblems<Field> = {};
  problems[field] = routes.messageOn?.(failure, field) ?? `failures.${failure}`;
  return { problems, failure: null };
}

export const hasProblems = (problems: FieldProblems<string>) => Object.keys(problems).length > 0;

const captchaProblem = (captcha: string | null) => (captcha ? {} : { captcha: "failures.captchaRequired" });

export type SignInField = "username" | "password" | "captcha";

/** Sign-in: login (username or e-mail) and password required (§8 'login or e-mail required'), captcha solved. */
export function signInProblems(input: {
  username: string;
  password: string;
  captcha: string | null;
}): FieldProblems<SignInField> {
  return {
    ...(input.username.trim() === "" ? { username: "fields.loginRequired" } : {}),
    ...(input.password === "" ? { password: "fields.required" } : {}),
    ...captchaProblem(input.captcha),
  };
}

export type RecoveryField = "email" | "captcha";

/** Username recovery: a valid e-mail address, captcha solved. */
export function recoveryProblems(input: {
  email: string;
  captcha: string | null;
}): FieldProblems<RecoveryField> {
  const email = input.email.trim();
  return {
    ...(email === ""
      ? { email: "fields.required" }
      : !isValidEmailAddress(email)
        ? { email: "failures.emailInvalid" }
        : {}),
    ...captchaProblem(input.captcha),
  };
}

export type ResetRequestField = "user" | "captcha";

/** Reset link request: the username or e-mail, captcha solved. */
export function resetRequestProblems(input: {
  user: string;
  captcha: string | null;
}): FieldProblems<ResetRequestField> {
  return {
    ...(input.user.trim() === "" ? { user: "fields.loginRequired" } : {}),
    ...captchaProblem(input.captcha),
  };
}

/** Problems of the blocklist rather than the character rules (a personal password too, where it is checked). */
const blocklisted = new Set<string>(["common", "personal"]);

/**
 * A new password's rule problem: 'password does not meet the requirements', or — when only the blocklist
 * refuses it (a common password, or one built on the owner's username, name or e-mail when the owner is
 * known) — 'weak password' (both spec §8); null when it follows the rules.
 */
export function passwordRuleProblem(password: string, owner?: PasswordOwner): string | null {
  const broken = passwordProblems(password, undefined, owner);
  if (broken.length === 0) return null;
  return broken.every((problem) => blocklisted.has(problem))
    ? "fields.commonPassword"
    : "failures.weakPassword";
}

/** A new password twice (spec §5): the rules, then the confirmation must match. */
function newPasswordProblems<P extends string, C extends string>(
  passwordField: P,
  confirmationField: C,
  password: string,
  confirmation: string,
): FieldProblems<P | C> {
  const problems: FieldProblems<P | C> = {};
  const rule = password === "" ? "fields.required" : passwordRuleProblem(password);
  if (rule) problems[passwordField] = rule;
  if (confirmation === "") problems[confirmationField] = "fields.required";
  else if (confirmation !== password) problems[confirmationField] = "failures.passwordsDoNotMatch";
  return problems;
}

export type ChooseField = "password" | "confirmation";

/** New password from the e-mailed link. */
export const choosePasswordProblems = (input: {
  password: string;
  confirmation: string;
}): FieldProblems<ChooseField> =>
  newPasswordProblems("password", "confirmation", input.password, input.confirmation);

export type PasswordChangeField = "currentPassword" | "newPassword" | "confirmation";

/** Expired/temporary password change: current password, a new one that follows the rules and differs, twice. */
export function passwordChangeProblems(input: {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}): FieldProblems<PasswordChangeField> {
  const problems: FieldProblems<PasswordChangeField> = {
    ...(input.currentPassword === "" ? { currentPassword: "fields.required" } : {}),
    ...newPasswordProblems("newPassword", "confirmation", input.newPassword, input.confirmation),
  };
  if (input.newPassword !== "" && input.newPassword === input.currentPassword)
    problems.newPassword = "failures.sameAsPrevious";
  return problems;
}
