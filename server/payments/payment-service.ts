import type { CardPaymentPayload, SlipAddress } from "#src/services/api/checkout-api.ts";
import type { Checkout } from "#src/services/api/checkout-schemas.ts";
import { sameSecret } from "../identity/secrets.ts";
import {
  cancelLivePayments,
  deniedCardAttempts,
  latestPaymentOfMethod,
} from "../db/checkout/payment-queries.ts";
import {
  subscriptionOf,
  updateSubscription,
  type SubscriptionRow,
} from "../db/checkout/subscription-queries.ts";
import { alertStaff } from "../support-queue/staff-alerts.ts";
import type { Db } from "../db/database.ts";
import { orderOfSubscription } from "../db/purchases/order-queries.ts";
import { maxCardDenials } from "./card-check.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { chargeCard, chargeSlip, purchaseTarget } from "./gateway-charges.ts";
import { recordPixCharge, withdrawPixAtProvider } from "./pix-charges.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import {
  alreadyPaid,
  CheckoutRefused,
  invalid,
  noSuchSubscription,
  paymentInProgress,
} from "./checkout-refused.ts";
import { cardPlan, cashPlan, type Plan } from "./pricing.ts";
import type { PurchaseNotice } from "./purchase-notices.ts";
import { subscriptionAccess, type Loaded } from "./subscription-access.ts";
import { confirmSubscription, requote } from "./subscription-lifecycle.ts";

/** What identifies one payment request for its idempotency key. */
export interface PaymentCall {
  userId: number;
  idempotencyKey: string;
  path: string;
  origin: string;
}

/** Paid, closed, or with a card awaiting its confirmation: nothing more can be charged. */
const assertPayable = (loaded: Loaded) => {
  const { subscription, payment } = loaded;
  if (subscription.status === "payment-confirmed") throw alreadyPaid();
  if (subscription.status !== "awaiting-payment" && subscription.status !== "payment-pending")
    throw invalid("subscriptionId", "This purchase is closed and cannot be paid.");
  if (payment?.method === "card" && payment.status === "pending")
    throw paymentInProgress("A card payment of this purchase awaits confirmation.");
  if (payment?.method === "boleto" && payment.status === "pending" && payment.slipPaidAt !== null)
    throw paymentInProgress("The slip of this purchase was paid at the bank and is clearing.");
};

/** Puts the subscription on `plan` (withdrawing a live Pix or slip) and re-quotes it. */
const onPlan = async (
  tx: Db,
  gateway: PaymentGateway,
  loaded: Loaded,
  plan: Plan,
): Promise<SubscriptionRow> => {
  await withdrawPixAtProvider(tx, gateway, loaded.subscription.id);
  await cancelLivePayments(tx, loaded.subscription.id);
  const moved = await updateSubscription(tx, loaded.subscription.id, {
    status: "awaiting-payment",
    priceListValueId: plan.priceListValueId,
  });
  const { subscription } = await requote(tx, moved, loaded.course, loaded.moment.today);
  if (subscription.total <= 0) throw invalid("subscriptionId", "There is nothing to pay for this purchase.");
  return subscription;
};

/** A live Pix or slip of the cash plan is answered again instead of charging anew. */
const liveOf = (loaded: Loaded, method: "pix" | "boleto") =>
  loaded.subscription.status === "payment-pending" &&
  loaded.payment?.method === method &&
  loaded.payment.status === "pending";

/**
 * Spec §7 payment calls: Pix, slip, card and Pix renewal. Each runs under its idempotency key, then in one
 * transaction holding the subscription row, so two calls with different keys cannot charge one purchase twice.
 */
export function paymentService(context: CheckoutContext) {
  const { gateway, captcha, once, db } = context;
  const access = subscriptionAccess(context);

  /** Runs a payment under its idempotency key and answers the checkout after the commit. */
  const pay = async (
    call: PaymentCall,
    id: number,
    body: unknown,
    charge: (
      tx: Db,
      loaded: Loaded,
      confirmed: (row: SubscriptionRow) => void,
      notify: (notice: PurchaseNotice) => void,
    ) => Promise<void>,
    before: (userId: number) => Promise<void> = async () => {},
  ): Promise<Checkout> => {
    const userId = call.userId;
    return once({ userId, key: call.idempotencyKey, method: "POST", path: call.path, body }, async () => {
      await before(userId);
      await access.withSubscription(userId, id, call.origin, async (tx, loaded, confirmed, notify) => {
        // A course of an order is paid by the order's one charge (ADR 067), never on its own.
        if (await orderOfSubscription(tx, id))
          throw invalid("subscriptionId", "This purchase is one course of an order: pay the order instead.");
        return charge(tx, loaded, confirmed, notify);
      });
      return access.view(userId, id, call.origin);
    });
  };

  return {
    generatePix: (call: PaymentCall, subscriptionId: number) =>
      pay(call, subscriptionId, { subscriptionId }, async (tx, loaded, _confirmed, notify) => {
        assertPayable(loaded);
        // A live code is answered again, and was e-mailed when it was made.
        if (liveOf(loaded, "pix")) return;
        const subscription = await onPlan(tx, gateway, loaded, cashPlan(loaded.course));
        notify(await chargePix(tx, loaded, subscription, false));
      }),

    generateSlip: (call: PaymentCall, subscriptionId: number, address?: SlipAddress) =>
      pay(call, subscriptionId, { subscriptionId, address }, async (tx, loaded, _confirmed, notify) => {
        assertPayable(loaded);
        if (liveOf(loaded, "boleto")) return;
        const subscription = await onPlan(tx, gateway, loaded, cashPlan(loaded.course));
        notify(
          await chargeSlip(
            tx,
            gateway,
            {
              ...purchaseTarget(subscription),
              today: loaded.moment.today,
              idempotencyKey: `slip-${subscription.id}-${call.idempotencyKey}`,
            },
            address,
          ),
        );
      }),

    /** A new Pix code for the same purchase; the current validationKey proves the caller holds the old one. */
    renewPix: async (
      call: PaymentCall,
      id: number,
      payload: { subscriptionId: number; validationKey: string },
    ) => {
      if (payload.subscriptionId !== id)
        throw invalid("subscriptionId", "The subscription of the body differs from the one of the path.");
      return pay(call, id, payload, async (tx, loaded, _confirmed, notify) => {
        assertPayable(loaded);
        const current = await latestPaymentOfMethod(tx, id, "pix");
        if (
          !current ||
          !current.pixValidationKey ||
          !sameSecret(current.pixValidationKey, payload.validationKey)
        )
          throw invalid("validationKey", "This validation key is not the one of the current Pix code.");
        const subscription = await onPlan(tx, gateway, loaded, cashPlan(loaded.course));
        notify(await chargePix(tx, loaded, subscription, true));
      });
    },

    payByCard: (
      call: PaymentCall,
      subscriptionId: number,
      card: CardPaymentPayload,
      captchaSolution: string | undefined,
    ) =>
      pay(
        call,
        subscriptionId,
        card,
        async (tx, loaded, confirmed) => {
          assertPayable(loaded);
          const plan = cardPlan(loaded.course, card.installments);
          if (!plan)
            throw invalid(
              "installments",
              `This course takes at most ${loaded.course.installments} installments.`,
            );
          const subscription = await onPlan(tx, gateway, loaded, plan);
          const attempt = await chargeCard(
            tx,
            gateway,
            {
              ...purchaseTarget(subscription),
              installments: plan.installments,
              installmentValue: subscription.installmentValue,
              now: loaded.moment.now,
              // The checkout's key is per person; the subscription makes it one charge per purchase at the gateway.
              idempotencyKey: `card-${subscription.id}-${call.idempotencyKey}`,
            },
            card,
          );
          if (attempt.outcome === "approved") {
            const paid = await confirmSubscription(tx, subscription, loaded.course, "card", loaded.moment);
            if (paid) confirmed(paid);
          } else if (attempt.outcome === "pending") {
            await updateSubscription(tx, subscription.id, {
              status: "payment-pending",
              paymentMethod: "card",
            });
            // In review: a new item of the support queue, on every operator's bell (issue 30).
            await alertStaff(tx, "card-review");
          }
        },
        async (userId) => {
          // Card-testing defence: after repeated denials the next attempts need a solved captcha.
          const subscription = await subscriptionOf(db, userId, subscriptionId);
          if (!subscription) throw noSuchSubscription();
          if ((await deniedCardAttempts(db, subscriptionId)) >= maxCardDenials) {
            if ((await captcha.verify(captchaSolution)) !== "accepted")
              throw new CheckoutRefused({
                kind: "captcha",
                detail: "Solve the challenge before trying another card.",
              });
          }
        },
      ),
  };

  /** Makes a Pix code at the provider (sandbox or PSP) and records it; answers its e-mail, sent after the commit. */
  async function chargePix(
    tx: Db,
    loaded: Loaded,
    subscription: SubscriptionRow,
    renewed: boolean,
  ): Promise<PurchaseNotice> {
    const pix = await recordPixCharge(tx, gateway, {
      subscriptionId: subscription.id,
      userId: subscription.userId,
      amount: subscription.total,
      reference: subscription.transactionNumber,
      now: loaded.moment.now,
    });
    await updateSubscription(tx, subscription.id, { status: "payment-pending", paymentMethod: "pix" });
    return {
      kind: "pix",
      subscriptionId: subscription.id,
      amount: subscription.total,
      copyPaste: pix.copyPaste,
      expiresAt: pix.expiresAt,
      renewed,
    };
  }
}

export type PaymentService = ReturnType<typeof paymentService>;
