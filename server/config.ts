import { Schema } from "effect";
import { parseVLibrasRoot } from "../src/domain/sign-language.ts";
import { parseNetworks, parseTrustProxy, type TrustProxy } from "./http/client-address.ts";
import type { BlockList } from "node:net";

/** Server configuration from the environment, validated once at start with readable defaults. */
const Environment = Schema.Struct({
  PORT: Schema.optional(Schema.String),
  HOST: Schema.optional(Schema.String),
  LOG_LEVEL: Schema.optional(Schema.Literals(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  NODE_ENV: Schema.optional(Schema.String),
  DATA_DIR: Schema.optional(Schema.String),
  DATABASE_URL: Schema.optional(Schema.String),
  SMTP_URL: Schema.optional(Schema.String),
  PAGE_CACHE_SECONDS: Schema.optional(Schema.String),
  VLIBRAS_ROOT: Schema.optional(Schema.String),
  RENDER_CONCURRENCY: Schema.optional(Schema.String),
  RENDER_QUEUE: Schema.optional(Schema.String),
  LOADER_TIMEOUT_MS: Schema.optional(Schema.String),
  TRUST_PROXY: Schema.optional(Schema.String),
  METRICS_TOKEN: Schema.optional(Schema.String),
  METRICS_ALLOW: Schema.optional(Schema.String),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  buildDirectory: string;
  /** PGlite data directory (default ./.data; "memory://" keeps the database in memory). */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  /** Real mail delivery through nodemailer when set; otherwise the outbox and /dev/mailbox. */
  smtpUrl: string | undefined;
  /** Seconds an anonymous public page is kept by the page micro-cache (default 5; 0 switches it off). */
  pageCacheSeconds: number;
  /** Where the sign-language avatar's plugin lives (VLIBRAS_ROOT: an https address or a path here; ADR 039). */
  vlibrasRoot: string;
  /** Page renders in flight at once, requests that may wait, longest wait in ms (ADR 038). */
  renderQueue: { concurrency: number; maxQueue: number; maxWaitMs: number };
  /** Which proxies in front to believe about the client's address (server/http/client-address.ts). */
  trustProxy: TrustProxy;
  /** Who may read /metrics (ADR 072); null: nobody (production with neither METRICS_TOKEN nor METRICS_ALLOW). */
  metrics: MetricsAccess | null;
}

/**
 * /metrics access: a bearer token (METRICS_TOKEN, at least 16 characters) or client networks (METRICS_ALLOW CIDRs).
 * Neither set: this machine only (loopback) outside production, and off in production.
 */
export interface MetricsAccess {
  token: string | null;
  allow: BlockList | "loopback" | null;
}

function readMetricsAccess(
  token: string | undefined,
  allow: string | undefined,
  nodeEnv: string | undefined,
) {
  const bearer = token?.trim() || null;
  if (bearer !== null && bearer.length < 16)
    throw new Error("METRICS_TOKEN must be at least 16 characters (a random secret), or unset");
  const networks = allow?.trim() ? parseNetworks("METRICS_ALLOW", allow) : null;
  if (bearer === null && networks === null)
    return nodeEnv === "production" ? null : { token: null, allow: "loopback" as const };
  return { token: bearer, allow: networks };
}

/** A whole number from `min` to `max`, or `fallback` when unset. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number) {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

export function readServerConfig(
  env: Record<string, string | undefined>,
  buildDirectory: string,
): ServerConfig {
  const parsed = Schema.decodeUnknownSync(Environment)(env, { onExcessProperty: "ignore" });
  const port = parsed.PORT === undefined || parsed.PORT === "" ? 3000 : Number(parsed.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${parsed.PORT}"`);
  }
  const pageCacheSeconds =
    parsed.PAGE_CACHE_SECONDS === undefined || parsed.PAGE_CACHE_SECONDS === ""
      ? 5
      : Number(parsed.PAGE_CACHE_SECONDS);
  if (!Number.isInteger(pageCacheSeconds) || pageCacheSeconds < 0 || pageCacheSeconds > 60) {
    throw new Error(
      `PAGE_CACHE_SECONDS must be a whole number from 0 to 60, got "${parsed.PAGE_CACHE_SECONDS}"`,
    );
  }
  const vlibrasRoot = parseVLibrasRoot(parsed.VLIBRAS_ROOT);
  if (vlibrasRoot === null)
    throw new Error(
      `VLIBRAS_ROOT must be an https address or a path on this site, got "${parsed.VLIBRAS_ROOT}"`,
    );
  return {
    port,
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    metrics: readMetricsAccess(parsed.METRICS_TOKEN, parsed.METRICS_ALLOW, parsed.NODE_ENV),
    vlibrasRoot,
    pageCacheSeconds,
    renderQueue: {
      concurrency: wholeNumber("RENDER_CONCURRENCY", parsed.RENDER_CONCURRENCY, 4, 1, 1000),
      maxQueue: wholeNumber("RENDER_QUEUE", parsed.RENDER_QUEUE, 200, 0, 100_000),
      // A page's loaders give up after LOADER_TIMEOUT_MS (src/services/config.server.ts); so does its wait.
      maxWaitMs: wholeNumber("LOADER_TIMEOUT_MS", parsed.LOADER_TIMEOUT_MS, 5000, 1, 600_000),
    },
    host: parsed.HOST ?? "0.0.0.0",
    logLevel: parsed.LOG_LEVEL ?? "info",
    buildDirectory,
    dataDir: parsed.DATA_DIR || "./.data",
    databaseUrl: parsed.DATABASE_URL || undefined,
    smtpUrl: parsed.SMTP_URL || undefined,
  };
}
