/** Options of the simulator's process, from flags (`--api-port 0`) or the environment (`MERCADOPAGO_SIM_API_PORT=0`). */
import { parseArgs } from "node:util";
import type { MercadoPagoSimulatorOptions } from "./mercadopago-simulator.ts";

/** Flag name, environment variable, option key and whether it is a number. */
const table = [
  ["api-port", "MERCADOPAGO_SIM_API_PORT", "apiPort", true],
  ["control-port", "MERCADOPAGO_SIM_CONTROL_PORT", "controlPort", true],
  ["access-token", "MERCADOPAGO_SIM_ACCESS_TOKEN", "accessToken", false],
  ["public-key", "MERCADOPAGO_SIM_PUBLIC_KEY", "publicKey", false],
  ["webhook-secret", "MERCADOPAGO_SIM_WEBHOOK_SECRET", "webhookSecret", false],
  ["webhook-url", "MERCADOPAGO_SIM_WEBHOOK_URL", "webhookUrl", false],
  ["webhook-timeout-ms", "MERCADOPAGO_SIM_WEBHOOK_TIMEOUT_MS", "webhookTimeoutMs", true],
  ["interest-free-installments", "MERCADOPAGO_SIM_INTEREST_FREE", "interestFreeInstallments", true],
  ["max-installments", "MERCADOPAGO_SIM_MAX_INSTALLMENTS", "maxInstallments", true],
  ["boleto-days", "MERCADOPAGO_SIM_BOLETO_DAYS", "boletoDays", true],
] as const;

export const optionHelp = table.map(([flag, env]) => `--${flag} / ${env}`).join("\n");

export function readOptions(argv: string[], env: NodeJS.ProcessEnv): MercadoPagoSimulatorOptions {
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
  return options as MercadoPagoSimulatorOptions;
}
