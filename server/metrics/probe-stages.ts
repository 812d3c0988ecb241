import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestStage } from "../app.ts";
import type { MetricsAccess } from "../config.ts";
import { inNetworks, isLoopback, type ClientOf } from "../http/client-address.ts";
import type { SabiaMetrics } from "./metrics.ts";

/** The paths of health and metrics: answered before the other stages, logged at debug only (app.ts). */
export const probePaths: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

function answer(response: ServerResponse, status: number, body: string, type = "text/plain; charset=utf-8") {
  response.statusCode = status;
  // A probe must see this process now: no proxy or browser may keep an answer.
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("Content-Type", type);
  response.setHeader("Content-Length", Buffer.byteLength(body));
  response.end(body);
}

export interface HealthChecks {
  /** True once the process drains (SIGTERM): /readyz answers 503 so that a balancer sends nothing new. */
  draining: () => boolean;
  /** Whether the database answers and every migration of this build is applied. */
  ready: () => Promise<boolean>;
  /** The longest /readyz waits for the database before it answers 503 (default 2 s). */
  timeoutMs?: number;
}

/**
 * /healthz: 200 while the process runs (liveness; nothing else is asked, so a slow database never gets a live
 * process restarted). /readyz: 200 when the database answers and has every migration applied, 503 otherwise or
 * while the process drains (readiness). No authentication: they say nothing but "ok" or why not.
 */
export function healthStage(checks: HealthChecks): RequestStage {
  const timeoutMs = checks.timeoutMs ?? 2_000;
  return async (request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/healthz" && path !== "/readyz") return false;
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.setHeader("Allow", "GET, HEAD");
      answer(response, 405, "method not allowed\n");
      return true;
    }
    if (path === "/healthz") {
      answer(response, 200, "ok\n");
      return true;
    }
    if (checks.draining()) {
      answer(response, 503, "draining\n");
      return true;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), timeoutMs)));
    const ready = await Promise.race([checks.ready().catch(() => false), late]).finally(() =>
      clearTimeout(timer),
    );
    if (ready === true) answer(response, 200, "ready\n");
    else answer(response, 503, ready === "late" ? "database too slow\n" : "database not ready\n");
    return true;
  };
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Whether a request may read /metrics: 200, or why not (401 no credentials, 403 wrong ones or network). */
export function metricsAccess(
  access: MetricsAccess,
  request: IncomingMessage,
  clientOf: ClientOf,
): 200 | 401 | 403 {
  const authorization = request.headers.authorization ?? "";
  const bearer = /^Bearer\s+(.+)$/i.exec(authorization)?.[1]?.trim();
  if (access.token !== null && bearer !== undefined) return sameSecret(bearer, access.token) ? 200 : 403;
  const client = clientOf(request.socket.remoteAddress, request.headers["x-forwarded-for"]);
  const allowed =
    access.allow === "loopback"
      ? isLoopback(client)
      : access.allow !== null && inNetworks(access.allow, client);
  if (allowed) return 200;
  return access.token !== null && authorization === "" ? 401 : 403;
}

/**
 * /metrics in the Prometheus text format, to a bearer of METRICS_TOKEN or a client in METRICS_ALLOW (the client as
 * TRUST_PROXY decides it). `access` null (production without either): /metrics does not exist (404 by the pages).
 */
export function metricsStage(
  metrics: SabiaMetrics,
  access: MetricsAccess | null,
  clientOf: ClientOf,
): RequestStage {
  return async (request, response) => {
    if ((request.url ?? "/").split("?")[0] !== "/metrics" || access === null) return false;
    const verdict = metricsAccess(access, request, clientOf);
    if (verdict === 401) {
      response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      answer(response, 401, "a bearer token is needed\n");
      return true;
    }
    if (verdict === 403) {
      answer(response, 403, "not allowed\n");
      return true;
    }
    answer(response, 200, await metrics.registry.metrics(), metrics.registry.contentType);
    return true;
  };
}
