import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { claimPixReceipt } from "../db/checkout/payment-ledger-queries.ts";
import { cancelLivePayments, updatePayment } from "../db/checkout/payment-queries.ts";
import type { Db } from "../db/database.ts";
import { payments } from "../db/schema/commerce.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import type { PaymentLedger } from "./payment-ledger.ts";
import type { ReceivedPix } from "./providers/pix/pix-api-answers.ts";
import { reaisOf } from "./providers/pix/pix-api-answers.ts";
import { subscriptionAccess } from "./subscription-access.ts";
import { confirmSubscription, openStatuses } from "./subscription-lifecycle.ts";

/** What became of one received Pix. */
export type ReceiptOutcome = "granted" | "duplicate" | "flagged";

const cents = (reais: number) => Math.round(reais * 100);

/** The row that claims a received Pix (pix_receipts). */
const receipt = (
  pix: ReceivedPix,
  via: string,
  outcome: string,
  reason: string | null,
  paymentId?: number,
) => ({
  endToEndId: pix.endToEndId,
  txid: pix.txid ?? null,
  amount: reaisOf(pix.valor),
  paidAt: new Date(pix.horario),
  paymentId: paymentId ?? null,
  outcome,
  reason,
  receivedVia: via,
});

/**
 * A Pix the PSP says was received (webhook or reconciliation) becomes access — once per endToEndId, only for an
 * open purchase of ours and only for its exact amount. Anything else is claimed as flagged, written to the
 * ledger for support, and grants nothing: money that arrived for nothing must be returned by a person.
 */
export function pixReceipts(context: CheckoutContext, ledger: PaymentLedger, logger: Logger, origin: string) {
  const { db } = context;
  const access = subscriptionAccess(context);

  const flag = (pix: ReceivedPix, reason: string, ids: { subscriptionId?: number; paymentId?: number }) => {
    ledger.record({
      provider: "pix",
      kind: "pix.flagged",
      txid: pix.txid ?? null,
      endToEndId: pix.endToEndId,
      subscriptionId: ids.subscriptionId ?? null,
      paymentId: ids.paymentId ?? null,
      body: pix,
      flagged: true,
      flagReason: reason,
    });
    logger.warn({ endToEndId: pix.endToEndId, txid: pix.txid, reason }, "received Pix flagged for support");
  };

  return async function receive(
    pix: ReceivedPix,
    via: "webhook" | "reconciliation",
  ): Promise<ReceiptOutcome> {
    const [charge] = pix.txid
      ? await db
          .select()
          .from(payments)
          .where(and(eq(payments.pixTxid, pix.txid), eq(payments.provider, "pix")))
      : [];
    if (!charge) {
      const claimed = await claimPixReceipt(db, receipt(pix, via, "flagged", "unknown-txid"));
      if (!claimed) return "duplicate";
      flag(pix, "unknown-txid", {});
      return "flagged";
    }
    const ids = { subscriptionId: charge.subscriptionId, paymentId: charge.id };
    const outcome = await access.withSubscription(
      null,
      charge.subscriptionId,
      origin,
      async (tx, loaded, confirmed) => {
        const reason =
          cents(reaisOf(pix.valor)) !== cents(charge.amount)
            ? "wrong-amount"
            : !(openStatuses as readonly string[]).includes(loaded.subscription.status)
              ? `purchase-${loaded.subscription.status}`
              : charge.status === "paid"
                ? "charge-already-paid"
                : null;
        const claimed = await claimPixReceipt(
          tx,
          receipt(pix, via, reason ? "flagged" : "granted", reason, charge.id),
        );
        if (!claimed) return { outcome: "duplicate" as const };
        if (reason) return { outcome: "flagged" as const, reason };
        await grant(tx, charge.id, pix);
        const paid = await confirmSubscription(tx, loaded.subscription, loaded.course, "pix", loaded.moment);
        if (paid) confirmed(paid);
        return { outcome: "granted" as const };
      },
    );
    if (outcome.outcome === "flagged") flag(pix, outcome.reason, ids);
    return outcome.outcome;
  };

  /**
   * The paid charge may have been replaced meanwhile (renewed): its successor is withdrawn — at the PSP too, on a
   * best-effort basis (it expires in 3 minutes anyway, and a payment of it would be flagged) — and this one is paid.
   */
  async function grant(tx: Db, paymentId: number, pix: ReceivedPix) {
    const [current] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (current && current.status !== "pending") {
      const successors = await tx
        .select({ txid: payments.pixTxid })
        .from(payments)
        .where(
          and(
            eq(payments.subscriptionId, current.subscriptionId),
            eq(payments.status, "pending"),
            eq(payments.method, "pix"),
          ),
        );
      for (const { txid } of successors)
        if (txid)
          await context.gateway
            .withdrawPix(txid)
            .catch((error: unknown) =>
              logger.warn({ err: error, txid }, "could not withdraw a replaced Pix charge at the PSP"),
            );
      await cancelLivePayments(tx, current.subscriptionId);
    }
    await updatePayment(tx, paymentId, {
      status: "paid",
      paidAt: new Date(pix.horario),
      pixEndToEndId: pix.endToEndId,
    });
  }
}

export type PixReceipts = ReturnType<typeof pixReceipts>;
