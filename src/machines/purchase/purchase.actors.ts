import { Effect } from "effect";
import { fromPromise } from "xstate";
import { CheckoutService } from "#src/services/checkout/checkout.service.ts";
import { checkoutCalls, type CheckoutEnvironment } from "#src/services/checkout/checkout-calls.ts";
import { purchaseMachine } from "./purchase.machine.ts";

/** The purchase machine with its real side effects: the candidate calls of one purchase (token's person only). */
export function providePurchase(environment: CheckoutEnvironment) {
  const { run } = checkoutCalls(environment);
  return purchaseMachine.provide({
    actors: {
      loadQuote: fromPromise(({ input }) =>
        run(Effect.flatMap(CheckoutService, (calls) => calls.cancellationQuote(input.subscriptionId))),
      ),
      requestCancellation: fromPromise(({ input }) =>
        run(Effect.flatMap(CheckoutService, (calls) => calls.requestCancellation(input.subscriptionId))),
      ),
      loadPurchase: fromPromise(({ input }) =>
        run(Effect.flatMap(CheckoutService, (calls) => calls.purchase(input.subscriptionId))),
      ),
    },
  });
}
