import { and, eq, isNotNull } from "drizzle-orm";
import { creditValidUntil } from "#src/domain/purchases/refund.ts";
import { refundsOf } from "../db/checkout/payment-ledger-queries.ts";
import { updateSubscriptionIn, type SubscriptionRow } from "../db/checkout/subscription-queries.ts";
import { grantCredit } from "../credit/credit-ledger.ts";
import { refundsAsCredit } from "../credit/refund-as-credit.ts";
import { creditUsedBy, toCents, toReais } from "../db/credit/credit-queries.ts";
import type { Db } from "../db/database.ts";
import { payments } from "../db/schema/commerce.ts";
import { cancellationsOf, confirmCancellationRow } from "../db/purchases/purchase-queries.ts";
import { markItemRefunded } from "../db/purchases/order-item-refunds.ts";
import type { Moment } from "../payments/subscription-lifecycle.ts";
import type { Refunded } from "./cancellation-mail.ts";

/** A card or boleto payment of the purchase that the gateway refunded (issue 26): its money went back as money. */
async function refundedThroughGateway(tx: Db, subscriptionId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), isNotNull(payments.refundedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * A requested cancellation becomes confirmed — by support, or by the PSP returning the money (a Pix devolução).
 * Whatever of the refund does not go back as money becomes credit valid 6 months (spec §9, ADR 047), in the same
 * transaction. Answers what went back (money returned by Pix, credit and its validity) for the buyer's e-mail, or
 * null when the purchase had no cancellation awaiting confirmation.
 */
export async function confirmCancellationIn(
  tx: Db,
  subscription: SubscriptionRow,
  moment: Moment,
  /** A course of a card or slip order refunded by the gateway in part against the order's one payment. */
  returnedByGateway = false,
): Promise<Refunded | null> {
  const moved = await updateSubscriptionIn(tx, subscription.id, ["cancellation-requested"], {
    status: "cancellation-confirmed",
  });
  if (!moved) return null;
  const cancellation = (await cancellationsOf(tx, [subscription.id])).get(subscription.id);
  const refunds = await refundsOf(tx, [subscription.id]);
  const credit = cancellation
    ? refundsAsCredit(
        { kind: cancellation.kind, refundCents: toCents(cancellation.refund) },
        {
          paymentMethod: subscription.paymentMethod,
          creditUsedCents: (await creditUsedBy(tx, [subscription.id])).get(subscription.id) ?? 0,
          returnedAsMoney:
            returnedByGateway || refunds.length > 0 || (await refundedThroughGateway(tx, subscription.id)),
        },
      )
    : 0;
  const validUntil = credit > 0 ? creditValidUntil(moment.today) : null;
  await confirmCancellationRow(tx, subscription.id, moment.now, validUntil);
  // A course of an order (ADR 067): its refund, recorded when requested, is done.
  await markItemRefunded(tx, subscription.id);
  await grantCredit(tx, {
    userId: subscription.userId,
    cents: credit,
    today: moment.today,
    sourceSubscriptionId: subscription.id,
  });
  const returned = refunds.filter((refund) => refund.status === "returned");
  return {
    money: toReais(returned.reduce((sum, refund) => sum + toCents(refund.amount), 0)),
    credit: toReais(credit),
    creditValidUntil: validUntil,
  };
}
