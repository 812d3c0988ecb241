/** A simulator process's options, from flags (`--api-port 0`) or the environment, read by one table. */
import { parseArgs } from "node:util";

/** Flag name, environment variable, option key and whether it is a number. */
export type OptionRow = readonly [flag: string, variable: string, key: string, numeric: boolean];

export const optionHelp = (table: readonly OptionRow[]) =>
  table.map(([flag, variable]) => `--${flag} / ${variable}`).join("\n");

/** A flag wins over its variable; an empty variable counts as unset; a number that is not an integer throws. */
export function readOptionTable<Options>(
  table: readonly OptionRow[],
  argv: string[],
  env: NodeJS.ProcessEnv,
): Options {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(table.map(([flag]) => [flag, { type: "string" as const }])),
    strict: true,
  });
  const options: Record<string, string | number> = {};
  for (const [flag, variable, key, numeric] of table) {
    const text = values[flag] ?? env[variable];
    if (text === undefined || text === "") continue;
    const value = numeric ? Number(text) : text;
    if (numeric && !Number.isInteger(value))
      throw new Error(`--${flag} (${variable}) must be an integer, got "${text}"`);
    options[key] = value;
  }
  return options as Options;
}
