import type { Checkout } from "#src/services/api/checkout-schemas.ts";
import { creditUsedBy, toCents } from "../db/credit/credit-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { subscriptionAccess } from "../payments/subscription-access.ts";
import { confirmSubscription, requote } from "../payments/subscription-lifecycle.ts";
import { reserveCredit } from "./credit-ledger.ts";

/**
 * Spending refund credit in the checkout (ADR 047): an open purchase of the caller uses up to its price of the
 * person's balance; a live Pix or unpaid slip is withdrawn first (its amount would be wrong), like a change of
 * plan. Credit that covers the whole price confirms the purchase at once, paid with "credit".
 */
export function creditCheckout(context: CheckoutContext) {
  const access = subscriptionAccess(context);

  return {
    /** The purchase uses `amount` reais of credit (less when the balance or the price is smaller; 0 gives it back). */
    async useCredit(userId: number, id: number, amount: number, origin: string): Promise<Checkout> {
      await access.withSubscription(userId, id, origin, async (tx, loaded, confirmed) => {
        const { course, moment } = loaded;
        const reopened = await access.reopen(tx, loaded);
        const used = (await creditUsedBy(tx, [id])).get(id) ?? 0;
        const applied = await reserveCredit(tx, {
          userId,
          subscriptionId: id,
          wanted: toCents(amount),
          cap: toCents(reopened.total) + used,
          today: moment.today,
          at: moment.now,
        });
        const { subscription } = await requote(tx, reopened, course, moment.today);
        if (applied === 0 || subscription.total > 0) return;
        const paid = await confirmSubscription(tx, subscription, course, "credit", moment);
        if (paid) confirmed(paid);
      });
      return access.view(userId, id, origin);
    },
  };
}
