/**
 * The in-process transport of ADR 033: when the platform API runs in this very process (API_ORIGIN unset), the
 * server registers a `fetch` that hands a Web `Request` straight to the API's request handler, and server-side
 * adapters use it instead of a loopback HTTP call. Same contract, same handler, same problems; no socket.
 *
 * The page build (build/server) and the server (server/main.ts) load separate copies of this module, so the
 * handler is kept under a global symbol both copies know.
 */
export type ApiFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const key = Symbol.for("sabia/in-process-api");
const registry = globalThis as typeof globalThis & { [key]?: ApiFetch };

/** Called by the server once its API is built (only when API_ORIGIN does not name another host). */
export function registerInProcessApi(fetch: ApiFetch | undefined): void {
  registry[key] = fetch;
}

/** The in-process API's fetch, when this process serves the API and registered it. */
export function inProcessApi(): ApiFetch | undefined {
  return registry[key];
}
