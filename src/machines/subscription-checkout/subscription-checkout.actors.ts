import { Effect, Layer } from "effect";
import { isMoneyRefusal } from "../../domain/session/impersonation-refusals.ts";
import { fromPromise } from "xstate";
import { appConfig } from "../../services/config.ts";
import { messageOf, type CheckoutFailure } from "../../services/checkout/checkout-failures.ts";
import { browserCardTokenizer } from "../../services/checkout/card-tokenizer-slot.ts";
import { CheckoutService, type CheckoutOptions } from "../../services/checkout/checkout.service.ts";
import { statusOf } from "../../services/http/service-errors.ts";
import { clientRuntime, rejectWithFailure, runtimeOf, runToPromise } from "../../services/runtime.ts";
import { TokenStorage, type KeyValueStore } from "../../services/session/token-storage.ts";
import { subscriptionCheckoutMachine } from "./subscription-checkout.machine.ts";
import type { Checkout, PaidCheck, PayInput, PricedCheckout } from "./subscription-checkout.types.ts";

/** What the checkout's actors need from outside; the hook builds it from `window`, tests pass fakes. */
export interface CheckoutEnvironment {
  options: CheckoutOptions;
  storage(): KeyValueStore;
  tabStorage?(): KeyValueStore;
  /** How long the paid check waits between two is-subscription-paid calls (tests make it short). */
  pollIntervalMs?: number;
  /** Tests replace the HTTP adapter (CheckoutService.layerTest). */
  layer?: Layer.Layer<CheckoutService>;
  /** Where "logged only" failures go (spec §8); console by default. */
  log?(entry: { msg: string; call: string; error: string }): void;
}

export const defaultPollIntervalMs = 3_000;

type Program<A> = Effect.Effect<A, CheckoutFailure, CheckoutService>;

const service = <A>(use: (checkout: CheckoutService["Service"]) => Effect.Effect<A, CheckoutFailure>) =>
  Effect.flatMap(CheckoutService, use);

/** One runtime per origin and language (building the typed client is costly, and it keeps the payment intentions). */
function runtimeFor(environment: CheckoutEnvironment) {
  if (environment.layer) return runtimeOf(environment.layer);
  const { baseUrl: origin, language } = environment.options;
  return clientRuntime("checkout", { origin, language }, () =>
    CheckoutService.layer(environment.options).pipe(
      Layer.provide(
        TokenStorage.fromStorage(
          environment.storage,
          environment.tabStorage && (() => environment.tabStorage!()),
        ),
      ),
    ),
  );
}

/**
 * The browser's environment: the API on this origin, the page's language, the tab's and the shared token, and the
 * card tokenizer the card step chooses (useCardGateway: the sandbox's, or Mercado Pago's script).
 */
export function browserCheckoutEnvironment(language: string): CheckoutEnvironment {
  return {
    options: {
      baseUrl: window.location.origin,
      language,
      tenantAlias: appConfig.defaultTenantAlias,
      tokenizeCard: browserCardTokenizer.tokenize,
    },
    storage: () => window.localStorage,
    tabStorage: () => window.sessionStorage,
  };
}

export function checkoutEffects(environment: CheckoutEnvironment) {
  const runtime = runtimeFor(environment);
  const log =
    environment.log ??
    ((entry: { msg: string; call: string; error: string }) =>
      console.warn(JSON.stringify({ level: "warn", ...entry })));
  const run = <A>(program: Program<A>, signal?: AbortSignal): Promise<A> =>
    runToPromise(runtime, program, signal).catch(rejectWithFailure);
  /** Spec §8 "logged only": the failure is written down and then handled by the caller's fallback. */
  const logged = <A>(call: string, program: Program<A>): Program<A> =>
    Effect.tapError(program, (error) =>
      Effect.sync(() => log({ msg: "checkout call failed (logged only)", call, error: messageOf(error) })),
    );

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

  /** Polls is-subscription-paid until the answer is no longer pending; passing failures are retried, a 404 is not. */
  const watch = (subscriptionId: number): Program<PaidCheck> =>
    Effect.gen(function* () {
      for (;;) {
        const check = yield* service((calls) => calls.isPaid(subscriptionId)).pipe(
          Effect.catchIf(
            (error) => statusOf(error) !== 404,
            (error) =>
              Effect.sync(() => {
                log({ msg: "paid check failed; checking again", call: "isPaid", error: messageOf(error) });
                return null;
              }),
          ),
        );
        if (check && (check.paid || check.payment?.status !== "pending")) return check;
        yield* Effect.sleep(environment.pollIntervalMs ?? defaultPollIntervalMs);
      }
    });

  const pay = (input: PayInput): Program<Checkout> =>
    service((calls) =>
      input.method === "pix"
        ? calls.payByPix(input.subscriptionId)
        : input.method === "boleto"
          ? calls.payBySlip(input.subscriptionId, input.address)
          : calls.payByCard(input.subscriptionId, input.card!, input.captcha),
    );

  return { run, logged, priced, watch, pay, log };
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
