import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiError, HttpApiGroup } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Authorization, Unauthorized } from "./authorization.ts";

/** 401 (no token, or one that is expired, tampered or revoked) lives with the Authorization middleware. */
export { Unauthorized };

/** 403: signed in, but not allowed (e.g. impersonation by a non-operator, a role the user does not hold). */
export class Forbidden extends HttpApiError.Problem<Forbidden>()(
  "Forbidden",
  { type: "https://sabia.dev/problems/forbidden", status: 403, title: "Forbidden" },
  { detail: Schema.String, code: Schema.optionalKey(Schema.String) },
) {}

const Logos = Schema.Struct({
  mini: Schema.NullOr(Schema.String),
  light: Schema.NullOr(Schema.String),
  dark: Schema.NullOr(Schema.String),
});
export const Role = Schema.Struct({ id: Schema.String, name: Schema.String, alias: Schema.String });

/** Spec §3 "Tenant rights". */
export const TenantRights = Schema.Struct({
  id: Schema.String,
  alias: Schema.String,
  iesAlias: Schema.NullOr(Schema.String),
  name: Schema.String,
  hostname: Schema.NullOr(Schema.String),
  logos: Logos,
  roles: Schema.Array(Role),
  ies: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      alias: Schema.String,
      hostname: Schema.NullOr(Schema.String),
      logos: Logos,
      roles: Schema.Array(Role),
    }),
  ),
});

export const UserRights = Schema.Struct({
  applicationRoles: Schema.Array(Role),
  tenants: Schema.Array(TenantRights),
});

const Scope = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  alias: Schema.String,
  hostname: Schema.NullOr(Schema.String),
});
/** Spec §3 "Current role". */
export const CurrentRole = Schema.Struct({
  tenant: Schema.NullOr(Scope),
  ies: Schema.NullOr(Scope),
  role: Role,
});

/** Spec §3 "Last access". */
export const LastAccess = Schema.Struct({
  tenantId: Schema.NullOr(Schema.String),
  tenantAlias: Schema.NullOr(Schema.String),
  tenantName: Schema.NullOr(Schema.String),
  tenantHostname: Schema.NullOr(Schema.String),
  iesId: Schema.NullOr(Schema.String),
  iesAlias: Schema.NullOr(Schema.String),
  iesName: Schema.NullOr(Schema.String),
  iesHostname: Schema.NullOr(Schema.String),
  roleAlias: Schema.String,
  roleName: Schema.String,
  roleId: Schema.String,
});

/** What the session guard needs in one call: who, the temporary-password flag, rights, role, last access. */
export const SessionInfo = Schema.Struct({
  user: Schema.Struct({
    id: Schema.Number,
    uuid: Schema.String,
    username: Schema.String,
    name: Schema.String,
    email: Schema.String,
    /** The person's own CPF (digits), which My Purchases and My Courses are asked by (spec §7). */
    cpf: Schema.optionalKey(Schema.NullOr(Schema.String)),
    /** The uploaded photo's address (My Account), shown by the header avatar; null without one. */
    photo: Schema.optionalKey(Schema.NullOr(Schema.String)),
  }),
  temporaryPassword: Schema.Boolean,
  impersonatedBy: Schema.NullOr(Schema.String),
  rights: UserRights,
  currentRole: Schema.NullOr(CurrentRole),
  lastAccess: Schema.NullOr(LastAccess),
  independentTabsEnabled: Schema.Boolean,
});

/** A new token with the theme and features to swap in (spec §4: assuming a role swaps theme and features). */
export const AssumedRole = Schema.Struct({
  accessToken: Schema.String,
  theme: Schema.Struct({
    primaryColor: Schema.String,
    accentColor: Schema.String,
    secondaryColor: Schema.String,
  }),
  features: Schema.Array(Schema.String),
});

const Alias = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)));
/** Rights are filtered to the application alias, case-insensitively (spec §6). */
const ForApplication = { applicationAlias: Alias };
const AssumePayload = Schema.Struct({ roleAlias: Alias, applicationAlias: Alias });
const errors = [Unauthorized, Forbidden, NotFound, InvalidInput, ServiceUnavailable] as const;

/** Spec §7 auth service calls of the session flows (mounted under /api/auth). */
export const SessionGroup = HttpApiGroup.make("session")
  .add(
    HttpApiEndpoint.get("session", "/session", {
      query: ForApplication,
      success: SessionInfo,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("rights", "/rights", {
      query: ForApplication,
      success: UserRights,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("lastAccess", "/last-access", {
      success: Schema.NullOr(LastAccess),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.put("assumeIesRole", "/role/assume/tenants/:tenant/ies/:ies", {
      params: { tenant: Alias, ies: Alias },
      payload: AssumePayload,
      success: AssumedRole,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.put("assumeTenantRole", "/role/assume/tenants/:tenant", {
      params: { tenant: Alias },
      payload: AssumePayload,
      success: AssumedRole,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.put("assumeApplicationRole", "/role/assume/application", {
      payload: AssumePayload,
      success: AssumedRole,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("impersonate", "/signin/impersonate", {
      payload: Schema.Struct({ username: Alias, roleAlias: Alias }),
      success: Schema.Struct({ accessToken: Schema.String, redirect: Schema.String }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("handOff", "/token/hand-off", {
      success: Schema.Struct({ tokenId: Schema.String, expiresInSeconds: Schema.Number }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.post("exchangeHandOff", "/token/exchange", {
      payload: Schema.Struct({
        tokenId: Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9_-]{16,128}$/))),
      }),
      // Whose token it is, so that a browser signed in as someone else can ask before switching (issue 25).
      success: Schema.Struct({
        accessToken: Schema.String,
        user: Schema.optionalKey(Schema.Struct({ id: Schema.Number, name: Schema.String })),
      }),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("ssoUrl", "/sso/applications/:app/url", {
      params: { app: Alias },
      payload: Schema.Struct({
        uuid: Schema.String,
        roleAlias: Alias,
        tenantAlias: Schema.NullOr(Alias),
        iesAlias: Schema.NullOr(Alias),
      }),
      success: Schema.Struct({ redirectUrl: Schema.String }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("samlLogout", "/sso/saml/logout", {
      // The browser's Host names the tenant whose IdP the person signed in with (never sent by hand).
      headers: { host: Schema.optionalKey(Schema.String) },
      success: Schema.Struct({ samlLogoutRequest: Schema.NullOr(Schema.String) }),
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.get("applicationByHostname", "/applications/:app/hostname/:hostname", {
      params: {
        app: Alias,
        hostname: Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/))),
      },
      success: Schema.Struct({
        alias: Schema.String,
        name: Schema.String,
        isOperation: Schema.Boolean,
        independentTabsEnabled: Schema.Boolean,
        owner: Schema.NullOr(Schema.Literals(["tenant", "ies"])),
      }),
      error: errors,
    }).middleware(Authorization),
  )
  .prefix("/auth");
