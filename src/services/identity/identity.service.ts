import { Context, Data, Effect, Layer, Schema } from "effect";
import { solveChallenge } from "altcha-lib/v1";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { isAuthFailure, type AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { CaptchaChallenge } from "../api/platform-api.ts";
import type { ApplicationOwner } from "../api/settings-api.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { withBearer } from "../api/authorization.ts";
import {
  identityAuthorizationClient,
  type Me,
  type MePatch,
  type SecondFactorChallenge,
  type SignInAnswer,
  type SignUpPayload,
} from "../api/identity-api.ts";
import { statusOf } from "../http/service-errors.ts";
import { clientRuntime, rejectWithFailure, runToPromise } from "../runtime.ts";

/**
 * Every identity failure reaches the caller as one tagged error carrying the AuthFailure code of the API's
 * problem+json (so `authFailureOf` in the machines reads it), the field it names and the HTTP status.
 */
export class IdentityError extends Data.TaggedError("IdentityError")<{
  failure: AuthFailure;
  field: string | null;
  status: number | null;
}> {}

/** Problem with a `code` → that code; 503 or no answer → serviceUnavailable; schema 400 → fieldsRequired. */
export function toIdentityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const status = statusOf(error);
  const candidate =
    typeof error === "object" && error !== null ? (error as { code?: unknown; field?: unknown }) : {};
  const tag =
    typeof error === "object" && error !== null ? (error as Record<string, unknown>)["_tag"] : undefined;
  if (isAuthFailure(candidate.code)) {
    return new IdentityError({
      failure: candidate.code,
      field: typeof candidate.field === "string" ? candidate.field : null,
      status,
    });
  }
  if (status === 503 || tag === "HttpClientError" || tag === "RequestError" || tag === "TransportError") {
    return new IdentityError({ failure: "serviceUnavailable", field: null, status });
  }
  if (status === 400) return new IdentityError({ failure: "fieldsRequired", field: null, status });
  return new IdentityError({ failure: "unexpected", field: null, status });
}

export interface IdentityOptions {
  /** Origin of the platform API (it lives under /api there), e.g. window.location.origin. */
  baseUrl: string;
  /** Sent as Accept-Language: the API writes e-mails in this language. */
  language: string;
  applicationAlias: string;
  tenantAlias: string;
  /**
   * The application's owner on this host (sign-in context, spec §6/§7): sign-up goes to its tenant's form or its
   * institution's; absent or null, the tenant's form of `tenantAlias`.
   */
  owner?: ApplicationOwner | null;
  /** The application's logo (sign-in context; a site path is made absolute on `baseUrl`): sent as applicationLogoUrl. */
  applicationLogoUrl?: string | null;
}

export interface SignUpScope {
  /** Chosen by the application owner: an ies-owned application signs up at its institution. */
  iesAlias: string | null;
}

/** The logo URL the spec's bodies carry: absolute http(s), or nothing (the server then uses the stored one). */
export function absoluteLogoUrl(logo: string | null | undefined, baseUrl: string): string | undefined {
  if (!logo) return undefined;
  try {
    const url = new URL(logo, baseUrl);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Where sign-up goes (spec §7 "chosen by application owner"): an explicit institution, else the owner's form. */
export function signUpTarget(
  options: Pick<IdentityOptions, "tenantAlias" | "owner">,
  scope?: SignUpScope,
): { tenant: string; ies: string | null } {
  if (scope?.iesAlias)
    return { tenant: options.owner?.tenantAlias ?? options.tenantAlias, ies: scope.iesAlias };
  const owner = options.owner ?? null;
  if (owner?.type === "ies") return { tenant: owner.tenantAlias, ies: owner.iesAlias };
  return { tenant: owner?.tenantAlias ?? options.tenantAlias, ies: null };
}

type Fx<A> = Effect.Effect<A, IdentityError>;

export interface IdentityApi {
  readonly captchaChallenge: Fx<CaptchaChallenge>;
  readonly signIn: (input: {
    username: string;
    password: string;
    captcha: string | null;
    operation?: boolean;
  }) => Fx<SignInAnswer>;
  readonly validateCode: (challengeId: string, code: string) => Fx<{ accessToken: string }>;
  /** `channel`: this code (and the next) by e-mail or SMS instead of the challenge's own channel. */
  readonly resendCode: (
    challengeId: string,
    channel?: SecondFactorChallenge["channel"],
  ) => Fx<SecondFactorChallenge>;
  /** `operation`: the operation application's own path (spec §6), else the tenant's. */
  readonly recoverUsername: (email: string, captcha: string | null, operation?: boolean) => Fx<void>;
  readonly requestPasswordReset: (user: string, captcha: string | null, operation?: boolean) => Fx<void>;
  readonly checkResetToken: (token: string) => Fx<void>;
  readonly confirmPassword: (token: string, newPassword: string) => Fx<void>;
  readonly changeMyPassword: (
    accessToken: string,
    currentPassword: string,
    newPassword: string,
  ) => Fx<{ accessToken: string }>;
  readonly signUp: (
    payload: Omit<SignUpPayload, "applicationAlias">,
    captcha: string | null,
    scope?: SignUpScope,
  ) => Fx<{ accessToken: string }>;
  readonly me: (accessToken: string) => Fx<Me>;
  readonly updateMe: (accessToken: string, patch: MePatch) => Fx<Me>;
  /** PATCH me/photo (multipart, spec §7): the new photo's address. */
  readonly uploadPhoto: (accessToken: string, photo: Blob) => Fx<{ photoUrl: string }>;
  /** DELETE me/photo: back to no photo. */
  readonly removePhoto: (accessToken: string) => Fx<void>;
}

const PhotoAnswer = Schema.Struct({ photoUrl: Schema.String });
const typed = <A, E>(effect: Effect.Effect<A, E>): Fx<A> => Effect.mapError(effect, toIdentityError);
const captchaHeader = (captcha: string | null) => (captcha ? { captcha } : {});
/** Runs a call of the signed-in person with her token (IdentityAuthorization, ADR 097). */
const bearer = (token: string) => withBearer(`Bearer ${token}`);

const makeClient = (options: IdentityOptions) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", options.language)),
    );
    const auth = yield* HttpApiClient.group(PlatformApi, {
      group: "identityAuth",
      httpClient,
      baseUrl: options.baseUrl,
    });
    const users = yield* HttpApiClient.group(PlatformApi, {
      group: "identityUsers",
      httpClient,
      baseUrl: options.baseUrl,
    }).pipe(Effect.provide(identityAuthorizationClient));
    const platform = yield* HttpApiClient.group(PlatformApi, {
      group: "platform",
      httpClient,
      baseUrl: options.baseUrl,
    });
    const app = options.applicationAlias;
    const logo = absoluteLogoUrl(options.applicationLogoUrl, options.baseUrl);
    const withLogo = logo ? { applicationLogoUrl: logo } : {};

    const api: IdentityApi = {
      captchaChallenge: typed(platform.captchaChallenge()),
      signIn: ({ username, password, captcha, operation = false }) => {
        const payload = { username, password, applicationAlias: app };
        return typed(
          operation
            ? auth.signInOperation({ headers: captchaHeader(captcha), payload })
            : auth.signInTenant({
                params: { tenant: options.tenantAlias },
                headers: captchaHeader(captcha),
                payload,
              }),
        );
      },
      validateCode: (challengeId, code) =>
        typed(users.validateAuthenticationCode({ payload: { challengeId, code } })),
      resendCode: (challengeId, channel) =>
        typed(
          users.generateAuthenticationCode({ payload: { challengeId, ...(channel ? { channel } : {}) } }),
        ),
      recoverUsername: (email, captcha, operation = false) => {
        const request = { headers: captchaHeader(captcha), payload: { email, ...withLogo } };
        return typed(
          operation
            ? users.recoverUsernameOperation({ ...request, params: { app } })
            : users.recoverUsernameTenant({ ...request, params: { tenant: options.tenantAlias, app } }),
        ).pipe(Effect.asVoid);
      },
      requestPasswordReset: (user, captcha, operation = false) => {
        const request = {
          headers: captchaHeader(captcha),
          payload: { user, resetApplicationPath: "/auth/password/change", ...withLogo },
        };
        return typed(
          operation
            ? users.resetPasswordOperation({ ...request, params: { app } })
            : users.resetPasswordTenant({ ...request, params: { tenant: options.tenantAlias, app } }),
        ).pipe(Effect.asVoid);
      },
      checkResetToken: (token) => typed(users.checkResetToken({ params: { token } })).pipe(Effect.asVoid),
      confirmPassword: (token, newPassword) =>
        typed(users.confirmPassword({ payload: { token, newPassword } })).pipe(Effect.asVoid),
      changeMyPassword: (accessToken, currentPassword, newPassword) =>
        typed(bearer(accessToken)(users.changeMyPassword({ payload: { currentPassword, newPassword } }))),
      signUp: (payload, captcha, scope) => {
        const body = { ...withLogo, ...payload, applicationAlias: app };
        const target = signUpTarget(options, scope);
        const request = {
          query: { sendEmail: "true" as const },
          headers: captchaHeader(captcha),
          payload: body,
        };
        return typed(
          target.ies
            ? users.signUpIes({ ...request, params: { tenant: target.tenant, ies: target.ies } })
            : users.signUpTenant({ ...request, params: { tenant: target.tenant } }),
        );
      },
      me: (accessToken) => typed(bearer(accessToken)(users.me())),
      updateMe: (accessToken, patch) => typed(bearer(accessToken)(users.updateMe({ payload: patch }))),
      removePhoto: (accessToken) =>
        httpClient
          .execute(
            HttpClientRequest.delete(`${options.baseUrl}/api/users/me/photo`).pipe(
              HttpClientRequest.bearerToken(accessToken),
            ),
          )
          .pipe(
            Effect.flatMap((response) =>
              response.status === 200
                ? Effect.void
                : Effect.flatMap(response.json, (body) =>
                    Effect.fail({ ...(body as object), status: response.status }),
                  ),
            ),
            Effect.mapError(toIdentityError),
          ),
      uploadPhoto: (accessToken, photo) => {
        const form = new FormData();
        form.append("photo", photo, "photo");
        const request = HttpClientRequest.patch(`${options.baseUrl}/api/users/me/photo`).pipe(
          HttpClientRequest.bearerToken(accessToken),
          HttpClientRequest.bodyFormData(form),
        );
        return httpClient.execute(request).pipe(
          Effect.flatMap((response) =>
            Effect.flatMap(response.json, (body): Effect.Effect<{ photoUrl: string }, unknown> =>
              response.status === 200
                ? Schema.decodeUnknownEffect(PhotoAnswer)(body)
                : Effect.fail({ ...(body as object), status: response.status }),
            ),
          ),
          Effect.mapError(toIdentityError),
        );
      },
    };
    return api;
  });

const unimplemented: Fx<never> = Effect.fail(
  new IdentityError({ failure: "unexpected", field: null, status: null }),
);

/** The identity calls of spec §7 over HTTP through the shared contract. */
export class Identity extends Context.Service<Identity, IdentityApi>()("sabia/Identity") {
  static layer(options: IdentityOptions) {
    return Layer.effect(Identity)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }

  /** For tests: the given methods; any other fails with "unexpected". */
  static layerTest(implementation: Partial<IdentityApi>) {
    return Layer.succeed(Identity)({
      captchaChallenge: unimplemented,
      signIn: () => unimplemented,
      validateCode: () => unimplemented,
      resendCode: () => unimplemented,
      recoverUsername: () => unimplemented,
      requestPasswordReset: () => unimplemented,
      checkResetToken: () => unimplemented,
      confirmPassword: () => unimplemented,
      changeMyPassword: () => unimplemented,
      signUp: () => unimplemented,
      me: () => unimplemented,
      updateMe: () => unimplemented,
      uploadPhoto: () => unimplemented,
      removePhoto: () => unimplemented,
      ...implementation,
    });
  }
}

/** One runtime per origin, language and application, built once (building the typed client is costly). */
export function identityRuntime(options: IdentityOptions) {
  return clientRuntime(
    "identity",
    {
      origin: options.baseUrl,
      language: options.language,
      variant: [
        options.applicationAlias,
        options.tenantAlias,
        options.owner ?? null,
        options.applicationLogoUrl ?? null,
      ],
    },
    () => Identity.layer(options),
  );
}

/** Runs an identity program; rejects with the IdentityError itself (its `failure` is the AuthFailure code). */
export function runIdentity<A>(
  options: IdentityOptions,
  program: Effect.Effect<A, IdentityError, Identity>,
): Promise<A> {
  return runToPromise(identityRuntime(options), program).catch(rejectWithFailure);
}

/**
 * Fetches an ALTCHA challenge and solves it here (proof of work with WebCrypto); the result is the base64
 * payload the API expects in the `captcha` header.
 */
export const solvedCaptcha: Effect.Effect<string, IdentityError, Identity> = Effect.gen(function* () {
  const identity = yield* Identity;
  const challenge = yield* identity.captchaChallenge;
  const solution = yield* Effect.tryPromise({
    try: () =>
      solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise,
    catch: () => new IdentityError({ failure: "captchaRequired", field: "captcha", status: null }),
  });
  if (!solution)
    return yield* Effect.fail(
      new IdentityError({ failure: "captchaRequired", field: "captcha", status: null }),
    );
  return btoa(JSON.stringify({ ...challenge, number: solution.number }));
});
