import routes from "#src/routes.ts";
import { solvedChallenge } from "#server/captcha/solve-challenge.ts";
import { casesFor, operationsOf, type FuzzCase, type OpenApi } from "./api-cases.ts";
import { pageCasesFor, pagePatterns } from "./page-cases.ts";
import { oddCasesFor } from "./odd-cases.ts";
import { rawRequest, rawText } from "#server/http/raw-http.ts";

export interface FuzzOptions {
  baseUrl: string;
  seed: number;
  /** Bad requests per API operation. */
  perOperation: number;
  /** Bad requests per page pattern. */
  perPage: number;
  /** Odd requests (methods, request targets, non-form bodies) of each shape (default perPage × 10). */
  perOddShape?: number;
  concurrency?: number;
}

export interface FuzzAnswer {
  fuzzCase: FuzzCase;
  status: number;
  ms: number;
  /** Network failure or time-out (counted with the 5xx). */
  error?: string;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  pages: number;
  requests: number;
  /** Requests per operation or page pattern. */
  perTarget: Map<string, number>;
  /** Time spent answering each operation or page pattern (ms, summed over its requests). */
  timePerTarget: Map<string, number>;
  statuses: Map<number, number>;
  failures: FuzzAnswer[];
  ms: number;
}

/**
 * An access token of the demo customer (aluno), from the API's own sign-in: a token names a server-side session
 * (issue 25), so a minted one would be refused and every call that needs it would stop at the 401.
 */
async function solvedCaptcha(baseUrl: string): Promise<string> {
  return solvedChallenge(await (await fetch(`${baseUrl}/api/captcha/challenge`)).json());
}

async function customerToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/signin/tenants/sabia`, {
    method: "POST",
    headers: { "content-type": "application/json", captcha: await solvedCaptcha(baseUrl) },
    body: JSON.stringify({
      username: "aluno",
      password: "Sabia@2026",
      applicationAlias: "artmed-marketplace",
    }),
  });
  const { accessToken } = (await response.json()) as { accessToken?: string | null };
  if (!response.ok || !accessToken)
    throw new Error(`fuzz: the demo customer could not sign in (${response.status})`);
  return accessToken;
}

async function send(baseUrl: string, fuzzCase: FuzzCase): Promise<FuzzAnswer> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  if (fuzzCase.raw) {
    const { host } = new URL(baseUrl);
    const text = rawText(`${fuzzCase.method} ${fuzzCase.url} HTTP/1.1`, host, {
      headers: fuzzCase.headers,
      ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
    });
    return rawRequest(baseUrl, text).then(
      ({ status }) => ({ fuzzCase, status, ms: ms(), ...(status === 0 ? { error: "no answer" } : {}) }),
      (error: unknown) => ({
        fuzzCase,
        status: 0,
        ms: ms(),
        error: String((error as Error).message ?? error),
      }),
    );
  }
  try {
    const response = await fetch(`${baseUrl}${fuzzCase.url}`, {
      method: fuzzCase.method,
      headers: fuzzCase.headers,
      ...(fuzzCase.body === undefined || fuzzCase.method === "GET" || fuzzCase.method === "HEAD"
        ? {}
        : { body: fuzzCase.body }),
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return { fuzzCase, status: response.status, ms: ms() };
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    return { fuzzCase, status: 0, ms: ms(), error: String(cause?.message ?? error) };
  }
}

/**
 * The fuzz of issue 15 against a running server: every operation of /api/openapi.json with `perOperation` bad
 * requests, every page pattern of src/routes.ts with `perPage`, `concurrency` at a time. A 5xx or a failed
 * request is a failure.
 */
export async function runFuzz({
  baseUrl,
  seed,
  perOperation,
  perPage,
  perOddShape = perPage * 10,
  concurrency = 12,
}: FuzzOptions) {
  const started = performance.now();
  const spec = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenApi;
  const operations = operationsOf(spec);
  const token = await customerToken(baseUrl);
  const patterns = pagePatterns(routes as never);
  const cases = [
    ...operations.flatMap((operation, index) => casesFor(operation, perOperation, seed + index, token)),
    ...patterns.flatMap((pattern, index) => pageCasesFor(pattern, perPage, seed + 10_000 + index)),
    ...oddCasesFor(oddTargets(patterns, operations), perOddShape, seed + 20_000),
  ];
  const answers: FuzzAnswer[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) answers.push(await send(baseUrl, cases[next++]!));
    }),
  );
  const perTarget = new Map<string, number>();
  const statuses = new Map<number, number>();
  const timePerTarget = new Map<string, number>();
  for (const { fuzzCase, status, ms } of answers) {
    timePerTarget.set(fuzzCase.operation, (timePerTarget.get(fuzzCase.operation) ?? 0) + ms);
    perTarget.set(fuzzCase.operation, (perTarget.get(fuzzCase.operation) ?? 0) + 1);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return {
    seed,
    operations: operations.length,
    pages: patterns.length,
    requests: answers.length,
    perTarget,
    timePerTarget,
    statuses,
    failures: answers.filter((answer) => answer.status === 0 || answer.status >= 500),
    ms: Math.round(performance.now() - started),
  } satisfies FuzzReport;
}

/** Concrete paths for the odd requests: every page pattern and API path with each parameter as `x` or `1`. */
function oddTargets(patterns: readonly string[], operations: readonly { path: string }[]): string[] {
  const pages = patterns.map((pattern) => pattern.replace(/:\w+\??/g, "x").replace("*", "x"));
  const api = operations.map((operation) => operation.path.replace(/\{\w+\}/g, "1"));
  return [...new Set([...pages, ...api, "/api/health"])].map((path) =>
    path.startsWith("/") ? path : `/${path}`,
  );
}

/** The figures, as printed by npm run fuzz and the security test. */
export function formatReport(report: FuzzReport, details = true): string {
  const counts = [...report.perTarget.values()];
  const histogram = [...report.statuses.entries()]
    .toSorted(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  const lines = [
    `fuzz seed ${report.seed}: ${report.requests} requests in ${(report.ms / 1000).toFixed(1)} s — ${report.operations} API operations, ${report.pages} page patterns`,
    `requests per operation or page: min ${Math.min(...counts)}, max ${Math.max(...counts)}`,
    `statuses: ${histogram}`,
    `responses ≥ 500 or failed: ${report.failures.length}`,
    `slowest: ${[...report.timePerTarget.entries()]
      .toSorted(([, a], [, b]) => b - a)
      .slice(0, 5)
      .map(([target, ms]) => `${target} ${(ms / 1000).toFixed(1)} s`)
      .join(", ")}`,
  ];
  if (details) {
    const byOperation = new Map<string, FuzzAnswer[]>();
    for (const failure of report.failures)
      byOperation.set(failure.fuzzCase.operation, [
        ...(byOperation.get(failure.fuzzCase.operation) ?? []),
        failure,
      ]);
    for (const [operation, failures] of byOperation) {
      const first = failures[0]!;
      lines.push(
        `  ${failures.length}× ${operation} → ${first.status}${first.error ? ` (${first.error})` : ""}, e.g. ${first.fuzzCase.kind}: ${first.fuzzCase.method} ${first.fuzzCase.url.slice(0, 160)} ${first.fuzzCase.body?.slice(0, 160) ?? ""}`,
      );
    }
  }
  return lines.join("\n");
}
