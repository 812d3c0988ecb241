import { cancelLivePayments, latestPayment } from "../db/checkout/payment-queries.ts";
import { updateSubscriptionIn } from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { itemsOfOrder, unpaidOrdersOf } from "../db/purchases/order-queries.ts";
import { paymentInProgress } from "../payments/checkout-refused.ts";
import type { PaymentGateway } from "../payments/payment-gateway.ts";
import { withdrawPixAtProvider } from "../payments/pix-charges.ts";
import { openStatuses } from "../payments/subscription-lifecycle.ts";

/**
 * A new order closes the person's earlier unpaid orders first (ADR 067, amendment of 2026-11-29), in the new
 * order's transaction and under the person's lock: their live Pix is withdrawn at its provider, their Pix and slip
 * rows cancelled (as a single purchase's change of plan does), and their courses' purchases cancelled, so that no
 * two open purchases of one course can both be paid. Money already on its way cannot be withdrawn: an earlier
 * order whose card awaits review or whose slip was paid at the bank and is clearing refuses the new order (409)
 * until it settles. A course whose earlier purchase was confirmed meanwhile is owned and leaves the new order.
 */
export async function closeEarlierOrders(tx: Db, gateway: PaymentGateway, userId: number): Promise<void> {
  for (const order of await unpaidOrdersOf(tx, userId)) {
    const items = await itemsOfOrder(tx, order.id);
    const lead = items[0];
    if (!lead) continue;
    const payment = await latestPayment(tx, lead.subscriptionId);
    if (payment?.method === "card" && payment.status === "pending")
      throw paymentInProgress("The card payment of your earlier order awaits confirmation.");
    if (payment?.method === "boleto" && payment.status === "pending" && payment.slipPaidAt !== null)
      throw paymentInProgress("The slip of your earlier order was paid at the bank and is clearing.");
    await withdrawPixAtProvider(tx, gateway, lead.subscriptionId);
    await cancelLivePayments(tx, lead.subscriptionId);
    for (const item of items)
      await updateSubscriptionIn(tx, item.subscriptionId, openStatuses, { status: "purchase-canceled" });
  }
}
