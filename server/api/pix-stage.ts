import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/outbox.ts";
import type { CheckoutDependencies } from "../payments/checkout-context.ts";
import { checkoutContext } from "../payments/checkout-context.ts";
import { paymentLedger } from "../payments/payment-ledger.ts";
import type { PaymentProviderConfig } from "../payments/payment-provider-config.ts";
import { pixServices } from "../payments/pix-services.ts";
import { pixProvider } from "../payments/providers/pix/pix-provider.ts";

/** PIX_RECONCILE_SECONDS: at most this long between a lost webhook and access (ADR 048). */
export const defaultReconcileSeconds = 30;

export interface PixStageOptions {
  reconcileSeconds?: number | undefined;
  supportEmail?: string | undefined;
}

/**
 * The real Pix provider, when PAYMENT_PROVIDER=pix: its gateway (for the checkout), its webhook stage and the
 * loop that reconciles and follows refunds, started here and stopped with the API. Null for the sandbox.
 */
export function pixStage(
  provider: PaymentProviderConfig,
  db: Db,
  logger: Logger,
  mailer: Mailer,
  checkout: (gateway: CheckoutDependencies["gateway"]) => CheckoutDependencies,
  options: PixStageOptions = {},
) {
  if (provider.kind !== "pix") return null;
  const ledger = paymentLedger(db, logger);
  const pix = pixProvider(provider.pix, ledger);
  const services = pixServices(
    checkoutContext(checkout(pix.gateway)),
    pix,
    provider.pix,
    ledger,
    mailer,
    logger,
    {
      intervalMs: (options.reconcileSeconds ?? defaultReconcileSeconds) * 1000,
      supportEmail: options.supportEmail ?? "suporte@sabia.dev",
    },
  );
  services.start();
  return { gateway: pix.gateway, client: pix.client, ledger, services };
}

export type PixStage = NonNullable<ReturnType<typeof pixStage>>;
