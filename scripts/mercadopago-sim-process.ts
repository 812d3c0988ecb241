import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import type { MercadoPagoSimulatorReady } from "../simulators/mercadopago/mercadopago-simulator.ts";

export interface MercadoPagoSimulatorProcessOptions {
  /** Flags of simulators/mercadopago/main.ts without the dashes: `{ "webhook-url": "http://…" }`. */
  flags?: Record<string, string | number>;
  /** Extra environment (MERCADOPAGO_SIM_* variables work too). */
  env?: Record<string, string>;
  timeoutMs?: number;
}

export interface MercadoPagoSimulatorProcess extends MercadoPagoSimulatorReady {
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the Mercado Pago simulator as its own process (a separate server, like the real gateway), with this
 * Node (process.execPath, Node 24), and resolves with its ready line once both servers listen.
 */
export function startMercadoPagoSimulatorProcess(
  options: MercadoPagoSimulatorProcessOptions = {},
): Promise<MercadoPagoSimulatorProcess> {
  const flags = Object.entries(options.flags ?? {}).flatMap(([name, value]) => [`--${name}`, String(value)]);
  const child = spawn(process.execPath, ["simulators/mercadopago/main.ts", ...flags], {
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
      reject(new Error("the Mercado Pago simulator printed no ready line in time"));
    }, options.timeoutMs ?? 30_000);
    const lines = createInterface({ input: child.stdout! });
    lines.once("line", (line) => {
      clearTimeout(timer);
      const ready = JSON.parse(line) as MercadoPagoSimulatorReady;
      child.stdout?.resume();
      resolve({ ...ready, child, stop });
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the Mercado Pago simulator exited (code ${code}) before it was ready`));
    });
  });
}
