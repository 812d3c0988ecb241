/**
 * What Mercado Pago says about a payment, applied to the purchase (issue 26, ADR 057). The webhook and the
 * reconciliation both come here with the payment as read back from the gateway (`GET /v1/payments/{id}`) — never
 * a notification's body — so the order notifications arrive in, and how often, does not matter:
 *
 * - each answer moves the payment row only forward (pending → approved | rejected | cancelled → refunded →
 *   charged_back); an answer that is not further than what is stored changes nothing (a repeat, or a stale read);
 * - everything runs in the transaction that holds the purchase's row (subscriptionAccess), so two deliveries of one
 *   change apply it once.
 *
 * approved → the purchase is confirmed and gives access (only for its exact amount; otherwise flagged);
 * rejected / cancelled → the attempt ends and the purchase awaits payment again; refunded → the refund is
 * recorded and a cancellation waiting for it is confirmed; in_mediation → support is told; charged_back →
 * access is blocked (the purchase is cancelled) and support is told. Every answer lands in the payments ledger.
 */
import { and, eq } from "drizzle-orm";
import type { Logger } from "pino";
import { cardDenialReasonOf } from "#src/domain/payments/card-denial.ts";
import { updatePayment } from "../db/checkout/payment-queries.ts";
import { updateSubscriptionIn } from "../db/checkout/subscription-queries.ts";
import { payments } from "../db/schema/commerce.ts";
import type { Mailer } from "../mail/outbox.ts";
import { confirmCancellationIn } from "../purchases/cancellation-confirmation.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import type { PaymentLedger } from "./payment-ledger.ts";
import type { PaymentAnswer } from "./providers/mercadopago/mercadopago-answers.ts";
import { subscriptionAccess } from "./subscription-access.ts";
import { confirmSubscription, openStatuses } from "./subscription-lifecycle.ts";

export type GatewayUpdateOutcome =
  | "granted"
  | "denied"
  | "expired"
  | "refunded"
  | "disputed"
  | "charged-back"
  | "unchanged"
  | "flagged"
  | "unknown";

/** How far along a payment is; a read that is not further than the stored one changes nothing. */
const rank: Record<PaymentAnswer["status"], number> = {
  pending: 0,
  in_process: 0,
  authorized: 1,
  approved: 2,
  rejected: 2,
  cancelled: 2,
  in_mediation: 3,
  refunded: 4,
  charged_back: 5,
};

const rankOf = (status: string | null) =>
  status === null ? -1 : (rank[status as PaymentAnswer["status"]] ?? -1);

const cents = (reais: number) => Math.round(reais * 100);

/** Purchases that give access, or are on their way to being cancelled with the money still in: a chargeback ends them. */
const blockable = [
  "payment-confirmed",
  "awaiting-cancellation",
  "cancellation-requested",
  "payment-pending",
  "awaiting-payment",
] as const;

export function mercadoPagoUpdates(
  context: CheckoutContext,
  ledger: PaymentLedger,
  mailer: Mailer,
  logger: Logger,
  options: { origin: string; supportEmail: string },
) {
  const { db } = context;
  const access = subscriptionAccess(context);

  const tellSupport = async (subject: string, text: string) =>
    mailer
      .send({ recipient: options.supportEmail, subject, text })
      .catch((error: unknown) =>
        logger.error({ err: error }, "could not tell support about a gateway payment"),
      );

  return async function apply(
    payment: PaymentAnswer,
    via: "webhook" | "reconciliation",
  ): Promise<GatewayUpdateOutcome> {
    const gatewayId = String(payment.id);
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, "mercadopago"), eq(payments.gatewayPaymentId, gatewayId)));
    const base = {
      provider: "mercadopago",
      kind: `gateway.${via}`,
      // The ledger's txid column holds the gateway's payment id for Mercado Pago lines.
      txid: gatewayId,
      subscriptionId: row?.subscriptionId ?? null,
      paymentId: row?.id ?? null,
      body: payment,
    };
    if (!row) {
      // A payment we never stored (its checkout transaction rolled back after the gateway made it, or not ours).
      ledger.record({ ...base, flagged: true, flagReason: "unknown-payment" });
      logger.warn(
        { gatewayId, status: payment.status },
        "Mercado Pago told of a payment Sabiá does not hold",
      );
      return "unknown";
    }
    ledger.record(base);

    const result = await access.withSubscription(
      null,
      row.subscriptionId,
      options.origin,
      async (tx, loaded, confirmed): Promise<{ outcome: GatewayUpdateOutcome; flag?: string }> => {
        const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
        if (!current) return { outcome: "unknown" };
        if (rankOf(payment.status) <= rankOf(current.gatewayStatus) && current.gatewayStatus !== null)
          return { outcome: "unchanged" };
        const seen = { gatewayStatus: payment.status, gatewayStatusDetail: payment.status_detail };
        const now = loaded.moment.now;
        switch (payment.status) {
          case "pending":
          case "in_process":
          case "authorized":
            await updatePayment(tx, current.id, seen);
            return { outcome: "unchanged" };
          case "approved": {
            if (cents(payment.transaction_amount) !== cents(current.amount)) {
              await updatePayment(tx, current.id, seen);
              return { outcome: "flagged", flag: "wrong-amount" };
            }
            // Approved when it was made (the card's answer): this is the notification of what we know.
            if (current.status === "approved" || current.status === "paid") {
              await updatePayment(tx, current.id, seen);
              return { outcome: "unchanged" };
            }
            if (current.status !== "pending") {
              await updatePayment(tx, current.id, seen);
              return { outcome: "flagged", flag: `payment-${current.status}` };
            }
            if (!(openStatuses as readonly string[]).includes(loaded.subscription.status)) {
              await updatePayment(tx, current.id, seen);
              return { outcome: "flagged", flag: `purchase-${loaded.subscription.status}` };
            }
            await updatePayment(tx, current.id, {
              ...seen,
              status: current.method === "card" ? "approved" : "paid",
              paidAt: payment.date_approved ? new Date(payment.date_approved) : now,
            });
            const paid = await confirmSubscription(
              tx,
              loaded.subscription,
              loaded.course,
              current.method,
              loaded.moment,
            );
            if (paid) confirmed(paid);
            return { outcome: "granted" };
          }
          case "rejected":
          case "cancelled": {
            const ended = current.status === "pending";
            await updatePayment(tx, current.id, {
              ...seen,
              ...(ended
                ? current.method === "card"
                  ? { status: "denied", cardDenialReason: cardDenialReasonOf(payment.status_detail) }
                  : { status: "expired" }
                : {}),
            });
            if (ended)
              await updateSubscriptionIn(tx, loaded.subscription.id, ["payment-pending"], {
                status: "awaiting-payment",
              });
            return { outcome: payment.status === "rejected" ? "denied" : "expired" };
          }
          case "in_mediation":
            await updatePayment(tx, current.id, seen);
            return { outcome: "disputed", flag: "in-mediation" };
          case "refunded":
            await updatePayment(tx, current.id, { ...seen, refundedAt: now });
            // The cancellation that asked for this refund is confirmed now that the money went back.
            if (loaded.subscription.status === "cancellation-requested")
              await confirmCancellationIn(tx, loaded.subscription, loaded.moment);
            else if (loaded.subscription.status === "payment-confirmed") {
              // Refunded from the gateway's panel, not through Sabiá: no money, no access; support decides.
              await updateSubscriptionIn(tx, loaded.subscription.id, ["payment-confirmed"], {
                status: "purchase-canceled",
              });
              return { outcome: "refunded", flag: "refunded-outside-sabia" };
            }
            return { outcome: "refunded" };
          case "charged_back":
            await updatePayment(tx, current.id, { ...seen, chargedBackAt: now });
            await updateSubscriptionIn(tx, loaded.subscription.id, blockable, {
              status: "purchase-canceled",
            });
            return { outcome: "charged-back", flag: "charged-back" };
        }
      },
    );
    if (result.flag) {
      ledger.record({ ...base, kind: "gateway.flagged", flagged: true, flagReason: result.flag });
      logger.warn({ gatewayId, reason: result.flag }, "Mercado Pago payment needs support");
      await tellSupport(
        `Pagamento Mercado Pago ${gatewayId} precisa de atenção (${result.flag})`,
        `Compra ${row.subscriptionId}, pagamento ${row.id} (${row.method}, R$ ${row.amount.toFixed(2)}): ` +
          `Mercado Pago diz ${payment.status} / ${payment.status_detail}. Motivo: ${result.flag}.` +
          (result.flag === "charged-back" ? " O acesso ao curso foi bloqueado." : ""),
      );
    }
    return result.outcome;
  };
}

export type MercadoPagoUpdates = ReturnType<typeof mercadoPagoUpdates>;
