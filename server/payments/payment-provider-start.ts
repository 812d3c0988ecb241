import {
  PaymentProviderMisconfigured,
  readPaymentProvider,
  type PaymentProviderConfig,
} from "./payment-provider-config.ts";

/**
 * At start: the provider, or the reason on stderr and exit code 1 — a line an operator reads, not a stack trace
 * (the logger writes to stdout asynchronously and may not flush before the exit).
 */
export function readPaymentProviderOrExit(env: Record<string, string | undefined>): PaymentProviderConfig {
  try {
    return readPaymentProvider(env);
  } catch (error) {
    if (!(error instanceof PaymentProviderMisconfigured)) throw error;
    console.error(`Sabiá cannot start: ${error.message}`);
    process.exit(1);
  }
}
