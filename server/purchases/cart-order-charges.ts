import type { CartOrderRequest } from "#src/services/api/cart-api.ts";
import {
  courseTermsById,
  subscriptionById,
  updateSubscription,
} from "../db/checkout/subscription-queries.ts";
import type { SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import type { OrderItemRow, OrderRow } from "../db/purchases/order-queries.ts";
import { alertStaff } from "../support-queue/staff-alerts.ts";
import { invalid } from "../payments/checkout-refused.ts";
import { chargeCard, chargeSlip } from "../payments/gateway-charges.ts";
import type { PaymentGateway } from "../payments/payment-gateway.ts";
import type { PurchaseNotice } from "../payments/purchase-notices.ts";
import { confirmSubscription, type Moment } from "../payments/subscription-lifecycle.ts";
import { installmentPlan } from "#src/domain/payments/installments.ts";

/** What a placed order leaves for after its commit: e-mails of its charge and the purchases it confirmed. */
export interface After {
  notices: PurchaseNotice[];
  confirmed: SubscriptionRow[];
}

/** Every course of the order awaits its one payment, by `method`. */
export async function awaitingPayment(tx: Db, items: readonly OrderItemRow[], method: string) {
  for (const item of items)
    await updateSubscription(tx, item.subscriptionId, { status: "payment-pending", paymentMethod: method });
}

interface OrderCharge {
  tx: Db;
  gateway: PaymentGateway;
  order: OrderRow;
  /** The order's items, lead first: the payment row is the lead's (ADR 067). */
  items: readonly OrderItemRow[];
  moment: Moment;
  /** The order call's idempotency key: with the order's id, one charge per order at the gateway. */
  key: string;
  after: After;
}

/**
 * The order's one slip or card charge for its total, through the same code as a single purchase's
 * (gateway-charges.ts). A slip: every course awaits it. A card: approved confirms every course
 * (`confirmSubscription` on the lead); in review, every course awaits it and support is alerted; denied, the
 * order stays unpaid (a new order closes it).
 */
export async function chargeOrderByGateway(
  { tx, gateway, order, items, moment, key, after }: OrderCharge,
  request: CartOrderRequest,
): Promise<void> {
  const lead = items[0]!;
  const target = {
    subscriptionId: lead.subscriptionId,
    userId: order.userId,
    amount: order.total,
    reference: order.transactionNumber,
  };
  if (request.method === "boleto") {
    const notice = await chargeSlip(
      tx,
      gateway,
      { ...target, today: moment.today, idempotencyKey: `slip-order-${order.id}-${key}` },
      request.address,
    );
    after.notices.push(notice);
    await awaitingPayment(tx, items, "boleto");
    return;
  }
  if (!request.card) throw invalid("card", "A card order needs the card.");
  const { installments } = request.card;
  const attempt = await chargeCard(
    tx,
    gateway,
    {
      ...target,
      installments,
      installmentValue: installmentPlan(order.total, installments).installmentValue,
      now: moment.now,
      idempotencyKey: `card-order-${order.id}-${key}`,
    },
    request.card,
  );
  if (attempt.outcome === "approved") {
    const [row, course] = await Promise.all([
      subscriptionById(tx, lead.subscriptionId),
      courseTermsById(tx, lead.courseId),
    ]);
    const paid = row && course ? await confirmSubscription(tx, row, course, "card", moment) : null;
    if (paid) after.confirmed.push(paid);
  } else if (attempt.outcome === "pending") {
    await awaitingPayment(tx, items, "card");
    // In review: a new item of the support queue, on every operator's bell (issue 30).
    await alertStaff(tx, "card-review");
  }
}
