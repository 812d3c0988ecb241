import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";

/** Why an identity call was refused; the handlers turn the code into its problem (status) and keep the code. */
export class IdentityRefused extends Error {
  readonly code: AuthFailure;
  readonly field: string | undefined;
  readonly retryAfterSeconds: number;
  /** A detail that names what was not found (else the code's standard detail). */
  readonly detail: string | undefined;
  constructor(code: AuthFailure, field?: string, retryAfterSeconds = 0, detail?: string) {
    super(code);
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
    this.detail = detail;
  }
}

/** 404 naming the unknown tenant or application of a path (spec §7 forms). */
export const notFound = (field: "tenant" | "app" | "applicationAlias" | "ies" | "iesAlias", alias: string) =>
  new IdentityRefused(
    "notFound",
    field,
    0,
    `No ${field.startsWith("ies") ? "institution" : field === "tenant" ? "tenant" : "application"} '${alias}'.`,
  );

/** §8 'user already registered': the e-mail belongs to another account (sign-up, PATCH me), named on its field. */
export const emailTaken = () =>
  new IdentityRefused("userAlreadyExists", "email", 0, "A user is already registered with this e-mail.");
