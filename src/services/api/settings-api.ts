import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { ServiceUnavailable } from "./api-errors.ts";

/** Spec §3 tenant settings "authenticationModes"; samlRequest.url is only ever an absolute http(s) URL. */
export const AuthenticationModes = Schema.Struct({
  userName: Schema.Boolean,
  hasAuthByEmail: Schema.Boolean,
  hasAuthBySaml: Schema.Boolean,
  samlRequest: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  lti: Schema.Boolean,
});

/**
 * What the sign-in, reset and recovery pages of a hostname need (spec §2, §3, §6): operation mode (the operation
 * host: operation paths and the operation application), or the tenant whose paths, modes and image apply.
 */
export const SignInContext = Schema.Struct({
  hostname: Schema.String,
  operation: Schema.Boolean,
  /** The tenant of tenant paths (null in operation mode). */
  tenantAlias: Schema.NullOr(Schema.String),
  /** The operation application in operation mode; null: the client's own application. */
  applicationAlias: Schema.NullOr(Schema.String),
  authenticationModes: AuthenticationModes,
  createAccountEnabled: Schema.Boolean,
  loginPageImage: Schema.NullOr(Schema.String),
});
export type SignInContext = typeof SignInContext.Type;

const Hostname = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/)));

/** Public settings calls (mounted under /api/settings). */
export const SettingsGroup = HttpApiGroup.make("settings")
  .add(
    HttpApiEndpoint.get("signInContext", "/sign-in-context", {
      query: { hostname: Hostname },
      success: SignInContext,
      error: ServiceUnavailable,
    }),
  )
  .prefix("/settings");
