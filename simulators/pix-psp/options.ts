/** Options of the simulator's process, from flags (`--api-port 0`) or the environment (`PIX_PSP_API_PORT=0`). */
import { readOptionTable, type OptionRow } from "../common/option-table.ts";
import type { PixPspOptions } from "./pix-psp.ts";

export const optionTable = [
  ["api-port", "PIX_PSP_API_PORT", "apiPort", true],
  ["control-port", "PIX_PSP_CONTROL_PORT", "controlPort", true],
  ["cert-dir", "PIX_PSP_CERT_DIR", "certDir", false],
  ["client-id", "PIX_PSP_CLIENT_ID", "clientId", false],
  ["client-secret", "PIX_PSP_CLIENT_SECRET", "clientSecret", false],
  ["token-lifetime", "PIX_PSP_TOKEN_LIFETIME", "tokenLifetimeSeconds", true],
  ["webhook-url", "PIX_PSP_WEBHOOK_URL", "webhookUrl", false],
  ["webhook-ca-file", "PIX_PSP_WEBHOOK_CA_FILE", "webhookCaFile", false],
  ["webhook-timeout-ms", "PIX_PSP_WEBHOOK_TIMEOUT_MS", "webhookTimeoutMs", true],
  ["merchant-name", "PIX_PSP_MERCHANT_NAME", "merchantName", false],
  ["merchant-city", "PIX_PSP_MERCHANT_CITY", "merchantCity", false],
  ["receiver-key", "PIX_PSP_RECEIVER_KEY", "receiverKey", false],
  ["auto-settle-refunds-ms", "PIX_PSP_AUTO_SETTLE_REFUNDS_MS", "autoSettleRefundsMs", true],
  ["seed", "PIX_PSP_SEED", "seed", true],
] as const satisfies readonly OptionRow[];

export const readOptions = (argv: string[], env: NodeJS.ProcessEnv) =>
  readOptionTable<PixPspOptions>(optionTable, argv, env);
