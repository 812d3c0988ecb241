import { Context, Effect, Layer } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { PlatformApi } from "../api/platform-api-definition.ts";
import type { ApplicationStatusItem, WebComponent, Workspace } from "../api/shell-api.ts";
import { clientRuntime, runToPromise } from "../runtime.ts";
import { authorizationClient, withBearer } from "../api/authorization.ts";

const makeShellClient = (origin: string, language: string) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", language)),
    );
    return yield* HttpApiClient.group(PlatformApi, { group: "shell", httpClient, baseUrl: origin }).pipe(
      Effect.provide(authorizationClient),
    );
  });

type ShellClient = Effect.Success<ReturnType<typeof makeShellClient>>;

/** The platform shell's settings calls (spec §7 "Application and status") over the shared contract. */
export class ShellApi extends Context.Service<ShellApi, ShellClient>()("sabia/ShellApi") {
  static layer(origin: string, language: string) {
    return Layer.effect(ShellApi)(makeShellClient(origin, language)).pipe(
      Layer.provide(FetchHttpClient.layer),
    );
  }
}

/**
 * Runs a shell program against the API at `origin` (one runtime per origin and language); rejects with
 * CallFailed (401: the session is gone; 404: nothing by that name).
 */
export function runShell<A, E>(
  origin: string,
  language: string,
  program: (api: ShellClient) => Effect.Effect<A, E>,
): Promise<A> {
  const runtime = clientRuntime("shell", { origin, language }, () => ShellApi.layer(origin, language));
  return runToPromise(runtime, Effect.flatMap(ShellApi, program));
}

const authorized = (token: string) => withBearer(`Bearer ${token}`);

/** GET /api/settings/applications (token): every application's status. */
export function fetchApplicationStatus(
  origin: string,
  language: string,
  token: string,
): Promise<readonly ApplicationStatusItem[]> {
  return runShell(origin, language, (api) => authorized(token)(api.applicationStatus()));
}

/** GET /api/settings/applications/{app}/workspace (token): features and the person's other applications. */
export function fetchWorkspace(
  origin: string,
  language: string,
  token: string,
  app: string,
): Promise<Workspace> {
  return runShell(origin, language, (api) => authorized(token)(api.workspace({ params: { app } })));
}

/** GET /api/settings/applications/{app}/web-components/{tag}: a registered web component. */
export function fetchWebComponent(
  origin: string,
  language: string,
  app: string,
  tag: string,
): Promise<WebComponent> {
  return runShell(origin, language, (api) => api.webComponent({ params: { app, tag } }));
}
