/**
 * What both sections of `npm run bench:checkout` share: the real API stage in-process behind node:http (captcha
 * verifier replaced by one that accepts, as bench:login does), a JSON caller over HTTP, aluno's sign-in, the
 * courses aluno can still buy, and the figures (percentiles, ratios to the `select 1` baseline).
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApiStage, type ApiDependencies, type ApiStage } from "#server/api/api-stage.ts";
import { createApp } from "#server/app.ts";
import type { CaptchaService } from "#server/captcha/altcha.ts";
import { queryRows, type Database } from "#server/db/database.ts";
import { tokenIssuer } from "#server/identity/access-tokens.ts";
import { createMailer } from "#server/mail/outbox.ts";

export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

export type Call = (
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Answer>;

export interface BenchApi {
  base: string;
  stage: ApiStage;
  call: Call;
  /** Aluno's access token, courses aluno has never bought (active ones, by id) and a new checkout of one. */
  token: string;
  courses: { id: number; friendly_url: string }[];
  start(slug: string): Promise<number>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  close(): Promise<void>;
}

const acceptAll: CaptchaService = {
  challenge: () => Promise.reject(new Error("not used")),
  verify: async () => "accepted",
};

export async function jsonCall(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

/** The API stage on `database` (already migrated and seeded), listening on 127.0.0.1:`port` (0: a free one). */
export async function startBenchApi(
  database: Database,
  options: { payments?: ApiDependencies["payments"]; port?: number } = {},
): Promise<BenchApi> {
  const logger = pino({ level: "silent" });
  const api = await createApiStage({
    database,
    logger,
    mailer: createMailer(database.db, logger),
    captcha: acceptAll,
    tokens: tokenIssuer(randomBytes(32)),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const app = createApp(
    {
      api: api.stage,
      staticFiles: async () => false,
      render: (_request, response) => void response.writeHead(404).end(),
    },
    logger,
  );
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call: Call = (method, path, token, body, headers = {}) =>
    jsonCall(`${base}${path}`, method, body, {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  const signIn = await call("POST", "/api/auth/signin/tenants/sabia", undefined, {
    username: "aluno",
    password: "Sabia@2026",
    applicationAlias: "artmed-marketplace",
  });
  const token = String(signIn.json["accessToken"]);
  // Courses aluno has never bought, active ones only, so every purchase starts a new checkout.
  const courses = await rows<{ id: number; friendly_url: string }>(
    sql`select c.id, c.friendly_url from courses c where c.active
        and not exists (select 1 from subscriptions s join users u on u.id = s.user_id where u.username = 'aluno' and s.course_id = c.id)
        order by c.id`,
  );
  return {
    base,
    stage: api,
    call,
    token,
    courses,
    rows,
    start: async (slug) =>
      Number(
        (
          await call("POST", "/api/subscription/subscriptions/create-or-recover-to-ecommerce", token, {
            friendlyUrl: slug,
          })
        ).json["subscriptionId"],
      ),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** "p50 12.3 ms, p95 45.6 ms" padded to a column, and "×4.1 / ×1.8" against the baseline's p50 / p95. */
export function figures(label: string, times: number[], baseline?: number[]): string {
  const [p50, p95] = [percentile(times, 50), percentile(times, 95)];
  const digits = p50 < 10 ? 2 : 1;
  const line = `${label.padEnd(44)} p50 ${round(p50, digits)} ms, p95 ${round(p95, digits)} ms`;
  if (!baseline) return line;
  return `${line.padEnd(82)} (×${round(p50 / percentile(baseline, 50))} / ×${round(p95 / percentile(baseline, 95))} the baseline)`;
}

/** Times GET /api/health (`select 1`) once into `baseline`; false when it did not answer 200. */
export async function baselineSample(api: BenchApi, baseline: number[]): Promise<boolean> {
  const started = performance.now();
  const ok = (await api.call("GET", "/api/health")).status === 200;
  baseline.push(performance.now() - started);
  return ok;
}

export const tally = (statuses: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}× ${status}`).join(", ");
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
