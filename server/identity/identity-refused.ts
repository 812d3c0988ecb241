import type { AuthFailure } from "../../src/domain/identity/auth-failures.ts";

/** Why an identity call was refused; the handlers turn the code into its problem (status) and keep the code. */
export class IdentityRefused extends Error {
  readonly code: AuthFailure;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number;
  constructor(code: AuthFailure, field?: string, retryAfterSeconds = 0) {
    super(code);
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
