import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** One load run's figures (latencies in ms). */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  duration: number;
  /** Replace `[<id>]` in the URL with a value unique to each request (a page cache never answers it). */
  idReplacement?: boolean | undefined;
}

/**
 * Which load generator drives the bench. wrk (C, Debian's `wrk`) when installed: on this 2-core machine the load
 * generator shares the cores with the server, and autocannon (Node) spends a whole core at 5,000 requests/s, so
 * its own event-loop delays land in the latencies it reports (the static asset's p99/p50 was 9.8 with it).
 * `LOAD_TOOL=autocannon` keeps the old tool for comparison (ADR 041).
 */
export const loadTool: "wrk" | "autocannon" =
  process.env["LOAD_TOOL"] === "autocannon" || !existsSync(wrkPath()) ? "autocannon" : "wrk";

function wrkPath() {
  return process.env["WRK_PATH"] ?? "/usr/bin/wrk";
}

/**
 * What Chromium sends. Every browser, CDN and crawler asks for compression; a bench that asks for none measures a
 * path nobody takes (it hid that every cached page was brotli-compressed again on every hit: ADR 041).
 */
const browserAcceptEncoding = "gzip, deflate, br, zstd";

export function runLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  return loadTool === "wrk" ? runWrk(url, options) : runAutocannon(url, options);
}

// The script wrk runs: a unique query value per request when asked, and the figures as one JSON line at the end.
// The value starts with the run's own prefix (passed as an argument): wrk restarts its counter at 1 on every run,
// so without it the measured run asked again for the warm-up's URLs, and the page cache answered those.
const wrkScript = (idReplacement: boolean) => `
local unique = ${idReplacement ? "true" : "false"}
local counter = 0
local prefix = "0"
function init(args)
  if args[1] then prefix = args[1] end
end
function request()
  if not unique then return wrk.format(nil, wrk.path) end
  counter = counter + 1
  return wrk.format(nil, (wrk.path:gsub("%[<id>%]", prefix .. "-" .. counter)))
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nSABIA_RESULT {"requests":%d,"micros":%d,"p50":%f,"p99":%f,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;

let scriptDirectory: string | undefined;
function scriptFile(idReplacement: boolean): string {
  scriptDirectory ??= mkdtempSync(join(tmpdir(), "sabia-wrk-"));
  const file = join(scriptDirectory, idReplacement ? "unique.lua" : "plain.lua");
  if (!existsSync(file)) writeFileSync(file, wrkScript(idReplacement));
  return file;
}

let runs = 0;
/** A prefix no earlier run of this process (or of an earlier bench against the same server) used. */
const nextRunPrefix = () => `${process.pid}.${Date.now().toString(36)}.${++runs}`;

/** Loads one URL with wrk: one thread (the server needs the other core), 10 s timeout per request. */
function runWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.duration}s`,
    "--timeout",
    "10s",
    "-H",
    `Accept-Encoding: ${browserAcceptEncoding}`,
    "-s",
    scriptFile(options.idReplacement ?? false),
    url,
    // After the URL: the script's arguments (its init(args)).
    nextRunPrefix(),
  ];
  return new Promise((resolve, reject) => {
    execFile(wrkPath(), args, { maxBuffer: 1 << 20 }, (error, stdout) => {
      const line = /SABIA_RESULT (\{.*\})/.exec(stdout)?.[1];
      if (error || !line) return reject(error ?? new Error(`wrk printed no result:\n${stdout}`));
      const figures = JSON.parse(line) as Record<string, number>;
      const value = (name: string) => figures[name] ?? 0;
      resolve({
        rps: value("requests") / (value("micros") / 1e6),
        p50: value("p50"),
        p99: value("p99"),
        errors: value("connect") + value("read") + value("write"),
        timeouts: value("timeout"),
        non2xx: value("status"),
      });
    });
  });
}

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  idReplacement?: boolean;
  timeout?: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

/** Loads one URL with autocannon (10 s timeout per request, as autocannon's default). */
async function runAutocannon(url: string, options: LoadOptions): Promise<LoadResult> {
  // autocannon 9 ships CommonJS without types.
  const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    idReplacement: options.idReplacement ?? false,
    timeout: 10,
    headers: { "accept-encoding": browserAcceptEncoding },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
