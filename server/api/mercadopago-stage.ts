import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/outbox.ts";
import type { CheckoutDependencies } from "../payments/checkout-context.ts";
import { checkoutContext } from "../payments/checkout-context.ts";
import { mercadoPagoReconciliation } from "../payments/mercadopago-reconciliation.ts";
import { mercadoPagoUpdates } from "../payments/mercadopago-updates.ts";
import { mercadoPagoWebhookStage } from "../payments/mercadopago-webhook-stage.ts";
import { paymentLedger } from "../payments/payment-ledger.ts";
import type { PaymentProviderConfig } from "../payments/payment-provider-config.ts";
import { mercadoPagoClient } from "../payments/providers/mercadopago/mercadopago-client.ts";
import { mercadoPagoGateway } from "../payments/providers/mercadopago/mercadopago-gateway.ts";

export interface MercadoPagoStageOptions {
  /** MERCADOPAGO_RECONCILE_SECONDS: how often open card and boleto payments are read back (default 60). */
  reconcileSeconds?: number | undefined;
  supportEmail?: string | undefined;
  /** Tests and the demo point the client elsewhere or spy on it. */
  fetch?: typeof globalThis.fetch;
}

export const defaultMercadoPagoReconcileSeconds = 60;

/**
 * Card and boleto through Mercado Pago, when GATEWAY_PROVIDER=mercadopago (ADR 057): its client (every exchange
 * in the payments ledger), its gateway (for the checkout), its webhook stage and a reconciliation loop, started
 * here and stopped with the API. Null without a gateway.
 */
export function mercadoPagoStage(
  provider: PaymentProviderConfig,
  db: Db,
  logger: Logger,
  mailer: Mailer,
  checkout: (gateway: CheckoutDependencies["gateway"]) => CheckoutDependencies,
  options: MercadoPagoStageOptions = {},
) {
  const settings = provider.gateway?.mercadopago;
  if (!settings) return null;
  const ledger = paymentLedger(db, logger);
  const client = mercadoPagoClient({
    baseUrl: settings.baseUrl,
    accessToken: settings.accessToken,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    record: (exchange) =>
      ledger.record({
        provider: "mercadopago",
        kind: exchange.kind,
        txid: exchange.paymentId === undefined ? null : String(exchange.paymentId),
        httpStatus: exchange.httpStatus,
        // Never a card: the token stands for it, and the ledger redacts the token and the payer (ledger-redaction.ts).
        body: { request: exchange.request, answer: exchange.answer ?? null },
      }),
  });
  const gateway = mercadoPagoGateway(client, settings.publicUrl);
  // The checkout context of the updates needs the whole gateway (Pix side included): the caller combines them.
  let updatesContext: ReturnType<typeof checkoutContext> | null = null;
  const updates = (combined: CheckoutDependencies["gateway"]) => {
    updatesContext ??= checkoutContext(checkout(combined));
    return mercadoPagoUpdates(updatesContext, ledger, mailer, logger, {
      origin: settings.publicUrl,
      supportEmail: options.supportEmail ?? "suporte@sabia.dev",
    });
  };
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();

  return {
    gateway,
    client,
    ledger,
    /** Wires the webhook and the loop to the checkout's combined gateway, and starts the loop. */
    start(combined: CheckoutDependencies["gateway"]) {
      const apply = updates(combined);
      const reconciliation = mercadoPagoReconciliation(db, client, apply, logger);
      const webhook = mercadoPagoWebhookStage(settings.webhookSecret, client, apply, logger);
      const intervalMs = (options.reconcileSeconds ?? defaultMercadoPagoReconcileSeconds) * 1000;
      const tick = () => {
        running = reconciliation
          .runOnce()
          .catch((error: unknown) => logger.error({ err: error }, "Mercado Pago reconciliation pass failed"))
          .finally(() => {
            if (stopped) return;
            timer = setTimeout(tick, intervalMs);
            timer.unref();
          });
      };
      timer = setTimeout(tick, intervalMs);
      timer.unref();
      return { webhook, reconciliation, apply };
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await ledger.flushed();
    },
  };
}

export type MercadoPagoStage = NonNullable<ReturnType<typeof mercadoPagoStage>>;
