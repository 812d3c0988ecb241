import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { freePort } from "../free-port.ts";

/** The production server of `npm start` (build already made) in a child process, for bench:ssr. */
export interface BenchServer {
  baseUrl: string;
  /** Resident memory of the server and its cluster workers, in MiB (Linux /proc). */
  rssMiB(): number;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** node:cluster workers (PROCESSES); more than one needs databaseUrl. */
  processes: number;
  /** PostgreSQL instead of the in-memory PGlite. */
  databaseUrl?: string | undefined;
  /** LOG_LEVEL of the server (default info, as in production); its output goes to /dev/null. */
  logLevel: string;
  /** Extra environment, e.g. PAGE_CACHE_SECONDS=0 to switch the page micro-cache off. */
  env?: Record<string, string>;
}

export const readRssKiB = (pid: number): number => {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((row) => row.startsWith("VmRSS:"));
    return line ? Number(line.replace(/\D+/g, "")) : 0;
  } catch {
    return 0;
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: options.logLevel,
    PROCESSES: String(options.processes),
    // Production refuses to start without a payment provider (ADR 046); the bench buys nothing.
    PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || "sandbox",
    ...options.env,
  };
  if (options.databaseUrl) env["DATABASE_URL"] = options.databaseUrl;
  else {
    env["DATA_DIR"] = "memory://";
    delete env["DATABASE_URL"];
  }
  delete env["API_ORIGIN"];
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = { value: false };
  child.on("exit", () => (exited.value = true));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !exited.value) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (exited.value || Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error("the server did not start (see its output above)");
  }
  const pid = child.pid ?? 0;
  return {
    baseUrl,
    rssMiB: () => [pid, ...childrenOf(pid)].reduce((sum, id) => sum + readRssKiB(id), 0) / 1024,
    stop: () =>
      new Promise((resolve) => {
        if (exited.value) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
