import type { PaidCheck, PixPayment } from "#src/services/api/checkout-schemas.ts";
import { deniedCardAttempts, latestPaymentOfMethod } from "../db/checkout/payment-queries.ts";
import { courseTermsById, subscriptionOf } from "../db/checkout/subscription-queries.ts";
import { paymentMethodOfBrand } from "#src/domain/payments/card-token.ts";
import { acceptedBrands, maxCardDenials } from "./card-check.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { noSuchSubscription, notFound } from "./checkout-refused.ts";
import { paymentView, pixView } from "./checkout-view.ts";
import { slipDueDate } from "./sandbox-gateway.ts";
import { subscriptionAccess } from "./subscription-access.ts";

/** Spec §7 candidate reads around a payment: paid check, Pix code, slip due date, captcha need, card brands. */
export function paymentReads(context: CheckoutContext) {
  const { db } = context;
  const access = subscriptionAccess(context);

  const owned = async (userId: number, id: number) => {
    const subscription = await subscriptionOf(db, userId, id);
    if (!subscription) throw noSuchSubscription();
    return subscription;
  };

  return {
    /** Polled while a Pix, slip or card answer is pending; time is applied first (expiry, clearing). */
    async isPaid(userId: number, id: number, origin: string): Promise<PaidCheck> {
      const { subscription, payment } = await access.withSubscription(
        userId,
        id,
        origin,
        async (_tx, loaded) => loaded,
      );
      return {
        paid: subscription.status === "payment-confirmed",
        status: subscription.status as PaidCheck["status"],
        payment: paymentView(payment),
      };
    },

    async pixCode(userId: number, id: number, origin: string): Promise<PixPayment> {
      const pix = await access.withSubscription(userId, id, origin, (tx) =>
        latestPaymentOfMethod(tx, id, "pix"),
      );
      if (!pix) throw notFound("This subscription has no Pix code; generate one first.");
      return pixView(pix);
    },

    /** The due date of the purchase's slip, or the one a slip issued now would get. */
    async slipExpiration(userId: number, id: number, origin: string) {
      return access.withSubscription(userId, id, origin, async (tx, loaded) => {
        const slip = await latestPaymentOfMethod(tx, id, "boleto");
        const live = slip && (slip.status === "pending" || slip.status === "paid") ? slip.slipDueDate : null;
        return { dueDate: live ?? slipDueDate(loaded.moment.today) };
      });
    },

    async paymentCaptcha(userId: number, id: number) {
      await owned(userId, id);
      return {
        required: (await deniedCardAttempts(db, id)) >= maxCardDenials,
        challengePath: "/api/captcha/challenge",
      };
    },

    async cardBrands(userId: number, id: number) {
      const subscription = await owned(userId, id);
      const course = await courseTermsById(db, subscription.courseId);
      const maxInstallments = Math.max(1, course?.installments ?? 1);
      const gatewayOffer = context.gateway.interestFreeInstallments;
      if (!gatewayOffer) return acceptedBrands.map((brand) => ({ brand, maxInstallments }));
      // With a card gateway: the counts it takes without interest for this purchase's total, per brand (spec §4).
      return Promise.all(
        acceptedBrands.map(async (brand) => {
          const offered = await gatewayOffer.call(context.gateway, {
            amount: subscription.total,
            paymentMethodId: paymentMethodOfBrand[brand],
            max: maxInstallments,
          });
          return { brand, maxInstallments: Math.max(1, ...offered) };
        }),
      );
    },
  };
}

export type PaymentReads = ReturnType<typeof paymentReads>;
