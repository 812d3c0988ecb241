import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import type { PixPspReady } from "../simulators/pix-psp/pix-psp.ts";
import type { LogEntry } from "../simulators/pix-psp/state.ts";

export interface PixPspProcessOptions {
  /** Flags of simulators/pix-psp/main.ts without the dashes: `{ "webhook-url": "http://…", "token-lifetime": 60 }`. */
  flags?: Record<string, string | number>;
  /** Extra environment (PIX_PSP_* variables work too). */
  env?: Record<string, string>;
  /** How long to wait for the ready line (certificates are made on a first start). */
  timeoutMs?: number;
}

export interface PixPspProcess extends PixPspReady {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the Pix PSP simulator as its own process (as tests and the demo need it: a separate server, like a real
 * PSP), with this Node (process.execPath, Node 24), and resolves with its ready line once both servers listen.
 */
export function startPixPspProcess(options: PixPspProcessOptions = {}): Promise<PixPspProcess> {
  const flags = Object.entries(options.flags ?? {}).flatMap(([name, value]) => [`--${name}`, String(value)]);
  const child = spawn(process.execPath, ["simulators/pix-psp/main.ts", ...flags], {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("the Pix PSP simulator printed no ready line in time"));
    }, options.timeoutMs ?? 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      clearTimeout(timer);
      const ready = JSON.parse(line) as PixPspReady;
      // Keep draining stdout so that the child never blocks on a full pipe.
      child.stdout?.resume();
      resolve({ ...ready, child, stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the Pix PSP simulator exited (code ${code}) before it was ready`));
    });
  });
}

/**
 * Every API exchange the simulator saw (`GET {controlUrl}/log`), oldest first, for `checkExchanges` of
 * simulators/pix-psp/contract.ts: `expect(checkExchanges(await fetchPspLog(psp.controlUrl)).mismatches).toEqual([])`.
 */
export async function fetchPspLog(controlUrl: string): Promise<LogEntry[]> {
  const response = await fetch(`${controlUrl}/log`);
  if (!response.ok) throw new Error(`GET ${controlUrl}/log answered ${response.status}`);
  return (await response.json()) as LogEntry[];
}
