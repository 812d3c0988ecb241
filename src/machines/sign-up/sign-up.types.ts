import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { SignUpForm, SignUpProblems } from "#src/domain/identity/sign-up-fields.ts";

export interface SignUpContext {
  problems: SignUpProblems;
  failure: AuthFailure | null;
  token: string | null;
}

export type SignUpEvent = { type: "SUBMIT"; form: SignUpForm; captcha: string | null };

export interface SignUpOutput {
  token: string;
}
