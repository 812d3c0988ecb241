import { Effect, Layer, ManagedRuntime } from "effect";
import { HttpClient } from "effect/http";
import { HttpApiClient } from "effect/http-api";
import type { ClientReportPayload } from "../api/client-reports-api.ts";
import { PlatformApi } from "../api/platform-api-definition.ts";
import { fetchClientLayer } from "../http/api-transport.ts";

/** Spec §9: traces of 1 in 100 page views; a report that takes more than 2 s is given up. */
export const errorReportSettings = { traceSampleRate: 0.01, timeoutMs: 2_000, maxErrorsPerPage: 5 } as const;

/** What the reporter needs of the page (the browser's window, or a test's stand-in). */
export interface ReportedPage {
  addEventListener(type: "error" | "unhandledrejection" | "load", listener: (event: Event) => void): void;
  removeEventListener(type: "error" | "unhandledrejection" | "load", listener: (event: Event) => void): void;
  readonly location: { readonly pathname: string; readonly origin: string };
  readonly document: { readonly readyState: string };
  readonly performance: { getEntriesByType(type: string): readonly PerformanceEntry[] };
}

export interface ReporterOptions {
  send(report: ClientReportPayload): Promise<void>;
  /** Decides this page view's trace (Math.random in the browser). */
  random(): number;
  traceSampleRate?: number;
  maxErrorsPerPage?: number;
}

const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/** An error event's or a rejection's report; null for what says nothing (a cross-origin "Script error."). */
export function errorReportOf(event: Event, path: string, origin: string): ClientReportPayload | null {
  const rejection = "reason" in event ? (event as PromiseRejectionEvent).reason : undefined;
  const error = rejection ?? (event as ErrorEvent).error;
  const message =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : rejection !== undefined
        ? String(rejection)
        : (event as ErrorEvent).message;
  const file = (event as ErrorEvent).filename;
  // Another origin's script (an extension, a third party): the browser hides its details, and it is not ours.
  if (!message || message === "Script error." || (file && !file.startsWith(origin))) return null;
  const line = (event as ErrorEvent).lineno;
  return {
    kind: "error",
    path,
    message: cut(message, 1000)!,
    ...(file
      ? { source: cut(`${file.slice(origin.length)}:${line ?? 0}:${(event as ErrorEvent).colno ?? 0}`, 500)! }
      : {}),
    ...(error instanceof Error && error.stack ? { stack: cut(error.stack, 4000)! } : {}),
  };
}

/**
 * Reports the page's script errors and unhandled rejections (each once, at most five per page) and, for a sampled
 * page view, its load time. Sending never throws: a report that cannot go is dropped. Returns the uninstaller.
 */
export function installErrorReporter(page: ReportedPage, options: ReporterOptions): () => void {
  const max = options.maxErrorsPerPage ?? errorReportSettings.maxErrorsPerPage;
  const seen = new Set<string>();
  const send = (report: ClientReportPayload) => void options.send(report).catch(() => {});
  const onError = (event: Event) => {
    const report = errorReportOf(event, page.location.pathname, page.location.origin);
    if (!report) return;
    const key = `${report.message}|${report.source ?? ""}`;
    if (seen.has(key) || seen.size >= max) return;
    seen.add(key);
    send(report);
  };
  const sendTrace = () => {
    const navigation = page.performance.getEntriesByType("navigation")[0] as
      PerformanceNavigationTiming | undefined;
    const duration = navigation ? Math.round(navigation.loadEventEnd || navigation.duration) : 0;
    if (duration > 0)
      send({ kind: "trace", path: page.location.pathname, durationMs: Math.min(duration, 600_000) });
  };
  page.addEventListener("error", onError);
  page.addEventListener("unhandledrejection", onError);
  const traced = options.random() < (options.traceSampleRate ?? errorReportSettings.traceSampleRate);
  const onLoad = () => setTimeout(sendTrace, 0);
  if (traced) {
    if (page.document.readyState === "complete") onLoad();
    else page.addEventListener("load", onLoad);
  }
  return () => {
    page.removeEventListener("error", onError);
    page.removeEventListener("unhandledrejection", onError);
    page.removeEventListener("load", onLoad);
  };
}

/**
 * The reports' transport over the contract: each request outlives the page (keepalive) and is given up after
 * `timeoutMs` (spec §9).
 */
export function clientReportSender(origin: string, timeoutMs: number = errorReportSettings.timeoutMs) {
  const fetchWithLimits = (input: RequestInfo | URL, init?: RequestInit) =>
    globalThis.fetch(input, { ...init, keepalive: true, signal: AbortSignal.timeout(timeoutMs) });
  const runtime = ManagedRuntime.make(
    Layer.empty.pipe(Layer.provideMerge(fetchClientLayer(fetchWithLimits as typeof globalThis.fetch))),
  );
  return (report: ClientReportPayload): Promise<void> =>
    runtime.runPromise(
      Effect.gen(function* () {
        const client = yield* HttpApiClient.group(PlatformApi, {
          group: "clientReports",
          httpClient: yield* HttpClient.HttpClient,
          baseUrl: origin,
        });
        yield* client.keepClientReport({ payload: report });
      }),
    );
}
