import type { Page } from "@playwright/test";
import type { EventObject, SnapshotFrom } from "xstate";
import type { MachineModel } from "#model-tests/model.ts";
import type { ModelPath } from "#model-tests/paths.ts";
import checkout from "#src/i18n/locales/pt-BR/checkout.json" with { type: "json" };
import type { subscriptionCheckoutMachine } from "#src/machines/subscription-checkout/subscription-checkout.machine.ts";
import { planFits } from "#src/machines/subscription-checkout/subscription-checkout.rules.ts";
import type { PaymentMethod } from "#src/machines/subscription-checkout/subscription-checkout.types.ts";
import { HeldCalls } from "./identity-replay.ts";
import { coverageOf as pathsCoverage, ptBrText } from "./model-replay.ts";

export { coveringPaths, money, problemOf } from "./model-replay.ts";

/**
 * Replays subscription-checkout model paths against the real /checkout/{product} page (ADR 003), as
 * identity-replay.ts does for the identity flows: the checkout API calls whose outcome a path decides are held
 * by `page.route` until the path's `xstate.done/error.actor.<id>` step answers them; a shadow actor of the machine
 * says what the snapshot is after each step, and connect() of it is what the page must show.
 */

export type CheckoutSnapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>;

/** pt-BR text of a `checkout:` i18n key, with the page's own translator. */
export const checkoutText = ptBrText("checkout", checkout);

/** The API calls behind each invoked actor (glob patterns under the page's origin). */
const heldCalls = {
  createOrRecover: ["**/api/subscription/subscriptions/create-or-recover-to-ecommerce"],
  loadCheckout: ["**/api/subscription/subscriptions/get-to-ecommerce/*"],
  reassociateDiscounts: ["**/api/subscription/subscriptions/reassociate-subscription-discounts-ecommerce"],
  campaignDiscount: ["**/api/subscription/courses/get-campaign-discount*"],
  choosePlan: ["**/api/candidate/subscriptions/*/create-installments/*"],
  applyVoucher: ["**/api/subscription/subscriptions/associate-item-to-discount/*"],
  removeVoucher: ["**/api/subscription/subscriptions/remove-voucher/*"],
  useCredit: ["**/api/subscription/subscriptions/*/credit"],
  paymentCaptcha: ["**/api/candidate/provider/*/recaptcha"],
  pay: [
    "**/api/candidate/pix/generate-pix-ecommerce",
    "**/api/candidate/boleto/generate-slip-ecommerce",
    "**/api/candidate/creditCard/*/creditcard-payment-ecommerce",
  ],
  watchPayment: ["**/api/candidate/subscriptions/*/is-subscription-paid"],
  renewPix: ["**/api/candidate/pix/*/renew-pix-ecommerce"],
} as const;

export type HeldActor = keyof typeof heldCalls;

/**
 * Calls no path step decides are answered at once: the CRM deal (the machine never waits for it) and the price
 * line that follows every checkout answer (the model's answers carry none: an empty list gives none).
 */
const answeredAtOnce: [string, unknown][] = [
  ["**/api/candidate/subscriptions/*/update-ecommerce-hubspot-deal", { updated: true }],
  ["**/api/subscription/subscriptions/course-price", []],
  ["**/api/subscription/subscriptions/discount-calculator", []],
];

/**
 * Holds the checkout's calls. Any other candidate or subscription call the page makes would reach the real server
 * with the model's subscription number, so it is recorded in `unexpected` (and answered 404) for the test to fail on.
 */
export async function holdCheckoutCalls(page: Page) {
  const calls = new HeldCalls();
  const unexpected: string[] = [];
  for (const prefix of [
    "**/api/candidate/**",
    "**/api/subscription/subscriptions/**",
    "**/api/subscription/courses/**",
  ])
    await page.route(prefix, (route) => {
      unexpected.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 404, json: { status: 404, detail: "not held by the replay" } });
    });
  // The storefront's own call, not the checkout's: which courses the signed-in person has (owned-course.spec.ts).
  await page.route("**/api/candidate/courses/my-courses", (route) => route.continue());
  for (const [pattern, body] of answeredAtOnce)
    await page.route(pattern, (route) => route.fulfill({ json: body }));
  for (const [id, patterns] of Object.entries(heldCalls))
    for (const pattern of patterns) await calls.hold(page, id, pattern);
  return { calls, unexpected };
}

type ModelEventLike = EventObject & { priceListValueId?: number; method?: string };

/**
 * The event the page's own machine receives when the person does what a step says, or null when the page sends
 * nothing: the plan or method already chosen (its radio is already checked), a method that is not step 1's choice,
 * the voucher's removal with none applied or the cash plan on the payment step (no control offers them). In each of these cases the machine
 * ignores the event anyway, which the replay checks (the page must not change). A failing create-or-recover is
 * logged and gives no subscription (spec §8): the page's actor answers `null` and never fails.
 */
export function pageEventOf(event: ModelEventLike, before: CheckoutSnapshot): EventObject | null {
  const { context } = before;
  switch (event.type) {
    case "xstate.error.actor.createOrRecover":
      return { type: "xstate.done.actor.createOrRecover", output: null } as EventObject;
    case "CHOOSE_PLAN":
      return event.priceListValueId === context.checkout?.plan?.priceListValueId ? null : event;
    case "SELECT_METHOD":
      return event.method === context.method || !planFits(context.checkout, event.method as PaymentMethod)
        ? null
        : event;
    case "REMOVE_VOUCHER":
      return context.checkout?.voucher ? event : null;
    default:
      return event;
  }
}

/** Coverage of `paths` as the model runner measures it; with `asThePageDoes`, of the events the page sends. */
export const coverageOf = (model: MachineModel, paths: ModelPath[], asThePageDoes = false) =>
  pathsCoverage(model, paths, asThePageDoes ? pageEventOf : undefined);
