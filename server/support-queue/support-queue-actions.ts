import { updateRefund } from "../db/checkout/payment-ledger-queries.ts";
import { updatePayment } from "../db/checkout/payment-queries.ts";
import type { Db } from "../db/database.ts";
import {
  resolveFlag,
  retryablePixRefund,
  voidFailedAttempts,
} from "../db/support-queue/support-queue-queries.ts";
import { confirmCardInReview, refuseCardInReview } from "../payments/card-review.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { CheckoutRefused, notFound } from "../payments/checkout-refused.ts";
import { newRefundId, refundFailuresBeforeSupport } from "../payments/pix-refunds.ts";
import { subscriptionAccess, type Loaded } from "../payments/subscription-access.ts";
import { confirmCancellationIn } from "../purchases/cancellation-confirmation.ts";
import { confirmRequestedCancellation } from "../purchases/cancellation.ts";
import { auditStaffCall, type StaffCaller } from "../users/staff-callers.ts";

/** One audit line per action, in the action's transaction: the operator, her role and IP, the buyer as subject. */
const audit = auditStaffCall;

const purchaseOf = ({ subscription }: Loaded) => ({ purchase: subscription.transactionNumber });

const gatewayDecides = () =>
  new CheckoutRefused({
    kind: "conflict",
    code: "paymentInProgress",
    detail: "The payment gateway reviews this card itself; its decision arrives by webhook.",
  });

/**
 * The support queue's actions (issue 30, ADR 081). Each runs in the purchase's transaction (the row held), does
 * what the sandbox's commands did, writes its audit line there, and leaves the buyer's e-mail to be sent after the
 * commit (subscription-access.ts); the buyer's purchase page reads the same rows.
 */
export function supportQueueActions(context: CheckoutContext) {
  const access = subscriptionAccess(context);

  return {
    confirmCard: (caller: StaffCaller, id: number, origin: string) =>
      access.withSubscription(null, id, origin, async (tx, loaded, confirmed) => {
        if (loaded.payment?.method === "card" && loaded.payment.provider !== "sandbox")
          throw gatewayDecides();
        await confirmCardInReview(tx, loaded, confirmed);
        await audit(tx, caller, "support.card.confirm", loaded.subscription.userId, purchaseOf(loaded));
      }),

    refuseCard: (caller: StaffCaller, id: number, reason: string, origin: string) =>
      access.withSubscription(null, id, origin, async (tx, loaded, _confirmed, notify) => {
        if (loaded.payment?.method === "card" && loaded.payment.provider !== "sandbox")
          throw gatewayDecides();
        await refuseCardInReview(tx, loaded);
        notify({ kind: "card-refused", subscriptionId: id, reason });
        await audit(tx, caller, "support.card.refuse", loaded.subscription.userId, {
          ...purchaseOf(loaded),
          reason,
        });
      }),

    confirmCancellation: (caller: StaffCaller, id: number, origin: string) =>
      access.withSubscription(null, id, origin, async (tx, loaded, _confirmed, notify) => {
        await confirmRequestedCancellation(tx, loaded, notify);
        await audit(
          tx,
          caller,
          "support.cancellation.confirm",
          loaded.subscription.userId,
          purchaseOf(loaded),
        );
      }),

    /**
     * A refused Pix devolução is asked for anew under a new id (the old one stays refused at the PSP); one whose
     * request keeps failing is tried at once; a gateway refund still pending is asked again with its own
     * idempotency key, and a refund the gateway then confirms ends the cancellation.
     */
    retryRefund: (caller: StaffCaller, id: number, origin: string) =>
      access.withSubscription(null, id, origin, async (tx, loaded, _confirmed, notify) => {
        const { subscription, payment, moment } = loaded;
        const pix = await retryablePixRefund(tx, id, refundFailuresBeforeSupport);
        if (pix) {
          // Due now by the refund loop's clock (the wall clock: the sandbox clock may run ahead of it).
          const due = new Date();
          await updateRefund(
            tx,
            pix.id,
            pix.status === "failed"
              ? {
                  status: "processing",
                  providerRefundId: newRefundId(),
                  requestedAt: null,
                  attempts: 0,
                  nextAttemptAt: due,
                  lastError: null,
                  failureReason: null,
                  supportNotifiedAt: null,
                  settledAt: null,
                }
              : { nextAttemptAt: due },
          );
          await audit(tx, caller, "support.refund.retry", subscription.userId, {
            ...purchaseOf(loaded),
            method: "pix",
            was: pix.status,
          });
          return;
        }
        const gatewayRefund =
          subscription.status === "cancellation-requested" &&
          payment !== null &&
          (payment.method === "card" || payment.method === "boleto") &&
          payment.provider !== "sandbox" &&
          payment.gatewayPaymentId !== null &&
          payment.refundedAt === null &&
          (payment.status === "approved" || payment.status === "paid");
        if (!gatewayRefund) throw notFound("This purchase has no failed refund to retry.");
        const answer = await context.gateway.refund({
          gatewayPaymentId: payment.gatewayPaymentId!,
          idempotencyKey: `refund-${subscription.id}-${payment.id}`,
        });
        if (answer.status === "refunded") {
          await updatePayment(tx, payment.id, { refundedAt: moment.now });
          const refund = await confirmCancellationIn(tx, subscription, moment);
          if (refund) notify({ kind: "refunded", subscriptionId: subscription.id, refund });
        }
        await audit(tx, caller, "support.refund.retry", subscription.userId, {
          ...purchaseOf(loaded),
          method: payment.method,
          gateway: answer.status,
        });
      }),

    resolveFlag: (caller: StaffCaller, eventId: number, note: string) =>
      context.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        if (!(await resolveFlag(tx, eventId, caller.userId, note)))
          throw notFound("No open reconciliation flag has this id.");
        await audit(tx, caller, "support.flag.resolve", null, { event: eventId, note });
      }),

    /**
     * A student locked out of her exam (3 failed attempts, ADR 091) may try again at once: her counted failed
     * attempts are voided (kept, marked); a passed exam and its certificate stay. Nothing to void: 404.
     */
    resetExamAttempts: (caller: StaffCaller, id: number, origin: string) =>
      access.withSubscription(null, id, origin, async (tx, loaded) => {
        const voided = await voidFailedAttempts(tx, id, loaded.moment.now);
        if (voided === 0) throw notFound("This purchase has no failed exam attempt to reset.");
        await audit(tx, caller, "support.exam.reset", loaded.subscription.userId, {
          ...purchaseOf(loaded),
          voided,
        });
      }),
  };
}
