import { Context, Effect, Schema } from "effect";
import { type HttpClientError, HttpClientRequest, type HttpClientResponse } from "effect/http";
import { HttpApiError, HttpApiMiddleware, HttpApiSecurity } from "effect/http-api";
import { ServiceUnavailable } from "./api-errors.ts";

/** 401: no bearer token, or one that is expired, tampered or revoked. */
export class Unauthorized extends HttpApiError.Problem<Unauthorized>()(
  "Unauthorized",
  { type: "https://sabia.dev/problems/unauthorized", status: 401, title: "Unauthorized" },
  { detail: Schema.String },
) {}

/**
 * Who calls, as the verified bearer token says (ADR 097). The same shape as the server's access-token claims: for an
 * impersonation `userId` is the person accessed as and `impersonatorId` the operator.
 */
export interface Caller {
  readonly userId: number;
  readonly role: {
    readonly roleId: number;
    readonly tenantId: number | null;
    readonly iesId: number | null;
  } | null;
  readonly impersonatorId: number | null;
  readonly tokenVersion: number;
  readonly sessionId: string;
}

/** The signed-in caller, provided by the Authorization middleware to the handlers of the calls it guards. */
export class CurrentUser extends Context.Service<CurrentUser, Caller>()("sabia/api/CurrentUser") {}

/**
 * Calls that need a signed-in person: `Authorization: Bearer …` (the OpenAPI `bearer` security scheme). Without a
 * token, or with one that is invalid, expired or of an ended session, the call answers 401 before its handler runs.
 * The server's implementation is server/api/authorization-layer.ts.
 */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()(
  "sabia/api/Authorization",
  { security: { bearer: HttpApiSecurity.bearer }, error: [Unauthorized, ServiceUnavailable] },
) {}

/**
 * A guarded group's own wording for the middleware's answers (ADR 097, amendment of 2026-11-29): `unauthorized` is
 * the 401 detail for no token and a refused one alike (these groups took the header as optional and answered one
 * text for both), `unavailable` the 503 detail. Set with `.annotate(AuthorizationWording, …)` on the group; a group
 * without it gets the middleware's default texts.
 */
export const AuthorizationWording = Context.Reference<{
  readonly unauthorized: string;
  readonly unavailable: string;
} | null>("sabia/api/AuthorizationWording", { defaultValue: () => null });

/** The `Authorization` header value (`Bearer …`) the client sends with the guarded calls run inside `withBearer`. */
export const BearerHeader = Context.Reference<string | null>("sabia/api/BearerHeader", {
  defaultValue: () => null,
});

/** Runs a guarded call of a generated client with this `Authorization` header value (`Bearer …`). */
export const withBearer =
  (authorization: string) =>
  <A, E, R>(call: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.provideService(call, BearerHeader, authorization);

/** Adds the header `withBearer` set to a guarded call's request (none outside it: the server then answers 401). */
export const sendBearer = ({
  request,
  next,
}: {
  readonly request: HttpClientRequest.HttpClientRequest;
  readonly next: (
    request: HttpClientRequest.HttpClientRequest,
  ) => Effect.Effect<HttpClientResponse.HttpClientResponse, HttpClientError.HttpClientError>;
}) =>
  Effect.gen(function* () {
    const authorization = yield* BearerHeader;
    return yield* next(
      authorization === null ? request : HttpClientRequest.setHeader(request, "authorization", authorization),
    );
  });

/**
 * The client side of the middleware: HttpApiClient calls it for every guarded call, and it adds the header that
 * `withBearer` set. Provide it where the client is made.
 */
export const authorizationClient = HttpApiMiddleware.layerClient(Authorization, sendBearer);
