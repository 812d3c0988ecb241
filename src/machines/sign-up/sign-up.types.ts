import type { AuthFailure } from "../../domain/identity/auth-failures.ts";
import type { SignUpForm, SignUpProblems } from "../../domain/identity/sign-up-fields.ts";

export interface SignUpContext {
  problems: SignUpProblems;
  failure: AuthFailure | null;
  token: string | null;
}

export type SignUpEvent = { type: "SUBMIT"; form: SignUpForm; captcha: string | null };

export interface SignUpOutput {
  token: string;
}
