import type { PixPspReady } from "../simulators/pix-psp/pix-psp.ts";
import type { LogEntry } from "../simulators/pix-psp/state.ts";
import {
  startSimulatorProcess,
  type SimulatorProcess,
  type SimulatorProcessOptions,
} from "./simulator-process.ts";

/** Flags of simulators/pix-psp/main.ts (`{ "webhook-url": "http://…", "token-lifetime": 60 }`), PIX_PSP_* env. */
export type PixPspProcessOptions = SimulatorProcessOptions;
export type PixPspProcess = SimulatorProcess<PixPspReady>;

/**
 * Starts the Pix PSP simulator as its own process (as tests and the demo need it: a separate server, like a real
 * PSP) and resolves with its ready line once both servers listen (certificates are made on a first start).
 */
export function startPixPspProcess(options: PixPspProcessOptions = {}): Promise<PixPspProcess> {
  return startSimulatorProcess<PixPspReady>("Pix PSP simulator", "simulators/pix-psp/main.ts", options);
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
