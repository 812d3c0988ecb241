import { Context, Effect, Layer, Redacted } from "effect";
import { HttpServerRequest, type HttpServerResponse } from "effect/http";
import type { Logger } from "pino";
import { ServiceUnavailable } from "#src/services/api/api-errors.ts";
import {
  Authorization,
  AuthorizationWording,
  CurrentUser,
  Unauthorized,
} from "#src/services/api/authorization.ts";
import { IdentityAuthorization, IdentityUnauthorized } from "#src/services/api/identity-api.ts";
import { SessionRefused, type SessionService } from "../session/session-service.ts";

/** The 401 of a call without a token, as the schema-checked `authorization` header answered it before ADR 097. */
export const noTokenDetail = "Sign in first: the request carries no access token (Authorization: Bearer …).";
/** The 401 of a token that is invalid, expired, of an older password or of an ended session. */
export const badTokenDetail = "Sign in again: the access token is missing, expired or invalid.";
/** What an identity call answered for a refused token before ADR 097 (the service's `invalidCredentials`). */
export const identityBadTokenDetail = "Invalid username or password.";

/** How one middleware answers: no `Authorization` header, one it refuses, a database that does not answer. */
interface Answers<E> {
  readonly missing: () => E;
  readonly refused: () => E;
  readonly unavailable: () => E | ServiceUnavailable;
}

/**
 * The check both middlewares make: the bearer credential through `session.claimsOf` (signature, user, token
 * version, live session). A header that carries no bearer token is refused like a bad token, as the handlers
 * refused it before; no header at all is `missing`. On success the handler runs with CurrentUser provided.
 */
const verify =
  (session: Pick<SessionService, "claimsOf">, logger: Logger) =>
  <E, U, R>(
    httpEffect: Effect.Effect<HttpServerResponse.HttpServerResponse, U, R>,
    credential: Redacted.Redacted<string>,
    answers: Answers<E>,
  ) => {
    const token = Redacted.value(credential);
    if (token === "")
      return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
        Effect.fail(request.headers["authorization"] === undefined ? answers.missing() : answers.refused()),
      );
    return Effect.tryPromise({
      try: () => session.claimsOf(`Bearer ${token}`),
      catch: (error) => {
        if (error instanceof SessionRefused) return answers.refused();
        logger.error({ err: error }, "access token check failed");
        return answers.unavailable();
      },
    }).pipe(Effect.flatMap(({ claims }) => Effect.provideService(httpEffect, CurrentUser, claims)));
  };

/**
 * The server side of the Authorization middleware (ADR 097): the bearer token's claims become the CurrentUser of
 * the call; no token or a refused one is 401, a database that does not answer 503 (logged), never 500. A group
 * annotated with AuthorizationWording answers its own texts.
 */
export const authorizationLayer = (session: Pick<SessionService, "claimsOf">, logger: Logger) => {
  const check = verify(session, logger);
  return Layer.succeed(
    Authorization,
    Authorization.of({
      bearer: (httpEffect, { credential, endpoint, group }) => {
        const wording =
          Context.get(endpoint.annotations, AuthorizationWording) ??
          Context.get(group.annotations, AuthorizationWording);
        return check(httpEffect, credential, {
          missing: () => new Unauthorized({ detail: wording?.unauthorized ?? noTokenDetail }),
          refused: () => new Unauthorized({ detail: wording?.unauthorized ?? badTokenDetail }),
          unavailable: () =>
            new ServiceUnavailable({
              detail:
                wording?.unavailable ?? "The session service did not answer; try again in a few moments.",
            }),
        });
      },
    }),
  );
};

/**
 * The server side of IdentityAuthorization: the same check, answered as the identity calls answered it — no token
 * `401 {code: invalidCredentials, detail: noTokenDetail}`, a refused one the same code with the service's text,
 * a database that does not answer the identity calls' 503.
 */
export const identityAuthorizationLayer = (session: Pick<SessionService, "claimsOf">, logger: Logger) => {
  const check = verify(session, logger);
  return Layer.succeed(
    IdentityAuthorization,
    IdentityAuthorization.of({
      bearer: (httpEffect, { credential }) =>
        check(httpEffect, credential, {
          missing: () => new IdentityUnauthorized({ code: "invalidCredentials", detail: noTokenDetail }),
          refused: () =>
            new IdentityUnauthorized({ code: "invalidCredentials", detail: identityBadTokenDetail }),
          unavailable: () =>
            new ServiceUnavailable({
              detail: "The identity service did not answer; try again in a few moments.",
            }),
        }),
    }),
  );
};
