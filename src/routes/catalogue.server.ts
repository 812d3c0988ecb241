import type { Effect } from "effect";
import { data } from "react-router";
import { isFriendlyUrl } from "../domain/catalog/search-params.ts";
import { isLoaderTimeout, runCatalogue, type Catalogue } from "../services/catalog/catalog.service.ts";
import { apiTransport, loaderTimeoutMs } from "../services/config.server.ts";
import { statusOf } from "../services/http/service-errors.ts";
import { requestLanguage } from "./request-language.server.ts";

const isNotFound = (error: unknown) => statusOf(error) === 404;

/**
 * A page whose address holds a slug no course, area or institution can have (capitals, spaces, a NUL, too long)
 * is not found: a 404 before any API call, never the 500 of a request the API client refuses to build.
 */
export function requireFriendlyUrls(...slugs: (string | undefined)[]): void {
  if (!slugs.every((slug) => slug !== undefined && isFriendlyUrl(slug))) throw data(null, { status: 404 });
}

/** Runs a catalogue program for a loader; "not found" becomes the real 404 page, the API's failures their §8 pages. */
export async function loadFromCatalogue<A, E>(
  request: Request,
  program: Effect.Effect<A, E, Catalogue>,
): Promise<A> {
  try {
    return await runCatalogue(program, {
      ...apiTransport(),
      language: requestLanguage(request),
      timeoutMs: loaderTimeoutMs(),
    });
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    // Spec §8 connection messages (errorPageKind): the API too slow → "We had a problem, wait a few moments"
    // (504); the API answering 503 → "We are down"; no answer at all → "Error connecting to server" (502).
    if (isLoaderTimeout(error)) throw data(null, { status: 504 });
    if (statusOf(error) === 503) throw data(null, { status: 503 });
    if ((error as { unreachable?: unknown }).unreachable === true) throw data(null, { status: 502 });
    throw error;
  }
}

/**
 * For page furniture (menus, footers, home sections): spec §8 says these failures are logged and the page
 * continues, so a failure gives the fallback.
 */
export async function loadOptional<A, E>(
  request: Request,
  program: Effect.Effect<A, E, Catalogue>,
  fallback: A,
): Promise<A> {
  try {
    return await runCatalogue(program, {
      ...apiTransport(),
      language: requestLanguage(request),
      timeoutMs: loaderTimeoutMs(),
    });
  } catch (error) {
    console.error(
      JSON.stringify({ level: "warn", msg: "catalogue call failed; page continues", error: String(error) }),
    );
    return fallback;
  }
}
