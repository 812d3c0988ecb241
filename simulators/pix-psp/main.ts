/**
 * The simulator as a process: `npm run pix-psp -- --api-port 0` (flags or PIX_PSP_* variables, see options.ts).
 * Prints one line of JSON when both servers listen, and stops on SIGTERM or SIGINT.
 */
import { runSimulatorProcess } from "../common/process-main.ts";
import { startPixPsp } from "./pix-psp.ts";
import { optionTable } from "./options.ts";

await runSimulatorProcess("Pix PSP simulator (Pix API standard)", optionTable, startPixPsp);
