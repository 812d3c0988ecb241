import { overdueAmount } from "#src/domain/payments/late-fee.ts";
import type { PaidCheck } from "#src/services/api/checkout-schemas.ts";
import { slipsToClear, updatePayment } from "../db/checkout/payment-queries.ts";
import { sandboxOffsetMinutes } from "../db/checkout/sandbox-clock-queries.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { confirmCardInReview } from "./card-review.ts";
import { alreadyPaid, notFound, paymentInProgress } from "./checkout-refused.ts";
import { paymentView } from "./checkout-view.ts";
import { slipClearingDay, sandboxBusinessDaysAhead } from "./sandbox-gateway.ts";
import { brazilDay, daysBetween } from "./sandbox-clock.ts";
import { subscriptionAccess, type Loaded } from "./subscription-access.ts";
import { confirmSubscription } from "./subscription-lifecycle.ts";

const answer = (loaded: Loaded): PaidCheck => ({
  paid: loaded.subscription.status === "payment-confirmed",
  status: loaded.subscription.status as PaidCheck["status"],
  payment: paymentView(loaded.payment),
});

/**
 * The payments sandbox's control (development only, loopback clients): act as the bank and the acquirer's
 * operator — pay a Pix (paid at once) or a slip (paid at the bank, cleared 2 banking business days later),
 * confirm a pending card — and move the sandbox clock.
 */
export function sandboxControl(context: CheckoutContext) {
  const { db, clock } = context;
  const access = subscriptionAccess(context);

  const reload = (id: number, origin: string) =>
    access.withSubscription(null, id, origin, async (_tx, loaded) => answer(loaded));

  return {
    async pay(id: number, origin: string): Promise<PaidCheck> {
      await access.withSubscription(null, id, origin, async (tx, loaded, confirmed) => {
        const { payment, subscription, moment } = loaded;
        if (subscription.status === "payment-confirmed") throw alreadyPaid();
        if (
          !payment ||
          payment.status !== "pending" ||
          (payment.method !== "pix" && payment.method !== "boleto")
        )
          throw notFound(
            "This purchase has no Pix or slip awaiting payment (an expired Pix must be renewed).",
          );
        if (payment.method === "pix") {
          await updatePayment(tx, payment.id, { status: "paid", paidAt: moment.now });
          const paid = await confirmSubscription(tx, subscription, loaded.course, "pix", moment);
          if (paid) confirmed(paid);
          return;
        }
        if (payment.slipPaidAt !== null)
          throw paymentInProgress(
            `This slip was already paid at the bank; it clears on ${payment.slipClearsOn}.`,
          );
        // Spec §9: paid after its due date, a slip costs a 2 % fine and 1 % a month of interest.
        const due = payment.slipDueDate
          ? overdueAmount(payment.amount, payment.slipDueDate, moment.today)
          : null;
        await updatePayment(tx, payment.id, {
          slipPaidAt: moment.now,
          slipClearsOn: slipClearingDay(moment.today),
          amount: due?.total ?? payment.amount,
        });
      });
      return reload(id, origin);
    },

    async confirmCard(id: number, origin: string): Promise<PaidCheck> {
      await access.withSubscription(null, id, origin, (tx, loaded, confirmed) =>
        confirmCardInReview(tx, loaded, confirmed),
      );
      return reload(id, origin);
    },

    /** Moves the clock by banking business days (to the same time of day) and minutes; slips due to clear do. */
    async advance(request: { businessDays?: number; minutes?: number }, origin: string) {
      const today = brazilDay(await clock.now());
      const days = request.businessDays
        ? daysBetween(today, sandboxBusinessDaysAhead(today, request.businessDays))
        : 0;
      const now = await clock.advance(days * 1440 + (request.minutes ?? 0));
      const cleared: number[] = [];
      for (const { payment } of await slipsToClear(db, brazilDay(now))) {
        const loaded = await access.withSubscription(
          null,
          payment.subscriptionId,
          origin,
          async (_tx, current) => current,
        );
        if (loaded.subscription.status === "payment-confirmed" && loaded.payment?.id === payment.id)
          cleared.push(payment.subscriptionId);
      }
      return { now: now.toISOString(), clearedSubscriptionIds: cleared };
    },

    async clock() {
      return { now: (await clock.now()).toISOString(), offsetMinutes: await sandboxOffsetMinutes(db) };
    },
  };
}

export type SandboxControl = ReturnType<typeof sandboxControl>;
