/**
 * The simulator as a process: `npm run pix-psp -- --api-port 0` (flags or PIX_PSP_* variables, see options.ts).
 * Prints one line of JSON when both servers listen, and stops on SIGTERM or SIGINT.
 */
import { optionHelp, readOptions } from "./options.ts";
import { startPixPsp } from "./pix-psp.ts";

if (process.argv.includes("--help")) {
  console.log(`Pix PSP simulator (Pix API standard). Options:\n${optionHelp}`);
  process.exit(0);
}

const simulator = await startPixPsp(readOptions(process.argv.slice(2), process.env));
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
