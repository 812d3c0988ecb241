import { Cause, Context, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { FetchHttpClient, HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { isTransportFailure, passThroughStatuses, statusOf, SubscriptionError } from "../http/service-errors.ts";

export interface CatalogueOptions {
  /** Origin of the platform API, e.g. http://127.0.0.1:3000 (the API lives under /api there). */
  baseUrl: string;
  language: string;
}

const makeClient = (options: CatalogueOptions) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", options.language)),
    );
    return yield* HttpApiClient.group(PlatformApi, { group: "catalogue", httpClient, baseUrl: options.baseUrl });
  });

type CatalogueClient = Effect.Success<ReturnType<typeof makeClient>>;

/** The catalogue of the subscription service (spec §7), over HTTP through the shared contract. */
export class Catalogue extends Context.Service<Catalogue, CatalogueClient>()("sabia/Catalogue") {
  static layer(options: CatalogueOptions) {
    return Layer.effect(Catalogue)(makeClient(options)).pipe(Layer.provide(FetchHttpClient.layer));
  }
}

/**
 * One runtime per API origin and language, built once: building the typed client compiles every endpoint's
 * schemas, which is too slow to repeat for each loader call.
 */
const runtimes = new Map<string, ManagedRuntime.ManagedRuntime<Catalogue, never>>();
function runtimeFor(options: CatalogueOptions) {
  const key = `${options.baseUrl}|${options.language}`;
  let runtime = runtimes.get(key);
  if (!runtime) {
    runtime = ManagedRuntime.make(Catalogue.layer(options));
    runtimes.set(key, runtime);
  }
  return runtime;
}

/**
 * Runs a catalogue program: 400, 404 and 503 reach the caller as they are; any other failure becomes a
 * SubscriptionError with message and URL (spec §8).
 */
export async function runCatalogue<A, E>(program: Effect.Effect<A, E, Catalogue>, options: CatalogueOptions): Promise<A> {
  const exit = await runtimeFor(options).runPromiseExit(
    program.pipe(
      Effect.mapError((error) => {
        const status = statusOf(error);
        if (status !== null && (passThroughStatuses as readonly number[]).includes(status)) return error;
        const message = error instanceof Error ? error.message : String(error);
        return new SubscriptionError({ message, url: options.baseUrl, unreachable: isTransportFailure(error) });
      }),
    ),
  );
  if (Exit.isSuccess(exit)) return exit.value;
  // Reject with the typed failure itself (NotFound, ServiceUnavailable, SubscriptionError), not a wrapper.
  throw Cause.squash(exit.cause);
}
