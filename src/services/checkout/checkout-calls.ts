import { Effect, Layer } from "effect";
import { appConfig } from "../config.ts";
import type { PaidCheck } from "../api/checkout-schemas.ts";
import { statusOf } from "../http/service-errors.ts";
import { clientRuntime, rejectWithFailure, runtimeOf, runToPromise } from "../runtime.ts";
import { TokenStorage, type KeyValueStore } from "../session/token-storage.ts";
import { browserCardTokenizer } from "./card-tokenizer-slot.ts";
import { messageOf, type CheckoutFailure } from "./checkout-failures.ts";
import { CheckoutService, type CheckoutOptions } from "./checkout.service.ts";

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

export type Program<A> = Effect.Effect<A, CheckoutFailure, CheckoutService>;

export const service = <A>(
  use: (checkout: CheckoutService["Service"]) => Effect.Effect<A, CheckoutFailure>,
) => Effect.flatMap(CheckoutService, use);

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

/**
 * The checkout calls' bridge for every flow that buys or reads a purchase (checkout, quick purchase, a purchase's
 * page, My Purchases, the slip): `run` a program on the checkout runtime, `logged` (spec §8 "logged only") and
 * `watch` (the paid check).
 */
export function checkoutCalls(environment: CheckoutEnvironment) {
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

  return { run, logged, watch, log };
}
