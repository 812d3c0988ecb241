import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientReportSender } from "#src/services/client-reports/client-error-reporter.ts";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { maxClientReportsPerIp } from "./client-reports-handlers.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

const [pglite] = testEngines();
let api: TestApi;
beforeAll(async () => {
  // Behind one proxy hop, so each test's X-Forwarded-For is a client of its own (the limit is per client).
  api = await startTestApi(pglite!, { trustProxy: { hops: 1 } });
}, 60_000);
afterAll(() => api?.close());

const post = async (body: unknown, ip = "198.51.100.7") => {
  const response = await fetch(`${api.url}/api/client-reports`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip, "user-agent": "vitest-browser" },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

type Row = {
  kind: string;
  path: string;
  message: string | null;
  source: string | null;
  stack: string | null;
  duration_ms: number | null;
  user_agent: string | null;
};
const rowsAt = (path: string) =>
  queryRows<Row>(
    api.database.db,
    sql`select kind, path, message, source, stack, duration_ms, user_agent from client_reports where path = ${path} order by id`,
  );

describe("POST /api/client-reports (spec §9)", () => {
  it("keeps an error and a trace sent by the page's own sender, with the browser's user agent", async () => {
    const send = clientReportSender(api.url);
    await send({
      kind: "error",
      path: "/curso/um",
      message: "TypeError: x is undefined",
      source: "/assets/a.js:1:2",
    });
    await send({ kind: "trace", path: "/curso/um", durationMs: 812 });
    const rows = await rowsAt("/curso/um");
    expect(rows.map(({ user_agent: _, ...row }) => row)).toEqual([
      {
        kind: "error",
        path: "/curso/um",
        message: "TypeError: x is undefined",
        source: "/assets/a.js:1:2",
        stack: null,
        duration_ms: null,
      },
      { kind: "trace", path: "/curso/um", message: null, source: null, stack: null, duration_ms: 812 },
    ]);
  });

  it("refuses a path with a query (it may carry a person's data), an unknown kind and an overlong message, naming the field", async () => {
    for (const [body, field] of [
      [{ kind: "error", path: "/busca?termo=ana@example.com", message: "x" }, "path"],
      [{ kind: "log", path: "/", message: "x" }, "kind"],
      [{ kind: "error", path: "/", message: "x".repeat(1001) }, "message"],
      [{ kind: "trace", path: "/", durationMs: -5 }, "durationMs"],
    ] as const) {
      const answer = await post(body);
      expect(answer.status, field).toBe(400);
      expect(JSON.stringify(answer.json), field).toContain(field);
    }
    expect(await rowsAt("/busca?termo=ana@example.com")).toEqual([]);
  });

  it(`keeps at most ${maxClientReportsPerIp} reports per client address an hour, then answers 429`, async () => {
    const ip = "203.0.113.77";
    for (let sent = 0; sent < maxClientReportsPerIp; sent += 1)
      expect((await post({ kind: "trace", path: "/limite", durationMs: 1 }, ip)).status).toBe(202);
    const refused = await post({ kind: "trace", path: "/limite", durationMs: 1 }, ip);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: "clientReportsThrottled" });
    expect(await rowsAt("/limite")).toHaveLength(maxClientReportsPerIp);
    // Another address is not held back.
    expect((await post({ kind: "trace", path: "/limite", durationMs: 1 }, "203.0.113.78")).status).toBe(202);
  });

  it("lets reports older than 30 days go when a new one is kept", async () => {
    await api.database.db.execute(
      sql`insert into client_reports (at, kind, path, message) values (now() - interval '31 days', 'error', '/antigo', 'old')`,
    );
    await post({ kind: "trace", path: "/novo", durationMs: 5 });
    expect(await rowsAt("/antigo")).toEqual([]);
    expect(await rowsAt("/novo")).toHaveLength(1);
  });
});
