import type { MercadoPagoSimulatorReady } from "../simulators/mercadopago/mercadopago-simulator.ts";
import {
  startSimulatorProcess,
  type SimulatorProcess,
  type SimulatorProcessOptions,
} from "./simulator-process.ts";

/** Flags of simulators/mercadopago/main.ts (`{ "webhook-url": "http://…" }`), MERCADOPAGO_SIM_* env. */
export type MercadoPagoSimulatorProcessOptions = SimulatorProcessOptions;
export type MercadoPagoSimulatorProcess = SimulatorProcess<MercadoPagoSimulatorReady>;

/** Starts the Mercado Pago simulator as its own process (a separate server, like the real gateway). */
export function startMercadoPagoSimulatorProcess(
  options: MercadoPagoSimulatorProcessOptions = {},
): Promise<MercadoPagoSimulatorProcess> {
  return startSimulatorProcess<MercadoPagoSimulatorReady>(
    "Mercado Pago simulator",
    "simulators/mercadopago/main.ts",
    options,
  );
}
