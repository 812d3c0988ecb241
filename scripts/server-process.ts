import { productionMallocArenas, productionNodeFlags } from "../server/memory-flags.ts";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

/**
 * The end-to-end server signs tokens with this secret so browser tests can also mint a token for a demo
 * account directly (tests/e2e/session-tokens.ts). It exists only in test runs; real servers generate theirs.
 */
export const e2eTokenSecret = "e2e-only-token-secret-not-used-outside-tests-000";

export interface RunningServer {
  baseUrl: string;
  /** Its DATA_DIR: the embedded database's files (removed when the process ends). */
  dataDir: string;
  /** The server process (tests send it signals). */
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** A file that receives the server's stdout and stderr (its JSON log) instead of this process's own. */
  logFile?: string;
}

/**
 * Starts the production server (already built) on a free port with its own throw-away data folder,
 * never the developer's ./.data, and waits until it answers.
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { logFile }: ServerProcessOptions = {},
): Promise<RunningServer> {
  // A caller that must know the port first (a webhook URL in PUBLIC_URL names it) passes PORT itself.
  const port = extraEnv["PORT"] ? Number(extraEnv["PORT"]) : await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "sabia-e2e-"));
  const log = logFile === undefined ? null : openSync(logFile, "a");
  // As production starts (ADR 082): the same V8 flags and malloc arenas as `npm start`.
  const child: ChildProcess = spawn(process.execPath, [...productionNodeFlags, "server/main.ts"], {
    // The browser tests read e-mails and drive the payments sandbox: the dev mailbox, off by default in
    // production, is on for this machine's clients. Callers override any of these with extraEnv.
    env: {
      ...process.env,
      NODE_ENV: "production",
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || productionMallocArenas,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      TOKEN_SECRET: e2eTokenSecret,
      DEV_MAILBOX: process.env.DEV_MAILBOX || "loopback",
      // The demo's payments: a production server no longer falls back to the sandbox (ADR 046).
      PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER || "sandbox",
      ...extraEnv,
    },
    stdio: ["ignore", log ?? "inherit", log ?? "inherit"],
  });
  // The child holds its own copy of the descriptor.
  if (log !== null) closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Generous: on a loaded 2-core machine a first start (migrate, seed from the template) took over a minute.
  const deadline = Date.now() + 150_000;
  const state = { exited: false };
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  child.on("exit", () => (state.exited = true));
  while (Date.now() < deadline && !state.exited) {
    const ok = await fetch(`${baseUrl}/`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (state.exited || Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error("the server did not start (see its output above)");
  }
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  void exited.then(removeData);
  return {
    baseUrl,
    dataDir: extraEnv["DATA_DIR"] ?? dataDir,
    child,
    exited,
    stop: async () => {
      if (!state.exited) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Tests that start the real server need the production build: made once when it is missing. */
export function ensureBuild(): void {
  if (existsSync(join(process.cwd(), "build", "server", "index.js"))) return;
  const build = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("npm run build failed");
}
