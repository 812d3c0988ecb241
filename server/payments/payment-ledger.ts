import type { Logger } from "pino";
import { appendPaymentEvent, type NewPaymentEvent } from "../db/checkout/payment-ledger-queries.ts";
import type { Db } from "../db/database.ts";
import { alertStaff } from "../support-queue/staff-alerts.ts";
import { redactLedgerBody } from "./ledger-redaction.ts";
import { sabiaMetrics } from "../metrics/metrics.ts";

/**
 * Writes ledger lines in order, off the caller's path. Provider calls happen inside the checkout's transaction;
 * their lines must survive its rollback (a PSP that failed is exactly what support wants to read), so they are
 * written on the outer handle — which on PGlite waits for that transaction, hence never awaited inside it.
 * Bodies are redacted here, the one door of every provider's lines into the append-only table.
 */
export function paymentLedger(db: Db, logger: Logger) {
  let tail: Promise<void> = Promise.resolve();
  return {
    record(event: NewPaymentEvent): void {
      const redacted = { ...event, body: redactLedgerBody(event.body) };
      sabiaMetrics().paymentEvents.inc({ provider: event.provider, kind: event.kind });
      tail = tail.then(() =>
        appendPaymentEvent(db, redacted)
          // A flagged line is a new item of the support queue: every operator's bell hears of it (issue 30).
          .then(() =>
            event.flagged
              ? alertStaff(
                  db,
                  event.kind === "refund.needs-support" ? "refund-failed" : "reconciliation-flag",
                )
              : undefined,
          )
          .catch((error: unknown) =>
            logger.error({ err: error, kind: event.kind, txid: event.txid }, "payments ledger write failed"),
          ),
      );
    },
    /** Resolves once every line recorded so far is written (tests, shutdown). */
    flushed: (): Promise<void> => tail,
  };
}

export type PaymentLedger = ReturnType<typeof paymentLedger>;
