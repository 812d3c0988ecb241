import { randomInt } from "node:crypto";
import type { Logger } from "pino";
import {
  dueRefunds,
  insertRefund,
  updateRefund,
  type RefundRow,
} from "../db/checkout/payment-ledger-queries.ts";
import { subscriptionById } from "../db/checkout/subscription-queries.ts";
import { confirmCancellationIn } from "../purchases/cancellation-confirmation.ts";
import { brazilDay } from "./sandbox-clock.ts";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/outbox.ts";
import type { PaymentLedger } from "./payment-ledger.ts";
import { pixAmount, type RefundAnswer } from "./providers/pix/pix-api-answers.ts";
import { sendPurchaseNotice } from "./purchase-notices.ts";
import { PixRefused, type PixApiClient } from "./providers/pix/pix-api-client.ts";

/** After this many failed requests support is told (by e-mail and a flagged ledger line); retries go on. */
export const refundFailuresBeforeSupport = 5;
/** How often a refund the PSP is processing is asked about again. */
const pollMs = 15_000;
/** Back-off after the n-th failure: 15 s, 30 s, 1 min, … at most 1 hour. */
export const refundBackoffMs = (failures: number) =>
  Math.min(60 * 60_000, 15_000 * 2 ** Math.max(0, failures - 1));

const alphanumeric = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Ours to choose ([a-zA-Z0-9]{1,35}); unique, so a repeated PUT is the same devolução, never a second one. */
export const newRefundId = () =>
  Array.from({ length: 32 }, () => alphanumeric[randomInt(alphanumeric.length)]).join("");

/** Records that the money of a Pix-paid purchase must go back (spec §9, within 7 days). */
export async function requestPixRefund(
  tx: Db,
  refund: { subscriptionId: number; paymentId: number; endToEndId: string; amount: number },
): Promise<RefundRow> {
  return insertRefund(tx, { ...refund, method: "pix", providerRefundId: newRefundId() });
}

/**
 * Follows every refund until the PSP settles it: the devolução is asked for (`PUT /pix/{e2eid}/devolucao/{id}`,
 * safe to repeat with the same id), then read until DEVOLVIDO — the cancellation is then confirmed — or
 * NAO_REALIZADO, kept with the PSP's reason for the customer and support. A confirmed cancellation is e-mailed to
 * the buyer after its transaction commits, with links on `origin` (PUBLIC_URL).
 */
export function pixRefunds(
  db: Db,
  client: PixApiClient,
  ledger: PaymentLedger,
  mailer: Mailer,
  logger: Logger,
  supportEmail: string,
  origin: string,
) {
  async function settle(refund: RefundRow, answer: RefundAnswer, now: Date) {
    if (answer.status === "EM_PROCESSAMENTO") {
      await updateRefund(db, refund.id, {
        requestedAt: refund.requestedAt ?? now,
        nextAttemptAt: new Date(now.getTime() + pollMs),
      });
      return;
    }
    const refunded = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await updateRefund(tx, refund.id, {
        requestedAt: refund.requestedAt ?? now,
        status: answer.status === "DEVOLVIDO" ? "returned" : "failed",
        failureReason: answer.status === "NAO_REALIZADO" ? (answer.motivo ?? "") : null,
        settledAt: now,
      });
      if (answer.status !== "DEVOLVIDO") return null;
      const subscription = await subscriptionById(tx, refund.subscriptionId, true);
      return subscription ? confirmCancellationIn(tx, subscription, { now, today: brazilDay(now) }) : null;
    });
    if (refunded)
      await sendPurchaseNotice(
        db,
        mailer,
        logger,
        { kind: "refunded", subscriptionId: refund.subscriptionId, refund: refunded },
        origin,
      );
    if (answer.status === "NAO_REALIZADO")
      await tellSupport(refund, `the PSP did not return it: ${answer.motivo ?? "no reason given"}`);
  }

  async function tellSupport(refund: RefundRow, why: string) {
    ledger.record({
      provider: "pix",
      kind: "refund.needs-support",
      subscriptionId: refund.subscriptionId,
      paymentId: refund.paymentId,
      endToEndId: refund.endToEndId,
      refundId: refund.providerRefundId,
      body: { why, attempts: refund.attempts, lastError: refund.lastError },
      flagged: true,
      flagReason: why,
    });
    await mailer
      .send({
        recipient: supportEmail,
        subject: `Reembolso Pix ${refund.providerRefundId} precisa de atenção`,
        text: `Compra ${refund.subscriptionId}, reembolso de R$ ${pixAmount(refund.amount)}: ${why}.`,
      })
      .catch((error: unknown) => logger.error({ err: error }, "could not tell support about a refund"));
  }

  async function attempt(refund: RefundRow, now: Date) {
    try {
      const answer = refund.requestedAt
        ? await client.readRefund(refund.endToEndId ?? "", refund.providerRefundId)
        : await client.requestRefund(
            refund.endToEndId ?? "",
            refund.providerRefundId,
            pixAmount(refund.amount),
          );
      await settle(refund, answer, now);
    } catch (error) {
      const failures = refund.attempts + 1;
      const failed = await updateRefund(db, refund.id, {
        attempts: failures,
        lastError:
          error instanceof PixRefused
            ? `HTTP ${error.status}: ${JSON.stringify(error.problem)}`
            : String(error),
        nextAttemptAt: new Date(now.getTime() + refundBackoffMs(failures)),
        ...(failures >= refundFailuresBeforeSupport && !refund.supportNotifiedAt
          ? { supportNotifiedAt: now }
          : {}),
      });
      logger.warn({ err: error, refundId: refund.providerRefundId, failures }, "Pix refund attempt failed");
      if (failures >= refundFailuresBeforeSupport && !refund.supportNotifiedAt)
        await tellSupport(failed, `${failures} attempts failed`);
    }
  }

  return {
    async runOnce(now: Date = new Date()): Promise<number> {
      const due = await dueRefunds(db, now);
      for (const refund of due) await attempt(refund, now);
      return due.length;
    },
  };
}

export type PixRefunds = ReturnType<typeof pixRefunds>;
