import { Effect, Layer, type Context } from "effect";
import { CallFailed, runtimeOf, runToPromise } from "#src/services/runtime.ts";
import { TokenStorage, type KeyValueStore } from "#src/services/session/token-storage.ts";

/** Where a staff page's calls go (issue 30: People, the audit log, the support queue). */
export interface StaffOptions {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  language: string;
}

/** What a staff page's actors need from outside; the hook builds it from `window`, tests pass a layer. */
export interface StaffEnvironment<Service> {
  options: StaffOptions;
  storage(): KeyValueStore;
  tabStorage?(): KeyValueStore;
  /** Tests replace the HTTP adapter (the service's layerTest). */
  layer?: Layer.Layer<Service>;
}

export function browserStaffEnvironment<Service>(language: string): StaffEnvironment<Service> {
  return {
    options: { baseUrl: window.location.origin, language },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
  };
}

/**
 * Runs a staff service's calls for a machine's actors: on the test's layer, else the live one with the stored
 * token; a failure rejects as the page explains it (`failureOf` reads the service's own failure).
 */
export function staffRunner<Identifier, Service, Failure>(
  service: Context.Key<Identifier, Service>,
  environment: StaffEnvironment<Identifier>,
  live: (options: StaffOptions) => Layer.Layer<Identifier, never, TokenStorage>,
  failureOf: (error: unknown) => Failure,
) {
  const runtime = runtimeOf(
    environment.layer ??
      live(environment.options).pipe(
        Layer.provide(TokenStorage.fromStorage(environment.storage, environment.tabStorage)),
      ),
  );
  return <A>(use: (api: Service) => Effect.Effect<A, unknown>, signal: AbortSignal) =>
    runToPromise(runtime, Effect.flatMap(service, use), signal).catch((error: unknown) => {
      throw failureOf(error instanceof CallFailed ? error.failure : error);
    });
}
