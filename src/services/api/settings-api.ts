import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { ServiceUnavailable } from "./api-errors.ts";

/** Spec §3 tenant settings "authenticationModes"; samlRequest.url is only ever an absolute http(s) URL or a same-site path. */
export const AuthenticationModes = Schema.Struct({
  userName: Schema.Boolean,
  hasAuthByEmail: Schema.Boolean,
  hasAuthBySaml: Schema.Boolean,
  samlRequest: Schema.NullOr(Schema.Struct({ url: Schema.String })),
  lti: Schema.Boolean,
});

/** The owner of an application on a host: its tenant, or one institution of it (the host's). */
export const ApplicationOwner = Schema.Union([
  Schema.Struct({ type: Schema.Literal("tenant"), tenantAlias: Schema.String }),
  Schema.Struct({ type: Schema.Literal("ies"), tenantAlias: Schema.String, iesAlias: Schema.String }),
]);
export type ApplicationOwner = typeof ApplicationOwner.Type;

/**
 * What the sign-in, reset and recovery pages of a hostname need (spec §2, §3, §6): operation mode (the operation
 * host: operation paths and the operation application), or the tenant whose paths, modes and image apply.
 */
/** A tenant's OpenID sign-in button (issue 27, ADR 061): GET /api/auth/oidc/{slug}/start begins it. */
export const OpenIdProvider = Schema.Struct({
  slug: Schema.String,
  kind: Schema.Literals(["govbr", "google", "generic"]),
  label: Schema.String,
});
export type OpenIdProvider = typeof OpenIdProvider.Type;

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
  /**
   * Who owns the application (spec §6 owner types, §7 "chosen by application owner"): sign-up goes to
   * `tenants/{tenantAlias}` or `tenants/{tenantAlias}/ies/{iesAlias}`; null: no owner (the tenant's form).
   */
  applicationOwner: Schema.NullOr(ApplicationOwner),
  /** The application's stored logo (a site path or an absolute URL): identity e-mails show it (spec §7 bodies). */
  applicationLogoUrl: Schema.NullOr(Schema.String),
  /** The OpenID providers the host's tenant enables (spec §2 "third-party sign-in options"); absent: none. */
  openIdProviders: Schema.optionalKey(Schema.Array(OpenIdProvider)),
  /** On a tenant's own host: its name, logos and primary colour for the sign-in pages (spec §3); absent: Sabiá's. */
  brand: Schema.optionalKey(
    Schema.Struct({
      name: Schema.String,
      logo: Schema.NullOr(Schema.String),
      darkLogo: Schema.NullOr(Schema.String),
      primaryColor: Schema.String,
      accentColor: Schema.String,
      secondaryColor: Schema.String,
    }),
  ),
});
export type SignInContext = typeof SignInContext.Type;

const Hostname = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/)));

/** Public settings calls (mounted under /api/settings). */
export const SettingsGroup = HttpApiGroup.make("settings")
  .add(
    HttpApiEndpoint.get("signInContext", "/sign-in-context", {
      query: {
        hostname: Hostname,
        /** The client's own application (outside operation mode): its owner and logo come back. */
        applicationAlias: Schema.optionalKey(
          Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/))),
        ),
      },
      success: SignInContext,
      error: ServiceUnavailable,
    }),
  )
  .prefix("/settings");
