import { Effect } from "effect";
import { isMoneyRefusal } from "#src/domain/session/impersonation-refusals.ts";
import { fromPromise } from "xstate";
import {
  checkoutCalls,
  service,
  type CheckoutEnvironment,
  type Program,
} from "#src/services/checkout/checkout-calls.ts";
import type { CheckoutService } from "#src/services/checkout/checkout.service.ts";
import { subscriptionCheckoutMachine } from "./subscription-checkout.machine.ts";
import type { Checkout, PayInput, PricedCheckout } from "./subscription-checkout.types.ts";

/** The payment call of the chosen method. */
const payment = (input: PayInput): Program<Checkout> =>
  service((calls) =>
    input.method === "pix"
      ? calls.payByPix(input.subscriptionId)
      : input.method === "boleto"
        ? calls.payBySlip(input.subscriptionId, input.address)
        : calls.payByCard(input.subscriptionId, input.card!, input.captcha),
  );

/** The checkout flow's effects: the shared checkout calls, the priced checkout and the payment. */
export function checkoutEffects(environment: CheckoutEnvironment) {
  const { run, logged, watch, log } = checkoutCalls(environment);

  /** The plan's price line (discount-calculator with a voucher, else course-price; first element); a failure gives none. */
  const priced = (checkout: Checkout): Effect.Effect<PricedCheckout, never, CheckoutService> => {
    const priceListValueId = checkout.plan?.priceListValueId;
    const line = service((calls) =>
      checkout.voucher && priceListValueId
        ? calls.discountCalculator({
            subscriptionId: checkout.subscriptionId,
            priceListValueId,
            tag: checkout.voucher.tag,
          })
        : calls.coursePrice({
            subscriptionId: checkout.subscriptionId,
            ...(priceListValueId ? { priceListValueId } : {}),
          }),
    );
    return logged("price", line).pipe(
      Effect.orElseSucceed(() => null),
      Effect.map((price) => ({ checkout, price })),
    );
  };

  return { run, logged, priced, watch, pay: payment, log };
}

/** The checkout machine with its real side effects (spec §7 calls through CheckoutService). */
export function provideSubscriptionCheckout(environment: CheckoutEnvironment) {
  const { run, logged, priced, watch, pay } = checkoutEffects(environment);
  return subscriptionCheckoutMachine.provide({
    actors: {
      // Spec §8: a create-or-recover failure is logged and gives nothing; the machine then offers a retry.
      createOrRecover: fromPromise(({ input, signal }) =>
        run(
          logged(
            "createOrRecover",
            service((calls) => calls.createOrRecover(input.product)),
          ).pipe(
            Effect.map((created): number | null => created.subscriptionId),
            // The refusal while impersonating is said on the page (ADR 050); any other failure gives nothing.
            Effect.catch((error) => (isMoneyRefusal(error) ? Effect.fail(error) : Effect.succeed(null))),
          ),
          signal,
        ),
      ),
      loadCheckout: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            service((calls) => calls.getToEcommerce(input.subscriptionId)),
            priced,
          ),
          signal,
        ),
      ),
      reassociateDiscounts: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            logged(
              "reassociateDiscounts",
              service((calls) => calls.reassociateDiscounts(input.subscriptionId)),
            ),
            priced,
          ),
          signal,
        ),
      ),
      campaignDiscount: fromPromise(({ input, signal }) =>
        run(
          logged(
            "campaignDiscount",
            service((calls) => calls.campaignDiscount(input.courseId, input.priceListValueId)),
          ).pipe(Effect.map((answer) => answer.campaign)),
          signal,
        ),
      ),
      choosePlan: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            service((calls) => calls.createInstallments(input.subscriptionId, input.priceListValueId)),
            priced,
          ),
          signal,
        ),
      ),
      applyVoucher: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            logged(
              "associateVoucher",
              service((calls) => calls.associateVoucher(input.subscriptionId, input.tag)),
            ),
            priced,
          ),
          signal,
        ),
      ),
      removeVoucher: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            logged(
              "removeVoucher",
              service((calls) => calls.removeVoucher(input.subscriptionId)),
            ),
            priced,
          ),
          signal,
        ),
      ),
      useCredit: fromPromise(({ input, signal }) =>
        run(
          Effect.flatMap(
            service((calls) => calls.useCredit(input.subscriptionId, input.amount)),
            priced,
          ),
          signal,
        ),
      ),
      // Never fails: the CRM deal is the business's bookkeeping, not the person's concern (spec §8).
      updateDeal: fromPromise(({ input, signal }) =>
        run(
          logged(
            "updateHubspotDeal",
            service((calls) => calls.updateHubspotDeal(input.subscriptionId)),
          ).pipe(
            Effect.asVoid,
            Effect.orElseSucceed(() => undefined),
          ),
          signal,
        ),
      ),
      paymentCaptcha: fromPromise(({ input, signal }) =>
        run(
          logged(
            "paymentCaptcha",
            service((calls) => calls.paymentCaptcha(input.subscriptionId)),
          ).pipe(Effect.map((answer) => answer.required)),
          signal,
        ),
      ),
      pay: fromPromise(({ input, signal }) => run(pay(input), signal)),
      watchPayment: fromPromise(({ input, signal }) => run(watch(input.subscriptionId), signal)),
      renewPix: fromPromise(({ input, signal }) =>
        run(
          service((calls) => calls.renewPix(input.subscriptionId, input.validationKey)),
          signal,
        ),
      ),
    },
  });
}
