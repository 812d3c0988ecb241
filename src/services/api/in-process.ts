/**
 * The in-process transport of ADR 033: when the platform API runs in this very process (API_ORIGIN unset), the
 * server registers a `fetch` that hands a Web `Request` straight to the API's request handler, and server-side
 * adapters use it instead of a loopback HTTP call. Same contract, same handler, same problems; no socket.
 *
 * The page build (build/server) and the server (server/main.ts) load separate copies of this module, so the
 * handler is kept under a global symbol both copies know.
 */
import type { SharedReadCache } from "../http/shared-reads.ts";

export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const key = Symbol.for("sabia/in-process-api");
const readsKey = Symbol.for("sabia/in-process-shared-reads");
const registry = globalThis as typeof globalThis & {
  [key]?: ApiFetch;
  [readsKey]?: SharedReadCache | undefined;
};

/**
 * Called by the server once its API is built (only when API_ORIGIN does not name another host), with the API's
 * cache of shared public reads (ADR 034), which server-side adapters may read through too (ADR 038).
 */
export function registerInProcessApi(fetch: ApiFetch | undefined, sharedReads?: SharedReadCache): void {
  registry[key] = fetch;
  registry[readsKey] = fetch ? sharedReads : undefined;
}

/** The in-process API's fetch, when this process serves the API and registered it. */
export function inProcessApi(): ApiFetch | undefined {
  return registry[key];
}

/** The in-process API's cache of shared public reads, when it registered one. */
export function inProcessSharedReads(): SharedReadCache | undefined {
  return registry[readsKey];
}
