import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { ChooseField, FieldProblems, ResetRequestField } from "#src/domain/identity/form-problems.ts";

export interface PasswordResetInput {
  /** The reset token from the e-mailed link (/auth/password/change/{token}); absent when asking for a link. */
  token: string | null;
}

export interface PasswordResetContext {
  token: string | null;
  failure: AuthFailure | null;
  /** Problems tied to the request form's fields or the new-password form's. */
  problems: FieldProblems<ResetRequestField | ChooseField>;
}

export type PasswordResetEvent =
  | { type: "REQUEST_LINK"; user: string; captcha: string | null }
  | { type: "SUBMIT_PASSWORD"; password: string; confirmation: string }
  | { type: "START_OVER" };
