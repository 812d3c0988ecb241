import { examAttemptsPerWindow, examWaitHours } from "#src/domain/portal/exam.ts";
import { gatewayRefundStuckMs, type SupportWait } from "#src/domain/support-queue/support-queue.ts";
import type { SupportItem } from "#src/services/api/support-queue-api.ts";
import type { Db } from "../db/database.ts";
import {
  cancellationsWaiting,
  cardsInReview,
  examsLocked,
  gatewayRefundsStuck,
  openFlags,
  pixRefundsFailing,
} from "../db/support-queue/support-queue-queries.ts";
import { refundsOf } from "../db/checkout/payment-ledger-queries.ts";
import { refundFailuresBeforeSupport } from "../payments/pix-refunds.ts";
import { gatewayRefundsOf } from "../purchases/gateway-refunds.ts";

interface Named {
  subscriptionId: number | null;
  transactionNumber: string | null;
  username: string | null;
  name: string | null;
  course: string | null;
  since: Date;
}

const item = (
  kind: SupportItem["kind"],
  key: number,
  row: Named,
  rest: Pick<SupportItem, "amount" | "detail" | "actions" | "waitingFor"> & { eventId?: number },
): SupportItem => ({
  id: `${kind}-${key}`,
  kind,
  subscriptionId: row.subscriptionId,
  eventId: rest.eventId ?? null,
  transactionNumber: row.transactionNumber,
  customer: row.username === null ? null : { username: row.username, name: row.name ?? "" },
  course: row.course,
  amount: rest.amount,
  since: row.since.toISOString(),
  detail: rest.detail,
  actions: rest.actions,
  waitingFor: rest.waitingFor,
});

const waiting = (waitingFor: SupportWait) => ({ actions: [], waitingFor });

/**
 * The support queue (issue 30, ADR 081), oldest first: what the data says needs staff — cards in review,
 * cancellations not yet confirmed, refunds that failed, reconciliation flags not yet closed, exams locked by their
 * attempts (ADR 096) — each with the
 * actions that apply to it now, or what it waits for.
 */
export async function supportQueueItems(db: Db, now: Date): Promise<SupportItem[]> {
  const pixFailing = await pixRefundsFailing(db, refundFailuresBeforeSupport);
  const gatewayStuck = await gatewayRefundsStuck(db, new Date(now.getTime() - gatewayRefundStuckMs));
  const cancelling = await cancellationsWaiting(db);
  const ids = cancelling.map((row) => row.subscriptionId);
  // Money still going back (a Pix devolução, a gateway refund) or failed to: the refund is worked first.
  const gatewayRefunds = await gatewayRefundsOf(db, ids);
  const refunding = new Set([
    ...(await refundsOf(db, ids))
      .filter((refund) => refund.settledAt === null || refund.status === "failed")
      .map((refund) => refund.subscriptionId),
    ...ids.filter((id) => gatewayRefunds.get(id)?.status === "processing"),
  ]);
  const items: SupportItem[] = [
    ...(await cardsInReview(db)).map((row) =>
      item("card-review", row.subscriptionId, row, {
        amount: row.amount,
        detail: `${row.cardBrand ?? "card"} •••• ${row.cardLast4 ?? "????"}`,
        // The sandbox's acquirer is ours to play; a real gateway decides its own review and says so by webhook.
        ...(row.provider === "sandbox"
          ? { actions: ["confirm", "refuse"], waitingFor: null }
          : waiting("gateway")),
      }),
    ),
    ...cancelling.map((row) =>
      item("cancellation", row.subscriptionId, row, {
        amount: row.refund,
        detail: row.kind,
        ...(row.status === "awaiting-cancellation"
          ? waiting("payment")
          : refunding.has(row.subscriptionId)
            ? waiting("money-returning")
            : { actions: ["confirm"], waitingFor: null }),
      }),
    ),
    ...pixFailing.map((row) =>
      item("refund-failed", row.subscriptionId, row, {
        amount: row.amount,
        detail: `pix: ${row.failureReason ?? row.lastError ?? row.refundStatus}`,
        actions: ["retry"],
        waitingFor: null,
      }),
    ),
    ...gatewayStuck.map((row) =>
      item("refund-failed", row.subscriptionId, row, {
        amount: row.amount,
        detail: `${row.provider}: pending`,
        actions: ["retry"],
        waitingFor: null,
      }),
    ),
    ...(await openFlags(db)).map((row) =>
      item("reconciliation-flag", row.eventId, row, {
        eventId: row.eventId,
        amount: row.amount,
        detail: `${row.kind}: ${row.flagReason ?? ""}`,
        actions: ["resolve"],
        waitingFor: null,
      }),
    ),
    ...(
      await examsLocked(db, new Date(now.getTime() - examWaitHours * 3_600_000), examAttemptsPerWindow)
    ).map((row) =>
      item("exam-locked", row.subscriptionId, row, {
        amount: null,
        detail: String(row.failures),
        actions: ["reset"],
        waitingFor: null,
      }),
    ),
  ];
  return items.toSorted((a, b) => a.since.localeCompare(b.since));
}
