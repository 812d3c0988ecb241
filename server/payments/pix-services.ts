import type { Logger } from "pino";
import type { Mailer } from "../mail/outbox.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import type { PaymentLedger } from "./payment-ledger.ts";
import type { PixSettings } from "./payment-provider-config.ts";
import type { PixProvider } from "./providers/pix/pix-provider.ts";
import { pixReceipts } from "./pix-receipts.ts";
import { pixReconciliation } from "./pix-reconciliation.ts";
import { pixRefunds } from "./pix-refunds.ts";
import { pixWebhookStage, pixWebhookUrl } from "./pix-webhook-stage.ts";

export interface PixServiceOptions {
  /** PIX_RECONCILE_SECONDS: how often charges, received Pix and refunds are checked (default 30; ADR 048). */
  intervalMs: number;
  /** SUPPORT_EMAIL: who hears of refunds that keep failing and Pix that granted nothing. */
  supportEmail: string;
}

/**
 * What runs beside the checkout when Pix is real: the webhook stage, and one loop that registers the webhook at
 * the PSP (until it succeeds), reconciles charges and received Pix, and follows refunds. One pass at a time.
 */
export function pixServices(
  context: CheckoutContext,
  provider: PixProvider,
  settings: PixSettings,
  ledger: PaymentLedger,
  mailer: Mailer,
  logger: Logger,
  options: PixServiceOptions,
) {
  const receive = pixReceipts(context, ledger, logger, settings.publicUrl);
  const reconciliation = pixReconciliation(context.db, provider.client, receive, logger);
  const refunds = pixRefunds(
    context.db,
    provider.client,
    ledger,
    mailer,
    logger,
    options.supportEmail,
    settings.publicUrl,
  );
  let registered = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function pass() {
    if (!registered)
      registered = await provider.client
        .registerWebhook(settings.receiverKey, pixWebhookUrl(settings.publicUrl, settings.webhookSecret))
        .then(
          () => true,
          (error: unknown) => {
            logger.warn({ err: error }, "the Pix webhook could not be registered at the PSP yet");
            return false;
          },
        );
    await reconciliation.runOnce();
    await refunds.runOnce();
  }

  return {
    webhook: pixWebhookStage(settings.webhookSecret, receive, ledger, logger),
    receive,
    reconciliation,
    refunds,
    start() {
      const tick = () => {
        running = pass()
          .catch((error: unknown) => logger.error({ err: error }, "Pix reconciliation pass failed"))
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(tick, options.intervalMs);
            timer.unref();
          });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await ledger.flushed();
    },
  };
}

export type PixServices = ReturnType<typeof pixServices>;
