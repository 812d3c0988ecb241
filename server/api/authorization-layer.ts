import { Context, Effect, Layer, Redacted } from "effect";
import type { Logger } from "pino";
import { ServiceUnavailable } from "../../src/services/api/api-errors.ts";
import {
  Authorization,
  AuthorizationWording,
  CurrentUser,
  Unauthorized,
} from "../../src/services/api/authorization.ts";
import { SessionRefused, type SessionService } from "../session/session-service.ts";

/** The 401 of a call without a token, as the schema-checked `authorization` header answered it before ADR 097. */
export const noTokenDetail = "Sign in first: the request carries no access token (Authorization: Bearer …).";
/** The 401 of a token that is invalid, expired, of an older password or of an ended session. */
export const badTokenDetail = "Sign in again: the access token is missing, expired or invalid.";

/**
 * The server side of the Authorization middleware (ADR 097): the bearer token's claims become the CurrentUser of
 * the call; no token or a refused one is 401, a database that does not answer 503 (logged), never 500.
 */
export const authorizationLayer = (session: Pick<SessionService, "claimsOf">, logger: Logger) =>
  Layer.succeed(
    Authorization,
    Authorization.of({
      bearer: (httpEffect, { credential, endpoint, group }) => {
        const wording =
          Context.get(endpoint.annotations, AuthorizationWording) ??
          Context.get(group.annotations, AuthorizationWording);
        const token = Redacted.value(credential);
        if (token === "")
          return Effect.fail(new Unauthorized({ detail: wording?.unauthorized ?? noTokenDetail }));
        return Effect.tryPromise({
          try: () => session.claimsOf(`Bearer ${token}`),
          catch: (error) => {
            if (error instanceof SessionRefused)
              return new Unauthorized({ detail: wording?.unauthorized ?? badTokenDetail });
            logger.error({ err: error }, "access token check failed");
            return new ServiceUnavailable({
              detail:
                wording?.unavailable ?? "The session service did not answer; try again in a few moments.",
            });
          },
        }).pipe(Effect.flatMap(({ claims }) => Effect.provideService(httpEffect, CurrentUser, claims)));
      },
    }),
  );
