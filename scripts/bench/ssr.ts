/**
 * `npm run bench:ssr`: pages under load, each beside a static asset measured in the same run (issue 17).
 *
 * Starts the production build (`npm run build` first) in a child process — in-memory PGlite with the demo seed, or
 * PostgreSQL with `--database-url` / DATABASE_URL — and loads it with autocannon (50 connections, `--duration`
 * seconds each; wrk when installed, else autocannon — see ssr-load.ts): a hashed JS asset (baseline), the anonymous course page, home, search, sign-in, a cache-miss render
 * (a unique query string per request, so the page micro-cache never answers) and a signed-in customer's page.
 * Prints requests/s, p50, p99, errors/timeouts/non-2xx, the ratio to the baseline and the targets; then the RSS at
 * start and after 3 × 30 s of load and 30 s idle (`--quick`: 3 × 5 s and 5 s).
 *
 *   npm run bench:ssr -- [--duration 10] [--connections 50] [--quick] [--no-rss] [--processes 2 --database-url …]
 *                       [--log-level info|silent] [--only course,home]
 *   npm run bench:ssr -- --fleet 2 [--soak-minutes 10] [--quick]   (nginx + 2 instances beside 1; ssr-fleet.ts)
 */
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { loadTool, runLoad, type LoadResult } from "./ssr-load.ts";
import { startBenchServer } from "./ssr-server.ts";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    processes: { type: "string", default: "1" },
    "database-url": { type: "string" },
    "log-level": { type: "string", default: "info" },
    quick: { type: "boolean", default: false },
    "no-rss": { type: "boolean", default: false },
    only: { type: "string" },
    fleet: { type: "string" },
    "soak-minutes": { type: "string" },
  },
});

if (args.fleet) {
  // nginx + N instances beside one instance, and the fleet's RSS over a soak (issue 31): ssr-fleet.ts.
  const { runFleetBench } = await import("./ssr-fleet.ts");
  const ok = await runFleetBench({
    instances: Number(args.fleet),
    databaseUrl: args["database-url"] ?? process.env["DATABASE_URL"],
    connections: Number(args.connections),
    duration: Number(args.duration),
    soakMinutes: Number(args["soak-minutes"] ?? (args.quick ? "1" : "10")),
    logLevel: args["log-level"],
  });
  process.exit(ok ? 0 : 1);
}

const duration = Number(args.duration);
const connections = Number(args.connections);
const processes = Number(args.processes);
const databaseUrl = args["database-url"] ?? process.env["DATABASE_URL"];
if (processes > 1 && !databaseUrl) {
  console.error(
    "--processes > 1 needs PostgreSQL: --database-url postgres://… (or DATABASE_URL); see README",
  );
  process.exit(2);
}

const courseSlug = "uti-online-2-edicao";

interface Target {
  key: string;
  label: string;
  path: string;
  /** Which targets of issue 17 apply. */
  kind: "baseline" | "cached" | "render";
  idReplacement?: boolean;
}

const targets = (assetPath: string): Target[] => [
  { key: "asset", label: "hashed JS asset (baseline)", path: assetPath, kind: "baseline" },
  { key: "course", label: `course page /curso/${courseSlug}`, path: `/curso/${courseSlug}`, kind: "cached" },
  { key: "home", label: "home /", path: "/", kind: "cached" },
  { key: "search", label: "search /busca?termo=saude", path: "/busca?termo=saude", kind: "cached" },
  { key: "signin", label: "sign-in /auth/signin", path: "/auth/signin", kind: "render" },
  {
    key: "miss",
    label: "course page, cache miss (unique query)",
    path: `/curso/${courseSlug}?v=[<id>]`,
    kind: "render",
    idReplacement: true,
  },
  { key: "signedin", label: "signed-in page /minhas-compras", path: "/minhas-compras", kind: "render" },
];

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Verdict {
  ok: boolean;
  why: string[];
}

function judge(target: Target, result: LoadResult): Verdict {
  const why: string[] = [];
  const failures = result.errors + result.timeouts + result.non2xx;
  if (failures > 0) why.push(`${failures} failed`);
  if (target.kind !== "baseline" && result.p99 / Math.max(result.p50, 1) > 5) why.push("p99/p50 > 5");
  if (target.kind === "cached") {
    if (result.rps < 1000) why.push("< 1,000 req/s");
    if (result.p99 > 50) why.push("p99 > 50 ms");
  }
  if (target.kind === "render") {
    if (result.rps < 150) why.push("< 150 req/s");
    if (result.p99 > 300) why.push("p99 > 300 ms");
  }
  return { ok: why.length === 0, why };
}

function printTable(rows: { target: Target; result: LoadResult }[]) {
  const baseline = rows.find((row) => row.target.kind === "baseline")?.result.rps ?? 0;
  console.log(
    `\n${pad("what", 42)} ${pad("req/s", 8)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} ${pad("p99/p50", 8)} ${pad("err/tmo/non2xx", 15)} ${pad("vs asset", 9)} target`,
  );
  for (const { target, result } of rows) {
    const verdict = judge(target, result);
    const ratio = baseline > 0 ? `${num((result.rps / baseline) * 100, 1)} %` : "—";
    console.log(
      `${pad(target.label, 42)} ${pad(num(result.rps), 8)} ${pad(num(result.p50), 7)} ${pad(num(result.p99), 7)} ${pad(num(result.p99 / Math.max(result.p50, 1), 1), 8)} ${pad(`${result.errors}/${result.timeouts}/${result.non2xx}`, 15)} ${pad(ratio, 9)} ${target.kind === "baseline" ? "—" : verdict.ok ? "pass" : `FAIL (${verdict.why.join(", ")})`}`,
    );
  }
  console.log(
    "targets: cached anonymous pages ≥ 1,000 req/s, p99 ≤ 50 ms; renders (cache miss, sign-in, signed-in) ≥ 150 req/s, p99 ≤ 300 ms; p99/p50 ≤ 5; 0 failures",
  );
}

/** Waits until the server answers a health check within 50 ms (at most 30 s). */
async function settle(baseUrl: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function findAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const match = /\/assets\/[\w.-]+\.js/.exec(html);
  if (!match) throw new Error("no hashed JS asset found in the home page");
  return match[0];
}

console.log(
  `bench:ssr — ${loadTool}, ${availableParallelism()} CPUs, ${connections} connections × ${duration} s per page, ${processes} process(es), ${databaseUrl ? "PostgreSQL" : "in-memory PGlite"}, LOG_LEVEL=${args["log-level"]}`,
);
const server = await startBenchServer({ processes, databaseUrl, logLevel: args["log-level"] });
let failed = false;
try {
  const rssStart = server.rssMiB();
  const chosen = targets(await findAsset(server.baseUrl)).filter(
    (target) => !args.only || target.kind === "baseline" || args.only.split(",").includes(target.key),
  );
  const rows: { target: Target; result: LoadResult }[] = [];
  for (const target of chosen) {
    // Let the previous page's backlog drain (requests still queued when autocannon stopped).
    await settle(server.baseUrl);
    // A few requests first, so the first measured second is not the JIT's or a cold cache's.
    await runLoad(`${server.baseUrl}${target.path}`, {
      connections: 4,
      duration: 1,
      idReplacement: target.idReplacement,
    });
    const result = await runLoad(`${server.baseUrl}${target.path}`, {
      connections,
      duration,
      idReplacement: target.idReplacement,
    });
    rows.push({ target, result });
    process.stdout.write(`  measured ${target.label}: ${num(result.rps)} req/s\n`);
  }
  printTable(rows);
  failed = rows.some(({ target, result }) => target.kind !== "baseline" && !judge(target, result).ok);

  if (!args["no-rss"]) {
    const phase = args.quick ? 5 : 30;
    const course = `${server.baseUrl}/curso/${courseSlug}`;
    const miss = `${server.baseUrl}/curso/${courseSlug}?v=[<id>]`;
    const rssAfterWarmup = server.rssMiB();
    for (let round = 1; round <= 3; round++) {
      await runLoad(round === 2 ? miss : course, {
        connections,
        duration: phase,
        idReplacement: round === 2,
      });
      console.log(`  RSS after load round ${round} (${phase} s): ${num(server.rssMiB(), 1)} MiB`);
    }
    await new Promise((resolve) => setTimeout(resolve, phase * 1000));
    const rssEnd = server.rssMiB();
    const growth = (rssEnd / rssAfterWarmup - 1) * 100;
    const sinceStart = (rssEnd / rssStart - 1) * 100;
    const signed = (value: number) => `${value >= 0 ? "+" : ""}${num(value, 1)} %`;
    console.log(
      `\nRSS: ${num(rssStart, 1)} MiB at start (cold), ${num(rssAfterWarmup, 1)} MiB warm (after the page table), ${num(rssEnd, 1)} MiB after 3 × ${phase} s load + ${phase} s idle: ${signed(sinceStart)} since the cold start, ${signed(growth)} since warm (leak target: within 10 % of warm: ${Math.abs(growth) <= 10 ? "pass" : "FAIL"})`,
    );
    if (Math.abs(growth) > 10) failed = true;
  }
} finally {
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
