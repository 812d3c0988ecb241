import { Effect } from "effect";
import { CheckoutService } from "#src/services/checkout/checkout.service.ts";
import { statusOf } from "#src/services/http/service-errors.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { browserCheckoutEnvironment, checkoutCalls } from "#src/services/checkout/checkout-calls.ts";
import { toPaymentView } from "./checkout-view-model.ts";
import type { SlipResult } from "./slip.types.ts";

/**
 * The person's slip for one purchase (loaded after hydration by use-slip.ts): the checkout call answers only
 * for the token's own purchases, so another person's id is "not found" like an unknown one.
 */
export async function loadSlip(language: string, subscriptionId: number): Promise<SlipResult> {
  if (readToken() === null) return { kind: "signedOut" };
  const { run } = checkoutCalls(browserCheckoutEnvironment(language));
  try {
    const checkout = await run(Effect.flatMap(CheckoutService, (calls) => calls.checkout(subscriptionId)));
    const payment = toPaymentView(checkout.payment);
    if (payment?.method !== "boleto") return { kind: "notFound" };
    return {
      kind: "ready",
      slip: {
        ...payment,
        transactionNumber: checkout.transactionNumber,
        course: checkout.course.name,
        courseUrl: checkout.course.friendlyUrl,
        reopened: checkout.status === "awaiting-payment",
      },
    };
  } catch (error) {
    const status = statusOf(error);
    if (status === 401) return { kind: "signedOut" };
    return status === 404 ? { kind: "notFound" } : { kind: "failed" };
  }
}
