/**
 * The simulator as a process: `npm run mercadopago-sim -- --api-port 0` (flags or MERCADOPAGO_SIM_* variables,
 * see options.ts). Prints one line of JSON when both servers listen, and stops on SIGTERM or SIGINT.
 */
import { startMercadoPagoSimulator } from "./mercadopago-simulator.ts";
import { optionHelp, readOptions } from "./options.ts";

if (process.argv.includes("--help")) {
  console.log(`Mercado Pago gateway simulator. Options:\n${optionHelp}`);
  process.exit(0);
}

const simulator = await startMercadoPagoSimulator(readOptions(process.argv.slice(2), process.env));
const { stop, ...ready } = simulator;
process.stdout.write(`${JSON.stringify(ready)}\n`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void stop().then(() => process.exit(0));
  });
}
