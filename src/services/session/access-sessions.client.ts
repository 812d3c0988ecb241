import { Cause, Context, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { statusOf } from "../http/service-errors.ts";
import { SessionCallFailed } from "./session.client.ts";

const makeClient = (origin: string, language: string) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", language)),
    );
    return yield* HttpApiClient.group(PlatformApi, { group: "accessSessions", httpClient, baseUrl: origin });
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

let runtime: ManagedRuntime.ManagedRuntime<AccessSessionsApi, never> | null = null;

/** Runs a sessions program in the browser (one runtime per page), rejecting with SessionCallFailed. */
export async function runAccessSessions<A, E>(
  program: (api: AccessSessionsClient) => Effect.Effect<A, E>,
): Promise<A> {
  runtime ??= ManagedRuntime.make(
    AccessSessionsApi.layer(window.location.origin, document.documentElement.lang || "pt-BR"),
  );
  const exit = await runtime.runPromiseExit(Effect.flatMap(AccessSessionsApi, program));
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.squash(exit.cause);
  throw new SessionCallFailed(statusOf(error), null, error instanceof Error ? error.message : String(error));
}
