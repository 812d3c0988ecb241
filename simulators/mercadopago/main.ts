/**
 * The simulator as a process: `npm run mercadopago-sim -- --api-port 0` (flags or MERCADOPAGO_SIM_* variables,
 * see options.ts). Prints one line of JSON when both servers listen, and stops on SIGTERM or SIGINT.
 */
import { runSimulatorProcess } from "../common/process-main.ts";
import { startMercadoPagoSimulator } from "./mercadopago-simulator.ts";
import { optionTable } from "./options.ts";

await runSimulatorProcess("Mercado Pago gateway simulator", optionTable, startMercadoPagoSimulator);
