import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { clientRuntime, runToPromise } from "../runtime.ts";
import { authorizationClient } from "../api/authorization.ts";

const makeClient = (origin: string, language: string) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", language)),
    );
    return yield* HttpApiClient.group(PlatformApi, {
      group: "accessSessions",
      httpClient,
      baseUrl: origin,
    }).pipe(Effect.provide(authorizationClient));
  });

type AccessSessionsClient = Effect.Success<ReturnType<typeof makeClient>>;

/** Sign-out and My Account's sessions (issue 25), over HTTP through the shared contract. */
export class AccessSessionsApi extends Context.Service<AccessSessionsApi, AccessSessionsClient>()(
  "sabia/AccessSessionsApi",
) {
  static layer(origin: string, language: string) {
    return Layer.effect(AccessSessionsApi)(makeClient(origin, language)).pipe(
      Layer.provide(FetchHttpClient.layer),
    );
  }
}

/** Runs a sessions program in the browser (one runtime per origin and language), rejecting with CallFailed. */
export function runAccessSessions<A, E>(
  program: (api: AccessSessionsClient) => Effect.Effect<A, E>,
): Promise<A> {
  const scope = { origin: window.location.origin, language: document.documentElement.lang || "pt-BR" };
  const runtime = clientRuntime("accessSessions", scope, () =>
    AccessSessionsApi.layer(scope.origin, scope.language),
  );
  return runToPromise(runtime, Effect.flatMap(AccessSessionsApi, program));
}
