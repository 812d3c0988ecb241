import { startFleet } from "../fleet-kit.ts";
import { fleetRequest } from "../fleet-kit.ts";
import { runLoad, type LoadResult } from "./ssr-load.ts";
import { readRssKiB, startBenchServer } from "./ssr-server.ts";

/**
 * `npm run bench:ssr -- --fleet N` (issue 31): nginx in front of N instances beside one instance alone, in the same
 * run and on the same PostgreSQL — a hashed asset, a cached course page and a cache-miss render, each with req/s,
 * p50, p99 and failures — then the RSS of every fleet instance during a soak of cached and cache-miss load
 * (`--soak-minutes`, 10 by default; `--quick`: 1).
 */
export interface FleetBenchOptions {
  instances: number;
  databaseUrl: string | undefined;
  connections: number;
  duration: number;
  soakMinutes: number;
  logLevel: string;
}

const courseSlug = "uti-online-2-edicao";
const num = (value: number, digits = 0) =>
  value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mib = (pid: number) => readRssKiB(pid) / 1024;

export async function runFleetBench(options: FleetBenchOptions): Promise<boolean> {
  // nginx's certificate is self-signed (made for the run); the load tools are told to accept it.
  process.env["NODE_TLS_REJECT_UNAUTHORIZED"] = "0";
  const fleet = await startFleet({
    instances: options.instances,
    databaseUrl: options.databaseUrl,
    logLevel: options.logLevel,
  });
  const single = await startBenchServer({
    processes: 1,
    databaseUrl: fleet.databaseUrl,
    logLevel: options.logLevel,
  });
  let failed = false;
  try {
    const html = (await fleetRequest(fleet.url, "/")).text;
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    if (!asset) throw new Error("no hashed JS asset in the home page");
    const pages = [
      { label: "hashed JS asset (baseline)", path: asset, unique: false },
      { label: `course page /curso/${courseSlug}`, path: `/curso/${courseSlug}`, unique: false },
      {
        label: "course page, cache miss (unique query)",
        path: `/curso/${courseSlug}?v=[<id>]`,
        unique: true,
      },
    ];
    const sides = [
      { name: "1 instance (direct)", base: single.baseUrl },
      { name: `nginx + ${options.instances} instances`, base: fleet.url },
    ];
    const rows: { side: string; page: string; result: LoadResult }[] = [];
    for (const page of pages)
      for (const side of sides) {
        await runLoad(`${side.base}${page.path}`, {
          connections: 4,
          duration: 1,
          idReplacement: page.unique,
        });
        const result = await runLoad(`${side.base}${page.path}`, {
          connections: options.connections,
          duration: options.duration,
          idReplacement: page.unique,
        });
        rows.push({ side: side.name, page: page.label, result });
        process.stdout.write(`  measured ${page.label} on ${side.name}: ${num(result.rps)} req/s\n`);
      }
    console.log(
      `\n${"what".padEnd(40)} ${"where".padEnd(24)} ${"req/s".padEnd(8)} ${"p50 ms".padEnd(7)} ${"p99 ms".padEnd(7)} ${"err/tmo/non2xx".padEnd(15)} vs 1 instance`,
    );
    for (const row of rows) {
      const alone = rows.find((other) => other.page === row.page && other.side === sides[0]!.name)!.result
        .rps;
      const { result } = row;
      console.log(
        `${row.page.padEnd(40)} ${row.side.padEnd(24)} ${num(result.rps).padEnd(8)} ${num(result.p50).padEnd(7)} ${num(result.p99).padEnd(7)} ${`${result.errors}/${result.timeouts}/${result.non2xx}`.padEnd(15)} ${num(result.rps / Math.max(alone, 1), 2)}×`,
      );
      if (result.errors + result.timeouts + result.non2xx > 0) failed = true;
    }

    // The soak: cached and cache-miss pages in turn through nginx, the RSS of each instance once a minute.
    const pids = fleet.pids();
    const started = pids.map(mib);
    console.log(
      `\nRSS per instance at the soak's start: ${started.map((value) => `${num(value, 1)} MiB`).join(", ")}`,
    );
    const samples: number[][] = [];
    for (let minute = 1; minute <= options.soakMinutes; minute++) {
      await runLoad(`${fleet.url}/curso/${courseSlug}`, { connections: options.connections, duration: 30 });
      await runLoad(`${fleet.url}/curso/${courseSlug}?v=[<id>]`, {
        connections: options.connections,
        duration: 30,
        idReplacement: true,
      });
      samples.push(pids.map(mib));
      console.log(
        `  minute ${minute}: ${samples
          .at(-1)!
          .map((value) => `${num(value, 1)} MiB`)
          .join(", ")}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const idle = pids.map(mib);
    const peak = pids.map((_, index) => Math.max(...samples.map((sample) => sample[index]!)));
    console.log(
      `RSS per instance: peak ${peak.map((value) => `${num(value, 1)} MiB`).join(", ")}; after 30 s idle ${idle.map((value) => `${num(value, 1)} MiB`).join(", ")} (goal ≤ 400 MiB steady: ${idle.every((value) => value <= 400) ? "met" : "NOT met"})`,
    );
    if (samples.length >= 4) {
      // Flat: the last minute's RSS within 10 % of the second minute's (the first still warms up).
      const drift = pids.map((_, index) => samples.at(-1)![index]! / samples[1]![index]! - 1);
      console.log(
        `RSS drift from minute 2 to minute ${samples.length}: ${drift.map((value) => `${value >= 0 ? "+" : ""}${num(value * 100, 1)} %`).join(", ")} (flat within 10 %: ${drift.every((value) => Math.abs(value) <= 0.1) ? "yes" : "NO"})`,
      );
    }
  } finally {
    await single.stop();
    await fleet.stop();
  }
  return !failed;
}
