import { paymentProviderChoice } from "../domain/payments/payment-provider-choice.ts";
import { defaultVLibrasRoot, parseVLibrasRoot } from "../domain/sign-language.ts";
import { inProcessApi, inProcessSharedReads, type ApiFetch } from "./api/in-process.ts";
import type { SharedReadCache } from "./http/shared-reads.ts";

/**
 * Where server-side code reaches the platform API over HTTP. API_ORIGIN points at a separate platform API when
 * the web tier runs apart; otherwise the server's own internal loopback listener (INTERNAL_API_ORIGIN, set at
 * start so a shutdown can drain it after the public port), else its public port.
 */
export function apiOrigin(): string {
  return (
    process.env.API_ORIGIN ??
    process.env.INTERNAL_API_ORIGIN ??
    `http://127.0.0.1:${process.env.PORT ?? 3000}`
  );
}

/**
 * LOADER_TIMEOUT_MS: the longest a page loader waits for one API call (default 5000): then the page shows the
 * §8 "We had a problem" error page (503), or its furniture falls back, instead of holding the socket.
 */
export function loaderTimeoutMs(): number {
  const value = Number(process.env.LOADER_TIMEOUT_MS ?? "");
  return Number.isInteger(value) && value > 0 ? value : 5000;
}

export interface ApiTransport {
  /** Origin of the platform API (it lives under /api there). */
  baseUrl: string;
  /** Set when the API is this process's own: requests go straight to its handler, no socket (ADR 033). */
  fetch?: ApiFetch;
  /** With `fetch`: the API's own cache of reads every visitor shares, to keep them decoded (ADR 038). */
  sharedReads?: SharedReadCache;
}

/**
 * How server-side loaders reach the platform API: over real HTTP when API_ORIGIN names one, else in-process
 * when this server registered its API, else over loopback HTTP (a page build served without the API stage).
 */
export function apiTransport(): ApiTransport {
  const fetch = process.env.API_ORIGIN ? undefined : inProcessApi();
  if (!fetch) return { baseUrl: apiOrigin() };
  const sharedReads = inProcessSharedReads();
  return sharedReads ? { baseUrl: apiOrigin(), fetch, sharedReads } : { baseUrl: apiOrigin(), fetch };
}

/** The sign-language avatar's root (VLIBRAS_ROOT; the server refuses to start with an invalid one, ADR 039). */
export function vlibrasRoot(): string {
  return parseVLibrasRoot(process.env.VLIBRAS_ROOT) ?? defaultVLibrasRoot;
}

/**
 * Whether this deployment runs the payments sandbox (PAYMENT_PROVIDER read as the server reads it; the server
 * refuses to start on anything else invalid): every page then shows the demo ribbon (ADR 046). A web tier apart
 * from its API sets the API's PAYMENT_PROVIDER; the checkout's own note comes from the API's answer.
 */
export function paymentsDemo(): boolean {
  return paymentProviderChoice(process.env.PAYMENT_PROVIDER, process.env.NODE_ENV) === "sandbox";
}
