import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { FieldProblems, SignInField } from "#src/domain/identity/form-problems.ts";

export interface Credentials {
  /** Username or e-mail. */
  username: string;
  password: string;
  /** ALTCHA solution; travels in the `captcha` header, never the body (spec §5). */
  captcha: string | null;
}

export interface SecondFactorChallenge {
  challengeId: string;
  channel: "email" | "sms";
  /** Masked destination shown to the person, e.g. "d***@sabia.dev". */
  destination: string;
}

/** What the sign-in call answers: a token, or a second factor to complete first. */
export type SignInOutcome =
  { kind: "token"; token: string } | { kind: "secondFactor"; challenge: SecondFactorChallenge };

export interface SignInInput {
  returnUrl: string;
}

export interface SignInContext {
  returnUrl: string;
  username: string;
  /** Form-level failure (alert): wrong credentials, throttling, service errors. */
  failure: AuthFailure | null;
  /** Problems tied to the sign-in form's fields, and to the two-factor code field (`code`). */
  problems: FieldProblems<SignInField | "code">;
  challenge: SecondFactorChallenge | null;
  codeResent: boolean;
  token: string | null;
}

export type SignInEvent =
  | ({ type: "SUBMIT" } & Credentials)
  | { type: "SUBMIT_CODE"; code: string }
  /** `channel`: send the new code by e-mail or SMS instead (the dialog's other channel). */
  | { type: "RESEND_CODE"; channel?: SecondFactorChallenge["channel"] }
  | { type: "CANCEL_SECOND_FACTOR" };

export interface SignInOutput {
  token: string;
  returnUrl: string;
}
