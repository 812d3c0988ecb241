import {
  Counter,
  Gauge,
  Histogram,
  Registry,
  collectDefaultMetrics,
  type GaugeConfiguration,
} from "prom-client";
import type { Database } from "../db/database.ts";

/**
 * The server's Prometheus metrics (issue 31, ADR 072), one registry per process. Labels are bounded: a route is its
 * pattern (route-label.ts), never the raw path; a payment event is its provider and kind, both fixed in the code.
 */
export interface SabiaMetrics {
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status">;
  renderWait: Histogram;
  pageCacheRequests: Counter<"result">;
  paymentEvents: Counter<"provider" | "kind">;
  /** What the gauges read when scraped: the live render queue, page cache and database of this process. */
  sources: MetricSources;
}

export interface MetricSources {
  renderQueue?: { readonly running: number; readonly waiting: number };
  pageCache?: { readonly size: number; readonly bytes: number };
  database?: Database;
}

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics(): SabiaMetrics {
  const registry = new Registry();
  // Event-loop lag, heap, RSS, GC, handles: prom-client's defaults, names as every Node dashboard expects them.
  collectDefaultMetrics({ register: registry });
  const sources: MetricSources = {};
  const registers = [registry];
  // Gauges read when scraped (collect): nothing keeps a handle on them but the registry.
  const gauge = <T extends string>(configuration: GaugeConfiguration<T>) =>
    registry.registerMetric(new Gauge({ ...configuration, registers: [] }));
  const requestDuration = new Histogram({
    name: "sabia_http_request_duration_seconds",
    help: "Time to answer a request, by route pattern, method and status class",
    labelNames: ["method", "route", "status"] as const,
    buckets: seconds,
    registers,
  });
  const renderWait = new Histogram({
    name: "sabia_render_queue_wait_seconds",
    help: "Time a page render waited for its turn in the render queue",
    buckets: [0, 0.001, ...seconds],
    registers,
  });
  gauge({
    name: "sabia_render_queue_depth",
    help: "Page renders in the render queue, running or waiting",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.set({ state: "running" }, sources.renderQueue?.running ?? 0);
      this.set({ state: "waiting" }, sources.renderQueue?.waiting ?? 0);
    },
  });
  const pageCacheRequests = new Counter({
    name: "sabia_page_cache_requests_total",
    help: "Cacheable page requests by result: hit (answered from the cache), miss (rendered and stored), pass",
    labelNames: ["result"] as const,
    registers,
  });
  gauge({
    name: "sabia_page_cache_hit_ratio",
    help: "Hits over hits and misses since the start (0 before any)",
    registers,
    async collect() {
      const values = (await pageCacheRequests.get()).values;
      const of = (result: string) => values.find((value) => value.labels.result === result)?.value ?? 0;
      const lookups = of("hit") + of("miss") + of("pass");
      this.set(lookups === 0 ? 0 : of("hit") / lookups);
    },
  });
  gauge({
    name: "sabia_page_cache_bytes",
    help: "Bytes of HTML the page cache holds",
    registers,
    collect() {
      this.set(sources.pageCache?.bytes ?? 0);
    },
  });
  gauge({
    name: "sabia_page_cache_entries",
    help: "Pages the page cache holds",
    registers,
    collect() {
      this.set(sources.pageCache?.size ?? 0);
    },
  });
  gauge({
    name: "sabia_db_pool_connections",
    help: "PostgreSQL pool connections by state (total, idle, waiting clients); PGlite has one in-process connection",
    labelNames: ["engine", "state"] as const,
    registers,
    collect() {
      this.reset();
      const database = sources.database;
      if (!database) return;
      const pool = database.pool;
      if (pool) {
        this.set({ engine: "postgres", state: "total" }, pool.totalCount);
        this.set({ engine: "postgres", state: "idle" }, pool.idleCount);
        this.set({ engine: "postgres", state: "waiting" }, pool.waitingCount);
      } else this.set({ engine: "pglite", state: "total" }, database.pglite?.closed ? 0 : 1);
    },
  });
  const paymentEvents = new Counter({
    name: "sabia_payment_events_total",
    help: "Lines written to the payments ledger, by provider and kind",
    labelNames: ["provider", "kind"] as const,
    registers,
  });
  return { registry, requestDuration, renderWait, pageCacheRequests, paymentEvents, sources };
}

let metrics: SabiaMetrics | undefined;

/** This process's metrics, created at the first use. */
export function sabiaMetrics(): SabiaMetrics {
  metrics ??= createMetrics();
  return metrics;
}
