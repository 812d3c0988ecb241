import { Cause, Context, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { appConfig } from "../config.ts";
import { statusOf } from "../http/service-errors.ts";

const makeClient = (origin: string, language: string) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", language)),
    );
    return yield* HttpApiClient.group(PlatformApi, { group: "session", httpClient, baseUrl: origin });
  });

type SessionClient = Effect.Success<ReturnType<typeof makeClient>>;

/** The auth service calls of the session flows (spec §7), over HTTP through the shared contract. */
export class SessionApi extends Context.Service<SessionApi, SessionClient>()("sabia/SessionApi") {
  static layer(origin: string, language: string) {
    return Layer.effect(SessionApi)(makeClient(origin, language)).pipe(Layer.provide(FetchHttpClient.layer));
  }
}

/** A failed session call: the HTTP status (401 signs out, 403 is refused) and the problem's code. */
export class SessionCallFailed extends Error {
  readonly status: number | null;
  readonly code: string | null;
  constructor(status: number | null, code: string | null, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

let runtime: ManagedRuntime.ManagedRuntime<SessionApi, never> | null = null;

/** Runs a session program in the browser (one runtime per page), rejecting with SessionCallFailed. */
export async function runSession<A, E>(program: (api: SessionClient) => Effect.Effect<A, E>): Promise<A> {
  runtime ??= ManagedRuntime.make(
    SessionApi.layer(window.location.origin, document.documentElement.lang || "pt-BR"),
  );
  const exit = await runtime.runPromiseExit(Effect.flatMap(SessionApi, program));
  if (Exit.isSuccess(exit)) return exit.value;
  const error = Cause.squash(exit.cause);
  const code =
    typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "string"
      ? (error as { code: string }).code
      : null;
  throw new SessionCallFailed(statusOf(error), code, error instanceof Error ? error.message : String(error));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const shellApplication = appConfig.applicationAlias;
