import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type RunningServer } from "#scripts/server-process.ts";

/**
 * Issue 31: what a balancer and Prometheus ask of the real server (server/main.ts, production build, its own
 * database): /healthz, /readyz (503 once the process drains), and /metrics behind METRICS_TOKEN with each metric.
 */
const token = "metrics-token-for-this-test-0123456789";
let server: RunningServer;
beforeAll(async () => {
  ensureBuild();
  // This test connects from 127.0.0.1: listed as our proxy, its X-Forwarded-For names the client.
  server = await startServer({
    METRICS_TOKEN: token,
    METRICS_ALLOW: "198.51.100.0/24",
    TRUST_PROXY: "127.0.0.1",
    PAGE_CACHE_SECONDS: "30",
  });
}, 240_000);
afterAll(() => server?.stop());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers });

describe("health and metrics on the real server", () => {
  it("/healthz and /readyz answer 200, never cached", async () => {
    const live = await get("/healthz");
    expect([live.status, await live.text(), live.headers.get("cache-control")]).toEqual([
      200,
      "ok\n",
      "no-store",
    ]);
    const ready = await get("/readyz");
    expect([ready.status, await ready.text(), ready.headers.get("cache-control")]).toEqual([
      200,
      "ready\n",
      "no-store",
    ]);
    expect((await fetch(`${server.baseUrl}/readyz`, { method: "POST" })).status).toBe(405);
  });

  it("/metrics: 401 without the token, 403 with a wrong one", async () => {
    const none = await get("/metrics");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await get("/metrics", { Authorization: "Bearer not-the-token-at-all-000000" })).status).toBe(403);
  });

  it("/metrics from an allowed network: the client our listed proxy reports, the right-most one not a proxy", async () => {
    expect((await get("/metrics", { "X-Forwarded-For": "198.51.100.9" })).status).toBe(200);
    // The client put 198.51.100.9 in the header itself; our proxy appended its real address, 203.0.113.1.
    expect((await get("/metrics", { "X-Forwarded-For": "198.51.100.9, 203.0.113.1" })).status).toBe(401);
    expect((await get("/metrics", { "X-Forwarded-For": "198.51.100.9, 127.0.0.1" })).status).toBe(200);
  });

  it(
    "/metrics with the token shows each metric of the issue, routes by pattern",
    { timeout: 60_000 },
    async () => {
      // A page twice (a miss, then a hit of the page cache) and an API call, to be counted.
      for (let round = 0; round < 2; round++)
        await (await get("/curso/qualidade-e-seguranca-do-paciente")).text();
      await (await get("/api/health")).text();
      const answer = await get("/metrics", { Authorization: `Bearer ${token}` });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      const text = await answer.text();
      const line = (pattern: RegExp) => text.split("\n").find((entry) => pattern.test(entry));
      // Request duration by route pattern (never the raw path).
      expect(
        line(
          /^sabia_http_request_duration_seconds_count\{method="GET",route="\/curso\/:slug",status="2xx"\} 2$/,
        ),
      ).toBeDefined();
      expect(
        line(/^sabia_http_request_duration_seconds_bucket\{.*route="\/api\/health".*\} 1$/),
      ).toBeDefined();
      expect(text).not.toMatch(/qualidade-e-seguranca-do-paciente/);
      // Render queue depth and wait.
      expect(line(/^sabia_render_queue_depth\{state="running"\} \d+$/)).toBeDefined();
      expect(line(/^sabia_render_queue_depth\{state="waiting"\} 0$/)).toBeDefined();
      expect(Number(line(/^sabia_render_queue_wait_seconds_count /)?.split(" ")[1])).toBeGreaterThanOrEqual(
        1,
      );
      // Page cache: one miss, one hit; its bytes.
      expect(line(/^sabia_page_cache_requests_total\{result="hit"\} [1-9]/)).toBeDefined();
      expect(line(/^sabia_page_cache_requests_total\{result="miss"\} [1-9]/)).toBeDefined();
      expect(Number(line(/^sabia_page_cache_hit_ratio /)?.split(" ")[1])).toBeGreaterThan(0);
      expect(Number(line(/^sabia_page_cache_bytes /)?.split(" ")[1])).toBeGreaterThan(1000);
      // The database (PGlite here: its one connection), payment events (declared; counted at the ledger).
      expect(line(/^sabia_db_pool_connections\{engine="pglite",state="total"\} 1$/)).toBeDefined();
      expect(line(/^# TYPE sabia_payment_events_total counter$/)).toBeDefined();
      // Event-loop lag, heap and RSS.
      expect(Number(line(/^nodejs_eventloop_lag_seconds /)?.split(" ")[1])).toBeGreaterThanOrEqual(0);
      expect(Number(line(/^nodejs_heap_size_used_bytes /)?.split(" ")[1])).toBeGreaterThan(0);
      expect(Number(line(/^process_resident_memory_bytes /)?.split(" ")[1])).toBeGreaterThan(10_000_000);
    },
  );

  it(
    "/readyz answers 503 while the process drains, then the process exits 0",
    { timeout: 60_000 },
    async () => {
      const { hostname, port } = new URL(server.baseUrl);
      // A connection made before SIGTERM may still send its request (server/http/drain.ts); it asks /readyz.
      const socket = connect({ host: hostname, port: Number(port) });
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      server.child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 100));
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.write(`GET /readyz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
      await closed;
      const raw = Buffer.concat(chunks).toString("latin1");
      expect(raw).toMatch(/^HTTP\/1\.1 503 /);
      expect(raw).toMatch(/\r\n\r\ndraining\n$/);
      expect(await server.exited).toBe(0);
    },
  );
});
