import { Cause, Context, Effect, Exit, Layer, ManagedRuntime } from "effect";
import { HttpClient, HttpClientRequest } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { ApiFetch } from "../api/in-process.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { fetchClientLayer } from "../http/api-transport.ts";
import { withSharedReads, type SharedReadCache } from "../http/shared-reads.ts";
import {
  isTransportFailure,
  passThroughStatuses,
  statusOf,
  SubscriptionError,
} from "../http/service-errors.ts";
import { ServiceUnavailable } from "../api/api-errors.ts";

export interface CatalogueOptions {
  /** Origin of the platform API, e.g. http://127.0.0.1:3000 (the API lives under /api there). */
  baseUrl: string;
  language: string;
  /** The in-process API (ADR 033) instead of HTTP, when the API is this server's own. */
  fetch?: ApiFetch;
  /** With `fetch`: the API's cache of shared reads; the calls the API caches are kept decoded there (ADR 038). */
  sharedReads?: SharedReadCache;
  /** Longest a call may take: then it fails as a 503 ServiceUnavailable (issue 17 fairness). */
  timeoutMs?: number;
}

const makeClient = (options: CatalogueOptions) =>
  Effect.gen(function* () {
    const httpClient = (yield* HttpClient.HttpClient).pipe(
      HttpClient.mapRequest(HttpClientRequest.setHeader("Accept-Language", options.language)),
    );
    const client = yield* HttpApiClient.group(PlatformApi, {
      group: "catalogue",
      httpClient,
      baseUrl: options.baseUrl,
    });
    return withSharedReads(
      client,
      sharedCatalogueReads,
      options.sharedReads,
      `catalogue|${options.language}`,
    );
  });

/** The catalogue reads the API keeps in its shared cache (server/api/catalog-handlers.ts): all but the system
 * date and a visitor's own lesson. */
const sharedCatalogueReads: ReadonlySet<string> = new Set([
  "principalBanners",
  "institutionByCode",
  "whatsAppCandidate",
  "brandsToFilter",
  "areasToFilter",
  "categoriesToFilter",
  "authorsToFilter",
  "mostVisitedAreas",
  "areas",
  "areasAndCategories",
  "areaByFriendlyUrl",
  "categoryByFriendlyUrl",
  "courseByFriendlyUrl",
  "mostVisitedCourses",
  "latestCourses",
  "searchCourses",
  "courseToCart",
  "brandByFriendlyUrl",
  "brands",
  "freeLesson",
  "marketplaceSettings",
]);

type CatalogueClient = Effect.Success<ReturnType<typeof makeClient>>;

/** The catalogue of the subscription service (spec §7), over HTTP through the shared contract. */
export class Catalogue extends Context.Service<Catalogue, CatalogueClient>()("sabia/Catalogue") {
  static layer(options: CatalogueOptions) {
    return Layer.effect(Catalogue)(makeClient(options)).pipe(Layer.provide(fetchClientLayer(options.fetch)));
  }
}

/**
 * One runtime per API origin and language, built once: building the typed client compiles every endpoint's
 * schemas, which is too slow to repeat for each loader call.
 */
/** Each in-process fetch (one per API instance) gets its own runtimes. */
const transportIds = new WeakMap<ApiFetch, string>();
let transports = 0;
const transportId = (fetch: ApiFetch) => {
  let id = transportIds.get(fetch);
  if (id === undefined) {
    id = `in-process-${++transports}`;
    transportIds.set(fetch, id);
  }
  return id;
};
const runtimes = new Map<string, ManagedRuntime.ManagedRuntime<Catalogue, never>>();
function runtimeFor(options: CatalogueOptions) {
  const key = `${options.baseUrl}|${options.language}|${options.fetch ? transportId(options.fetch) : "http"}`;
  let runtime = runtimes.get(key);
  if (!runtime) {
    runtime = ManagedRuntime.make(Catalogue.layer(options));
    runtimes.set(key, runtime);
  }
  return runtime;
}

const timeoutDetail = "The platform API did not answer within";

/** A call given up after the loader timeout (a 503 whose detail says so), as opposed to the API's own 503. */
export function isLoaderTimeout(error: unknown): boolean {
  const detail = (error as { detail?: unknown } | null)?.detail;
  return statusOf(error) === 503 && typeof detail === "string" && detail.startsWith(timeoutDetail);
}

/**
 * Runs a catalogue program: 400, 404 and 503 reach the caller as they are; any other failure becomes a
 * SubscriptionError with message and URL (spec §8).
 */
export async function runCatalogue<A, E>(
  program: Effect.Effect<A, E, Catalogue>,
  options: CatalogueOptions,
): Promise<A> {
  const timed = options.timeoutMs === undefined ? program : program.pipe(Effect.timeout(options.timeoutMs));
  const exit = await runtimeFor(options).runPromiseExit(
    timed.pipe(
      Effect.mapError((error) => {
        if (Cause.isTimeoutError(error)) {
          return new ServiceUnavailable({ detail: `${timeoutDetail} ${options.timeoutMs} ms.` });
        }
        const status = statusOf(error);
        if (status !== null && (passThroughStatuses as readonly number[]).includes(status)) return error;
        const message = error instanceof Error ? error.message : String(error);
        return new SubscriptionError({
          message,
          url: options.baseUrl,
          unreachable: isTransportFailure(error),
        });
      }),
    ),
  );
  if (Exit.isSuccess(exit)) return exit.value;
  // Reject with the typed failure itself (NotFound, ServiceUnavailable, SubscriptionError), not a wrapper.
  throw Cause.squash(exit.cause);
}
