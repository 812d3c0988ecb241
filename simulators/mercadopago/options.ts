/** Options of the simulator's process, from flags (`--api-port 0`) or the environment (`MERCADOPAGO_SIM_API_PORT=0`). */
import { readOptionTable, type OptionRow } from "../common/option-table.ts";
import type { MercadoPagoSimulatorOptions } from "./mercadopago-simulator.ts";

export const optionTable = [
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
] as const satisfies readonly OptionRow[];

export const readOptions = (argv: string[], env: NodeJS.ProcessEnv) =>
  readOptionTable<MercadoPagoSimulatorOptions>(optionTable, argv, env);
