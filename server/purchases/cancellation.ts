import { daysBetween, refundQuote } from "#src/domain/purchases/refund.ts";
import type { CancellationQuote, PurchaseItem } from "#src/services/api/purchases-api.ts";
import { cancelLivePayments, updatePayment, type PaymentRow } from "../db/checkout/payment-queries.ts";
import { updateSubscriptionIn, type SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import { releaseCredit } from "../credit/credit-ledger.ts";
import { creditUsedBy, toCents, toReais } from "../db/credit/credit-queries.ts";
import type { Db } from "../db/database.ts";
import { insertCancellation, lessonsReleased } from "../db/purchases/purchase-queries.ts";
import { lockOrderItem, recordItemRefund, type OrderItemRefund } from "../db/purchases/order-item-refunds.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { CheckoutRefused, notFound } from "../payments/checkout-refused.ts";
import { brazilDay } from "../payments/sandbox-clock.ts";
import type { PurchaseNotice } from "../payments/purchase-notices.ts";
import { subscriptionAccess, type Loaded } from "../payments/subscription-access.ts";
import { refundsOf } from "../db/checkout/payment-ledger-queries.ts";
import { requestPixRefund } from "../payments/pix-refunds.ts";
import { alertStaff } from "../support-queue/staff-alerts.ts";
import { confirmCancellationIn } from "./cancellation-confirmation.ts";
import { gatewayRefundsOf } from "./gateway-refunds.ts";
import { purchaseItem } from "./purchase-reads.ts";

const nothing = {
  reason: null,
  daysSincePayment: null,
  lessonsTotal: 0,
  lessonsAvailable: 0,
  unavailableValue: 0,
  fine: 0,
  refund: 0,
  creditValidUntil: null,
} as const;

/** Money on its way that cannot be withdrawn: a slip paid at the bank, a card waiting for the operator. */
const inFlight = (payment: PaymentRow | null) =>
  payment !== null &&
  payment.status === "pending" &&
  ((payment.method === "boleto" && payment.slipPaidAt !== null) || payment.method === "card");

/** Moves the subscription from `from` to `to` (null when a racing call moved it first). */
const move = (tx: Db, row: SubscriptionRow, from: string, to: string) =>
  updateSubscriptionIn(tx, row.id, [from], { status: to });

const refused = (detail: string) => new CheckoutRefused({ kind: "conflict", code: "notCancellable", detail });

/**
 * What cancelling would do today (spec §9), from the subscription as time left it: unpaid purchases cancel at
 * once; money on its way is refunded in full once it arrives; a paid purchase follows the refund rules, counting
 * the lessons its drip schedule has released by today.
 */
async function quoteOf(tx: Db, { subscription, payment, moment }: Loaded): Promise<CancellationQuote> {
  // What the purchase cost: the money paid and the refund credit it used (ADR 047: its refund is credit again).
  const creditUsed = (await creditUsedBy(tx, [subscription.id])).get(subscription.id) ?? 0;
  const price = toReais(toCents(subscription.total) + creditUsed);
  switch (subscription.status) {
    case "awaiting-payment":
      return { ...nothing, kind: "unpaid", price };
    case "payment-pending":
      return inFlight(payment)
        ? { ...nothing, kind: "in-flight", price, refund: payment!.amount }
        : { ...nothing, kind: "unpaid", price };
    case "payment-confirmed": {
      const paidOn = brazilDay(subscription.paymentDate ?? subscription.createdAt);
      const accessStart = subscription.accessStart ?? paidOn;
      const lessons = await lessonsReleased(
        tx,
        subscription.courseId,
        Math.max(0, daysBetween(accessStart, moment.today)),
      );
      const quote = refundQuote({
        price,
        paidOn,
        today: moment.today,
        lessonsTotal: lessons.total,
        lessonsAvailable: lessons.available,
        certificateIssuedOn: subscription.certificateIssuedOn,
      });
      const counted = { lessonsTotal: lessons.total, lessonsAvailable: lessons.available };
      if (quote.kind === "refused")
        return {
          ...nothing,
          ...counted,
          kind: "refused",
          reason: quote.reason,
          daysSincePayment: quote.daysSincePayment,
          price,
        };
      return {
        ...nothing,
        ...counted,
        kind: quote.kind,
        daysSincePayment: quote.daysSincePayment,
        price,
        unavailableValue: quote.kind === "proportional" ? quote.unavailableValue : price,
        fine: quote.fine,
        refund: quote.refund,
        creditValidUntil: quote.creditValidUntil,
        refundReturn: quote.kind !== "full" ? "credit" : moneyReturn(payment),
      };
    }
    default:
      return { ...nothing, kind: "refused", reason: "closed", price };
  }
}

/** Paid by a Pix at a real PSP (not the sandbox's make-believe code): its money can go back by devolução. */
const paidByRealPix = (payment: PaymentRow | null): payment is PaymentRow & { pixEndToEndId: string } =>
  payment?.method === "pix" && payment.provider !== "sandbox" && payment.pixEndToEndId !== null;

/**
 * The money of a purchase paid by a real Pix (not the sandbox) is returned by devolução (pix-refunds.ts): what
 * it paid in money, the credit it used coming back as credit when the cancellation is confirmed.
 */
async function returnPixMoney(tx: Db, { subscription, payment }: Loaded) {
  if (!paidByRealPix(payment)) return;
  if (subscription.total <= 0) return;
  await requestPixRefund(tx, {
    subscriptionId: subscription.id,
    paymentId: payment!.id,
    endToEndId: payment!.pixEndToEndId,
    amount: Math.min(subscription.total, payment!.amount),
  });
}

/**
 * One course of an order (ADR 067) as its cancellation sees it: priced at its own total in the order
 * (order_items.total), its money going back against the order's one payment when that is a real Pix (a partial
 * devolução) or a card or slip through the gateway (a partial refund), otherwise as credit (the sandbox, as for
 * any purchase). The order's row is locked meanwhile.
 */
async function asOrderItem(
  tx: Db,
  loaded: Loaded,
): Promise<{ loaded: Loaded; item: OrderItemRefund | null }> {
  const item = await lockOrderItem(tx, loaded.subscription.id);
  if (!item) return { loaded, item: null };
  return {
    item,
    loaded: {
      ...loaded,
      subscription: { ...loaded.subscription, total: item.total },
      // A card or slip order through the gateway: a partial refund of the item's amount of its one payment.
      payment: paidByRealPix(item.payment) || paidThroughGateway(item.payment) ? item.payment : null,
    },
  };
}

/** A course of an order whose one payment has not arrived: it cannot leave the order alone. */
const unpaidOrderCourse = (quote: CancellationQuote) => quote.kind === "unpaid" || quote.kind === "in-flight";

/** Paid by card or boleto through a real gateway (Mercado Pago): its money can go back by the gateway's refund. */
const paidThroughGateway = (
  payment: PaymentRow | null,
): payment is PaymentRow & { gatewayPaymentId: string } =>
  payment !== null &&
  (payment.method === "card" || payment.method === "boleto") &&
  payment.provider === "mercadopago" &&
  payment.gatewayPaymentId !== null &&
  (payment.status === "approved" || payment.status === "paid") &&
  payment.refundedAt === null;

/** How a refund within the 7 days goes back: by Pix, by the gateway (to the card or the boleto's payer), else credit. */
const moneyReturn = (payment: PaymentRow | null): "pix" | "card" | "boleto" | "credit" =>
  paidByRealPix(payment)
    ? "pix"
    : paidThroughGateway(payment)
      ? (payment.method as "card" | "boleto")
      : "credit";

/** Money of this purchase still on its way back (a Pix devolução, a gateway refund): why support must wait. */
async function moneyStillReturning(tx: Db, subscriptionId: number): Promise<string | null> {
  if ((await refundsOf(tx, [subscriptionId])).some((refund) => refund.settledAt === null))
    return "The money of this purchase is being returned by Pix; the cancellation ends when it arrives.";
  // Confirming now would count the failed devolução as money returned: the refund is retried first (issue 30).
  if ((await refundsOf(tx, [subscriptionId])).some((refund) => refund.status === "failed"))
    return "The Pix refund of this purchase failed; retry it from the support queue before confirming.";
  if ((await gatewayRefundsOf(tx, [subscriptionId])).get(subscriptionId)?.status === "processing")
    return "The payment gateway is refunding this purchase; the cancellation ends when it confirms the refund.";
  return null;
}

/**
 * Support's confirmation of a requested cancellation, inside the purchase's transaction (the sandbox's command and
 * the support queue): 409 while its money is still on its way, in or back; 404 when nothing waits for it.
 */
export async function confirmRequestedCancellation(
  tx: Db,
  { subscription, moment }: Loaded,
  notify: (notice: PurchaseNotice) => void,
): Promise<void> {
  const returning = await moneyStillReturning(tx, subscription.id);
  if (returning)
    throw new CheckoutRefused({ kind: "conflict", code: "cancellationPending", detail: returning });
  if (subscription.status === "awaiting-cancellation")
    throw new CheckoutRefused({
      kind: "conflict",
      code: "cancellationPending",
      detail: "The payment of this purchase has not arrived yet; the cancellation waits for it.",
    });
  const refund = await confirmCancellationIn(tx, subscription, moment);
  if (!refund) throw notFound("This purchase has no cancellation awaiting confirmation.");
  notify({ kind: "refunded", subscriptionId: subscription.id, refund });
}

/**
 * Cancellation of a purchase (spec §4 purchase states, §9 refund rules), computed on the server and bound to the
 * token's person: another person's purchase answers 404, like one that does not exist.
 */
export function purchaseCancellations(context: CheckoutContext) {
  const { db, clock } = context;
  const access = subscriptionAccess(context);
  const today = async () => brazilDay(await clock.now());

  return {
    async quote(userId: number, id: number, origin: string): Promise<CancellationQuote> {
      return access.withSubscription(userId, id, origin, async (tx, opened) => {
        const { loaded, item } = await asOrderItem(tx, opened);
        const quote = await quoteOf(tx, loaded);
        // Said before the person confirms, not as a 409 after (request() below still refuses it).
        return item && unpaidOrderCourse(quote)
          ? { ...quote, kind: "refused", reason: "unpaid-order" }
          : quote;
      });
    },

    /** Asks for the cancellation as quoted now; the answer is the purchase in its new state. */
    async request(userId: number, id: number, origin: string): Promise<PurchaseItem> {
      await access.withSubscription(userId, id, origin, async (tx, opened, _confirmed, notify) => {
        const { loaded, item } = await asOrderItem(tx, opened);
        const quote = await quoteOf(tx, loaded);
        // One Pix pays every course of an order (its renewal too, for the order's total): no course leaves an
        // unpaid order alone, or it would be charged anyway.
        if (item && unpaidOrderCourse(quote))
          throw refused(
            "This course is part of an order not paid yet: its one Pix pays every course, so none can leave it alone.",
          );
        const { subscription, moment } = loaded;
        const record = {
          subscriptionId: subscription.id,
          requestedAt: moment.now,
          lessonsTotal: quote.lessonsTotal,
          lessonsAvailable: quote.lessonsAvailable,
          fine: quote.fine,
          refund: quote.refund,
        };
        // What happened and the amount, e-mailed to the buyer once the transaction commits (issue 26).
        const tell = (kind: "unpaid" | "in-flight" | "full" | "proportional") =>
          notify({
            kind: "cancelled",
            subscriptionId: subscription.id,
            cancellation: { kind, price: quote.price, refund: quote.refund, fine: quote.fine },
          });
        switch (quote.kind) {
          case "refused":
            throw refused(
              quote.reason === "certificate-issued"
                ? "A certificate issued within 7 days of the purchase waives the right to a refund."
                : quote.reason === "all-lessons-available"
                  ? "Every lesson of this course is available: it can no longer be cancelled."
                  : "This purchase is already cancelled or being cancelled.",
            );
          case "unpaid":
            // Nothing was paid: the Pix or slip is withdrawn, the credit it reserved given back (ADR 047) and
            // the purchase is cancelled at once.
            await cancelLivePayments(tx, subscription.id);
            await releaseCredit(tx, subscription.userId, subscription.id, moment.now);
            if (!(await move(tx, subscription, subscription.status, "purchase-canceled")))
              throw refused("This purchase changed meanwhile; reload it.");
            await insertCancellation(tx, { ...record, kind: "unpaid", confirmedAt: moment.now });
            tell("unpaid");
            return;
          case "in-flight":
            if (!(await move(tx, subscription, "payment-pending", "awaiting-cancellation")))
              throw refused("This purchase changed meanwhile; reload it.");
            // The money on its way is refunded in full when it arrives; the credit it reserved goes back now.
            await releaseCredit(tx, subscription.userId, subscription.id, moment.now);
            await insertCancellation(tx, { ...record, kind: "full" });
            await alertStaff(tx, "cancellation");
            tell("in-flight");
            return;
          default:
            if (!(await move(tx, subscription, "payment-confirmed", "cancellation-requested")))
              throw refused("This purchase changed meanwhile; reload it.");
            await insertCancellation(tx, { ...record, kind: quote.kind });
            // A course of an order: its refund is counted against what the order was charged, never beyond it.
            if (item && !(await recordItemRefund(tx, subscription.id, item, quote.refund)))
              throw refused("The refunds of this order would exceed what it was charged.");
            await alertStaff(tx, "cancellation");
            // Within the 7 days, a real Pix goes back the way it came: a devolução, followed by the PSP loop.
            if (quote.kind === "full") await returnPixMoney(tx, loaded);
            // A card or boleto paid through the gateway is refunded there in full (a card reversal, issue 26). A
            // gateway that does not answer rolls the request back (503): the person asks again. A refund the
            // gateway takes later is confirmed by its webhook (mercadopago-updates.ts, `refunded`).
            // A course of an order gets back only its own amount: a partial refund of the order's one payment,
            // which stays the order's (its other courses remain paid).
            if (quote.kind === "full" && paidThroughGateway(loaded.payment)) {
              const refund = await context.gateway.refund({
                gatewayPaymentId: loaded.payment.gatewayPaymentId,
                idempotencyKey: `refund-${subscription.id}-${loaded.payment.id}`,
                ...(item ? { amount: quote.refund } : {}),
              });
              if (refund.status === "refunded") {
                if (!item) await updatePayment(tx, loaded.payment.id, { refundedAt: moment.now });
                await confirmCancellationIn(tx, subscription, moment, item !== null);
              }
            }
            tell(quote.kind);
        }
      });
      return purchaseItem(db, userId, id, await today());
    },

    /**
     * Support confirms a requested cancellation (the payments sandbox acts as support): the refund becomes a
     * credit valid for 6 months from today (spec §9).
     */
    async confirm(id: number, origin: string): Promise<PurchaseItem> {
      await access.withSubscription(null, id, origin, (tx, loaded, _confirmed, notify) =>
        confirmRequestedCancellation(tx, loaded, notify),
      );
      return purchaseItem(db, null, id, await today());
    },
  };
}
