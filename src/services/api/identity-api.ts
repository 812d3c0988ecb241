import { Schema } from "effect";
import {
  HttpApiEndpoint,
  HttpApiError,
  HttpApiGroup,
  HttpApiMiddleware,
  HttpApiSecurity,
} from "effect/http-api";
import { authFailures } from "#src/domain/identity/auth-failures.ts";
import { textSizes } from "#src/domain/theme.ts";
import { ServiceUnavailable } from "./api-errors.ts";
import { CurrentUser, sendBearer } from "./authorization.ts";

/**
 * Identity calls of spec §7 (auth service sign-in, user service recovery/reset/sign-up/me, the subscription
 * service's sign-up and authentication codes). Every refusal is problem+json whose `code` is an AuthFailure
 * (src/domain/identity/auth-failures.ts), so client, machines and i18n share one vocabulary; `field` names
 * the offending input when there is one.
 */
const failure = {
  detail: Schema.String,
  code: Schema.Literals(authFailures),
  field: Schema.optionalKey(Schema.String),
};
const problem = (slug: string) => `https://sabia.dev/problems/${slug}`;

export class IdentityInvalid extends HttpApiError.Problem<IdentityInvalid>()(
  "IdentityInvalid",
  { type: problem("identity-invalid"), status: 400, title: "Bad Request" },
  failure,
) {}
/** 401: wrong credentials (same body for an unknown user and a wrong password), wrong code, bad token. */
export class IdentityUnauthorized extends HttpApiError.Problem<IdentityUnauthorized>()(
  "IdentityUnauthorized",
  { type: problem("identity-unauthorized"), status: 401, title: "Unauthorized" },
  failure,
) {}
/**
 * The identity calls that need a signed-in person (`Authorization: Bearer …`, ADR 097): the Authorization
 * middleware's check, answered in the identity calls' shape — no token or a refused one is `IdentityUnauthorized`
 * with the code `invalidCredentials`. The server's implementation is server/api/authorization-layer.ts.
 */
export class IdentityAuthorization extends HttpApiMiddleware.Service<
  IdentityAuthorization,
  { provides: CurrentUser }
>()("sabia/api/IdentityAuthorization", {
  security: { bearer: HttpApiSecurity.bearer },
  error: [IdentityUnauthorized, ServiceUnavailable],
}) {}

/** Its client side: sends the header `withBearer` set (authorization.ts). Provide it where the client is made. */
export const identityAuthorizationClient = HttpApiMiddleware.layerClient(IdentityAuthorization, sendBearer);

/** 403: the captcha solution is missing, wrong, expired or reused. */
export class IdentityCaptchaRejected extends HttpApiError.Problem<IdentityCaptchaRejected>()(
  "IdentityCaptchaRejected",
  { type: problem("identity-captcha"), status: 403, title: "Forbidden" },
  failure,
) {}
/** 403: the request is refused where it is made (sign-up on a tenant whose createAccountEnabled is off). */
export class IdentityForbidden extends HttpApiError.Problem<IdentityForbidden>()(
  "IdentityForbidden",
  { type: problem("identity-forbidden"), status: 403, title: "Forbidden" },
  failure,
) {}
/** 404: the tenant or application named in the path does not exist (`field` says which, `detail` names it). */
export class IdentityNotFound extends HttpApiError.Problem<IdentityNotFound>()(
  "IdentityNotFound",
  { type: problem("identity-not-found"), status: 404, title: "Not Found" },
  failure,
) {}
/** 409: user or CPF already registered. */
export class IdentityConflict extends HttpApiError.Problem<IdentityConflict>()(
  "IdentityConflict",
  { type: problem("identity-conflict"), status: 409, title: "Conflict" },
  failure,
) {}
/** 410: reset link expired or used, two-factor code expired or spent. */
export class IdentityGone extends HttpApiError.Problem<IdentityGone>()(
  "IdentityGone",
  { type: problem("identity-gone"), status: 410, title: "Gone" },
  failure,
) {}
/** 429: login attempts exceeded; `retryAfterSeconds` says how long to wait. */
export class IdentityThrottled extends HttpApiError.Problem<IdentityThrottled>()(
  "IdentityThrottled",
  { type: problem("identity-throttled"), status: 429, title: "Too Many Requests" },
  { ...failure, retryAfterSeconds: Schema.Number },
) {}
/** 502: the e-mail (or SMS) could not be sent. */
export class IdentityBadGateway extends HttpApiError.Problem<IdentityBadGateway>()(
  "IdentityBadGateway",
  { type: problem("identity-bad-gateway"), status: 502, title: "Bad Gateway" },
  failure,
) {}

const errors = [
  IdentityInvalid,
  IdentityUnauthorized,
  IdentityCaptchaRejected,
  IdentityForbidden,
  IdentityNotFound,
  IdentityConflict,
  IdentityGone,
  IdentityThrottled,
  IdentityBadGateway,
  ServiceUnavailable,
] as const;

const Alias = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/)));
const Bounded = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)));
const Captcha = { captcha: Schema.optionalKey(Bounded(4000)) };
/** A path on this site (where e-mailed links lead); anything else is replaced by the default path. */
const SitePath = Bounded(500);

export const SecondFactorChallenge = Schema.Struct({
  challengeId: Schema.String,
  channel: Schema.Literals(["email", "sms"]),
  /** Masked destination, e.g. "d***@sabia.dev" or "(11) *****-7777". */
  destination: Schema.String,
});
export type SecondFactorChallenge = typeof SecondFactorChallenge.Type;

/** A token, or a second factor to complete first (then POST validate-authentication-code). */
export const SignInAnswer = Schema.Struct({
  accessToken: Schema.NullOr(Schema.String),
  secondFactor: Schema.NullOr(SecondFactorChallenge),
});
export type SignInAnswer = typeof SignInAnswer.Type;

export const SignInPayload = Schema.Struct({
  /** Username or e-mail. */
  username: Bounded(254),
  password: Bounded(200),
  applicationAlias: Alias,
  iesAlias: Schema.optionalKey(Schema.NullOr(Alias)),
});

export const AccessToken = Schema.Struct({ accessToken: Schema.String });
export const Sent = Schema.Struct({ status: Schema.Literal("sent") });

/** Spec §3 "User (session)". */
export const Me = Schema.Struct({
  id: Schema.Number,
  uuid: Schema.String,
  name: Schema.String,
  username: Schema.String,
  email: Schema.String,
  type: Schema.String,
  photo: Schema.NullOr(Schema.String),
  timezone: Schema.String,
  languageId: Schema.String,
  /** The user's theme (src/domain/theme.ts); null: follow the device. */
  theme: Schema.optionalKey(Schema.NullOr(Schema.String)),
  /** The person's text size (src/domain/theme.ts); null or absent: the browser's cookie or the default (ADR 039). */
  textSize: Schema.optionalKey(Schema.NullOr(Schema.String)),
  accessibility: Schema.Struct({
    darkThemeEnabled: Schema.Boolean,
    fontSizeEnabled: Schema.Boolean,
    signLanguageEnabled: Schema.Boolean,
  }),
  temporaryPassword: Schema.Boolean,
  availableApplications: Schema.Array(Schema.String),
  cpf: Schema.NullOr(Schema.String),
  cellphone: Schema.NullOr(Schema.String),
});
export type Me = typeof Me.Type;

export const MePatch = Schema.Struct({
  name: Schema.optionalKey(Bounded(120)),
  /** A new e-mail needs `currentPassword`, and is refused while impersonating (403 `impersonating`). */
  email: Schema.optionalKey(Bounded(254)),
  currentPassword: Schema.optionalKey(Bounded(200)),
  cpf: Schema.optionalKey(Bounded(14)),
  cellphone: Schema.optionalKey(Bounded(20)),
  timezone: Schema.optionalKey(Bounded(64)),
  /** pt-BR, en or es; anything else is refused with `invalidLanguage` (spec §8). */
  languageId: Schema.optionalKey(Bounded(35)),
  /** light, dark, contrast-light or contrast-dark; anything else is refused with `invalidTheme` (spec §8). */
  theme: Schema.optionalKey(Schema.NullOr(Bounded(32))),
  /** normal, large, larger or largest (anything else: 400 naming textSize). */
  textSize: Schema.optionalKey(Schema.NullOr(Schema.Literals(textSizes))),
  accessibility: Schema.optionalKey(
    Schema.Struct({
      darkThemeEnabled: Schema.Boolean,
      fontSizeEnabled: Schema.Boolean,
      signLanguageEnabled: Schema.Boolean,
    }),
  ),
});
export type MePatch = typeof MePatch.Type;

/** Spec §3 "Sign-up payload" (captcha in the header) plus the CPF of the sign-up form. */
export const SignUpPayload = Schema.Struct({
  cpf: Bounded(14),
  name: Bounded(120),
  username: Bounded(60),
  email: Bounded(254),
  password: Bounded(200),
  cellphone: Bounded(20),
  applicationAlias: Alias,
  firstAccessPath: Schema.optionalKey(SitePath),
  applicationLogoUrl: Schema.optionalKey(Bounded(500)),
});
export type SignUpPayload = typeof SignUpPayload.Type;

const RecoverPayload = Schema.Struct({
  email: Bounded(254),
  applicationLogoUrl: Schema.optionalKey(Bounded(500)),
});
const ResetPayload = Schema.Struct({
  user: Bounded(254),
  applicationLogoUrl: Schema.optionalKey(Bounded(500)),
  resetApplicationPath: Schema.optionalKey(SitePath),
});
const SendEmail = { sendEmail: Schema.optionalKey(Schema.Literals(["true", "false"])) };

/** Auth service sign-in calls (mounted under /api/auth). */
export const IdentityAuthGroup = HttpApiGroup.make("identityAuth")
  .add(
    HttpApiEndpoint.post("signInTenant", "/signin/tenants/:tenant", {
      params: { tenant: Alias },
      headers: Captcha,
      payload: SignInPayload,
      success: SignInAnswer,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("signInOperation", "/signin/operations", {
      headers: Captcha,
      payload: SignInPayload,
      success: SignInAnswer,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("tokenCheck", "/token/check", {
      success: Schema.Struct({
        valid: Schema.Literal(true),
        userId: Schema.Number,
        temporaryPassword: Schema.Boolean,
      }),
      error: errors,
    }).middleware(IdentityAuthorization),
  )
  .prefix("/auth");

/** User service recovery, reset, sign-up and profile calls, and the subscription service's sign-up and codes. */
export const IdentityUsersGroup = HttpApiGroup.make("identityUsers")
  .add(
    HttpApiEndpoint.post("recoverUsernameOperation", "/users/operation/applications/:app/username/recover", {
      params: { app: Alias },
      headers: Captcha,
      payload: RecoverPayload,
      success: Sent,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post(
      "recoverUsernameTenant",
      "/users/tenants/:tenant/applications/:app/username/recover",
      {
        params: { tenant: Alias, app: Alias },
        headers: Captcha,
        payload: RecoverPayload,
        success: Sent,
        error: errors,
      },
    ),
  )
  .add(
    HttpApiEndpoint.post("resetPasswordOperation", "/users/operation/applications/:app/password/reset", {
      params: { app: Alias },
      headers: Captcha,
      payload: ResetPayload,
      success: Sent,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("resetPasswordTenant", "/users/tenants/:tenant/applications/:app/password/reset", {
      params: { tenant: Alias, app: Alias },
      headers: Captcha,
      payload: ResetPayload,
      success: Sent,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.put("confirmPassword", "/users/password/confirm", {
      payload: Schema.Struct({ token: Bounded(200), newPassword: Bounded(200) }),
      success: Schema.Struct({ status: Schema.Literal("updated") }),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("checkResetToken", "/users/password/reset/check/:token", {
      params: { token: Bounded(200) },
      success: Schema.Struct({ valid: Schema.Literal(true), expiresAt: Schema.String }),
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.put("changeMyPassword", "/users/me/password", {
      payload: Schema.Struct({ currentPassword: Bounded(200), newPassword: Bounded(200) }),
      success: AccessToken,
      error: errors,
    }).middleware(IdentityAuthorization),
  )
  .add(
    HttpApiEndpoint.post("signUpTenant", "/users/tenants/:tenant", {
      params: { tenant: Alias },
      query: SendEmail,
      headers: Captcha,
      payload: SignUpPayload,
      success: AccessToken,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("signUpIes", "/users/tenants/:tenant/ies/:ies", {
      params: { tenant: Alias, ies: Alias },
      query: SendEmail,
      headers: Captcha,
      payload: SignUpPayload,
      success: AccessToken,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.get("me", "/users/me", { success: Me, error: errors }).middleware(IdentityAuthorization),
  )
  .add(
    HttpApiEndpoint.patch("updateMe", "/users/me", {
      payload: MePatch,
      success: Me,
      error: errors,
    }).middleware(IdentityAuthorization),
  )
  .add(
    HttpApiEndpoint.post("subscriptionSignUp", "/subscription/users/signup", {
      headers: Captcha,
      payload: SignUpPayload,
      success: AccessToken,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.put("subscriptionSignUpIes", "/subscription/users/signup/:iesAlias", {
      params: { iesAlias: Alias },
      headers: Captcha,
      payload: SignUpPayload,
      success: AccessToken,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("generateAuthenticationCode", "/subscription/users/generate-authentication-code", {
      /** `channel`: send this code (and the next ones) by e-mail or SMS instead; omitted, the challenge's own. */
      payload: Schema.Struct({
        challengeId: Bounded(200),
        channel: Schema.optionalKey(Schema.Literals(["email", "sms"])),
      }),
      success: SecondFactorChallenge,
      error: errors,
    }),
  )
  .add(
    HttpApiEndpoint.post("validateAuthenticationCode", "/subscription/users/validate-authentication-code", {
      payload: Schema.Struct({ challengeId: Bounded(200), code: Bounded(12) }),
      success: AccessToken,
      error: errors,
    }),
  );
