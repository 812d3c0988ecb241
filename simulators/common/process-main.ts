/**
 * The body of a simulator's main.ts: `--help` lists the options; otherwise the simulator starts, one line of JSON
 * (all it returned but `stop`) tells the starter (scripts/simulator-process.ts) it is ready, and SIGTERM or
 * SIGINT stops it once, then ends the process.
 */
import { optionHelp, readOptionTable, type OptionRow } from "./option-table.ts";

export async function runSimulatorProcess<Options>(
  title: string,
  table: readonly OptionRow[],
  start: (options: Options) => Promise<{ stop: () => Promise<void> }>,
) {
  if (process.argv.includes("--help")) {
    console.log(`${title}. Options:\n${optionHelp(table)}`);
    process.exit(0);
  }
  const { stop, ...ready } = await start(readOptionTable<Options>(table, process.argv.slice(2), process.env));
  process.stdout.write(`${JSON.stringify(ready)}\n`);

  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void stop().then(() => process.exit(0));
    });
  }
}
