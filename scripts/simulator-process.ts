import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

export interface SimulatorProcessOptions {
  /** Flags of the simulator's main.ts without the dashes: `{ "webhook-url": "http://…" }`. */
  flags?: Record<string, string | number>;
  /** Extra environment (the simulator's own variables work too). */
  env?: Record<string, string>;
  /** How long to wait for the ready line. */
  timeoutMs?: number;
}

export type SimulatorProcess<Ready> = Ready & { child: ChildProcess; stop(): Promise<void> };

/**
 * Starts an outside provider's simulator (`entry`, e.g. simulators/pix-psp/main.ts) as its own process, as a real
 * provider is a separate server, with this Node (process.execPath, Node 24), and resolves with the JSON ready line
 * it prints once it listens.
 */
export function startSimulatorProcess<Ready extends object>(
  name: string,
  entry: string,
  options: SimulatorProcessOptions = {},
): Promise<SimulatorProcess<Ready>> {
  const flags = Object.entries(options.flags ?? {}).flatMap(([flag, value]) => [`--${flag}`, String(value)]);
  const child = spawn(process.execPath, [entry, ...flags], {
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
      reject(new Error(`the ${name} printed no ready line in time`));
    }, options.timeoutMs ?? 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      clearTimeout(timer);
      const ready = JSON.parse(line) as Ready;
      // Keep draining stdout so that the child never blocks on a full pipe.
      child.stdout?.resume();
      resolve({ ...ready, child, stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the ${name} exited (code ${code}) before it was ready`));
    });
  });
}
