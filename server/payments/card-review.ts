import type { SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import { updateSubscriptionIn } from "../db/checkout/subscription-queries.ts";
import { updatePayment } from "../db/checkout/payment-queries.ts";
import type { Db } from "../db/database.ts";
import { alreadyPaid, notFound } from "./checkout-refused.ts";
import type { Loaded } from "./subscription-access.ts";
import { confirmSubscription } from "./subscription-lifecycle.ts";

/**
 * A card payment in review, decided by the acquirer's operator (the sandbox's acquirer; a real gateway decides its
 * own and tells us by webhook): confirmed — the purchase is paid and access starts — or refused, and the purchase
 * awaits a payment again. Both run inside the purchase's transaction (subscription-access.ts).
 */
function pendingCard(loaded: Loaded) {
  const { payment, subscription } = loaded;
  if (subscription.status === "payment-confirmed") throw alreadyPaid();
  if (!payment || payment.method !== "card" || payment.status !== "pending")
    throw notFound("This purchase has no card payment awaiting confirmation.");
  return payment;
}

export async function confirmCardInReview(
  tx: Db,
  loaded: Loaded,
  confirmed: (row: SubscriptionRow) => void,
): Promise<void> {
  const payment = pendingCard(loaded);
  const { subscription, moment } = loaded;
  await updatePayment(tx, payment.id, { status: "approved", paidAt: moment.now });
  const paid = await confirmSubscription(tx, subscription, loaded.course, "card", moment);
  if (paid) confirmed(paid);
}

/** The checkout shows a denied card ("other": support's reason goes by e-mail) and offers to pay again. */
export async function refuseCardInReview(tx: Db, loaded: Loaded): Promise<void> {
  const payment = pendingCard(loaded);
  await updatePayment(tx, payment.id, { status: "denied", cardDenialReason: "other" });
  await updateSubscriptionIn(tx, loaded.subscription.id, ["payment-pending"], { status: "awaiting-payment" });
}
