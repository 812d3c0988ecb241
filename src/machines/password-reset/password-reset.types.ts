import type { AuthFailure } from "../../domain/identity/auth-failures.ts";

export interface PasswordResetInput {
  /** The reset token from the e-mailed link (/auth/password/change/{token}); absent when asking for a link. */
  token: string | null;
}

export interface PasswordResetContext {
  token: string | null;
  failure: AuthFailure | null;
}

export type PasswordResetEvent =
  | { type: "REQUEST_LINK"; user: string; captcha: string | null }
  | { type: "SUBMIT_PASSWORD"; password: string; confirmation: string }
  | { type: "START_OVER" };
