import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { authorizationClient } from "../api/authorization.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { appConfig } from "../config.ts";
import { clientRuntime, runToPromise } from "../runtime.ts";

const makeClient = (origin: string, language: string) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", language)),
    );
    return yield* HttpApiClient.group(PlatformApi, { group: "session", httpClient, baseUrl: origin }).pipe(
      Effect.provide(authorizationClient),
    );
  });

type SessionClient = Effect.Success<ReturnType<typeof makeClient>>;

/** The auth service calls of the session flows (spec §7), over HTTP through the shared contract. */
export class SessionApi extends Context.Service<SessionApi, SessionClient>()("sabia/SessionApi") {
  static layer(origin: string, language: string) {
    return Layer.effect(SessionApi)(makeClient(origin, language)).pipe(Layer.provide(FetchHttpClient.layer));
  }
}

/**
 * Runs a session program in the browser (one runtime per origin and language), rejecting with CallFailed: the
 * HTTP status (401 signs out, 403 is refused) and the problem's code.
 */
export function runSession<A, E>(program: (api: SessionClient) => Effect.Effect<A, E>): Promise<A> {
  const scope = { origin: window.location.origin, language: document.documentElement.lang || "pt-BR" };
  const runtime = clientRuntime("session", scope, () => SessionApi.layer(scope.origin, scope.language));
  return runToPromise(runtime, Effect.flatMap(SessionApi, program));
}

/** The `Authorization` value of a token; the session calls send it through `withBearer` (ADR 097). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const shellApplication = appConfig.applicationAlias;
