import type { Page } from "@playwright/test";
import type { EventObject, SnapshotFrom } from "xstate";
import { CoverageRecorder, type MachineCoverage } from "../../model-tests/coverage.ts";
import { executePath } from "../../model-tests/execute.ts";
import type { MachineModel } from "../../model-tests/model.ts";
import type { ModelPath } from "../../model-tests/paths.ts";
import { formatBrl } from "../../src/domain/catalog/money.ts";
import checkout from "../../src/i18n/locales/pt-BR/checkout.json" with { type: "json" };
import { createTranslator, type TranslateOptions } from "../../src/i18n/translator.ts";
import type { subscriptionCheckoutMachine } from "../../src/machines/subscription-checkout/subscription-checkout.machine.ts";
import { planForMethod } from "../../src/machines/subscription-checkout/subscription-checkout.rules.ts";
import type { PaymentMethod } from "../../src/machines/subscription-checkout/subscription-checkout.types.ts";
import { HeldCalls, shadowOf } from "./identity-replay.ts";

/**
 * Replays subscription-checkout model paths against the real /checkout/{product} page (ADR 003), as
 * identity-replay.ts does for the identity flows: the checkout API calls whose outcome a path decides are held
 * by `page.route` until the path's `xstate.done/error.actor.<id>` step answers them; a shadow actor of the machine
 * says what the snapshot is after each step, and connect() of it is what the page must show.
 */

export type CheckoutSnapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>;

const translator = createTranslator("pt-BR", { checkout }, "checkout");
/** pt-BR text of a `checkout:` i18n key, with the page's own translator. */
export const checkoutText = (key: string, options?: TranslateOptions) =>
  translator.getFixedT("pt-BR", "checkout")(key, options);
export const money = (value: number) => formatBrl(value, "pt-BR");

/** The API calls behind each invoked actor (glob patterns under the page's origin). */
const heldCalls = {
  createOrRecover: ["**/api/subscription/subscriptions/create-or-recover-to-ecommerce"],
  loadCheckout: ["**/api/subscription/subscriptions/get-to-ecommerce/*"],
  reassociateDiscounts: ["**/api/subscription/subscriptions/reassociate-subscription-discounts-ecommerce"],
  campaignDiscount: ["**/api/subscription/courses/get-campaign-discount*"],
  choosePlan: ["**/api/candidate/subscriptions/*/create-installments/*"],
  applyVoucher: ["**/api/subscription/subscriptions/associate-item-to-discount/*"],
  removeVoucher: ["**/api/subscription/subscriptions/remove-voucher/*"],
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
  for (const [pattern, body] of answeredAtOnce)
    await page.route(pattern, (route) => route.fulfill({ json: body }));
  for (const [id, patterns] of Object.entries(heldCalls))
    for (const pattern of patterns) await calls.hold(page, id, pattern);
  return { calls, unexpected };
}

const problemTypes: Record<string, { slug: string; title: string }> = {
  NotFound: { slug: "not-found", title: "Not Found" },
  ServiceUnavailable: { slug: "service-unavailable", title: "Service Unavailable" },
  InvalidInput: { slug: "invalid-input", title: "Bad Request" },
};

/** The problem+json the API answers for one of the model's failures (checkoutProblems in the model). */
export function problemOf(error: unknown): { status: number; body: unknown } {
  const { _tag: tag, status, ...fields } = error as { _tag: string; status: number; detail: string };
  const problem = problemTypes[tag];
  if (!problem) throw new Error(`no problem+json for ${tag}`);
  return {
    status,
    body: { type: `https://sabia.dev/problems/${problem.slug}`, status, title: problem.title, ...fields },
  };
}

type ModelEventLike = EventObject & { priceListValueId?: number; method?: string };

/**
 * The event the page's own machine receives when the person does what a step says, or null when the page sends
 * nothing: the plan or method already chosen (its radio is already checked), a method the course does not sell,
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
      return event.method === context.method ||
        planForMethod(context.checkout, event.method as PaymentMethod) === null
        ? null
        : event;
    case "REMOVE_VOUCHER":
      return context.checkout?.voucher ? event : null;
    default:
      return event;
  }
}

const coverageItems = (coverage: CoverageRecorder) => [
  ...[...coverage.visitedStates].map((id) => `state ${id}`),
  ...[...coverage.takenTransitions].map((key) => `transition ${key}`),
  ...[...coverage.guardOutcomes].map((key) => `guard ${key}`),
];

/**
 * The paths to replay: fewest that together visit every state and take every transition and guard outcome the
 * whole set reaches (greedy set cover: most new items first, then fewer steps; then any path the others cover
 * is dropped). Each path is measured with the model runner's own executor and coverage recorder.
 */
export async function coveringPaths(model: MachineModel, paths: ModelPath[]) {
  const reached: Set<string>[] = [];
  for (const [index, path] of paths.entries()) {
    const coverage = new CoverageRecorder(model.machine);
    const result = await executePath(model, path, coverage);
    if (!result.ok) throw new Error(`${model.name} path ${index + 1}: ${result.failure}`);
    reached.push(new Set(coverageItems(coverage)));
  }
  const left = new Set(reached.flatMap((items) => [...items]));
  const gainOf = (index: number) => [...reached[index]!].filter((item) => left.has(item)).length;
  let chosen: number[] = [];
  while (left.size > 0) {
    const best = paths
      .map((_, index) => index)
      .reduce((a, b) =>
        gainOf(b) > gainOf(a) || (gainOf(b) === gainOf(a) && paths[b]!.steps.length < paths[a]!.steps.length)
          ? b
          : a,
      );
    chosen.push(best);
    for (const item of reached[best]!) left.delete(item);
  }
  for (const index of chosen.toSorted((a, b) => paths[b]!.steps.length - paths[a]!.steps.length)) {
    const others = chosen.filter((other) => other !== index);
    const covered = new Set(others.flatMap((other) => [...reached[other]!]));
    if ([...reached[index]!].every((item) => covered.has(item))) chosen = others;
  }
  return chosen.toSorted((a, b) => a - b).map((index) => ({ index, path: paths[index]! }));
}

/** Coverage of `paths` as the model runner measures it; with `asThePageDoes`, of the events the page sends. */
export async function coverageOf(
  model: MachineModel,
  paths: ModelPath[],
  asThePageDoes = false,
): Promise<MachineCoverage> {
  const coverage = new CoverageRecorder(model.machine);
  for (const path of paths) {
    let steps = path.steps;
    if (asThePageDoes) {
      const shadow = shadowOf(model.machine, path.input);
      steps = [];
      for (const step of path.steps) {
        const event = pageEventOf(step.event, shadow.actor.getSnapshot() as CheckoutSnapshot);
        if (event) steps.push({ event, expected: step.expected });
        await shadow.step(step.event);
      }
      shadow.actor.stop();
    }
    const result = await executePath(model, { input: path.input, steps }, coverage);
    if (!result.ok) throw new Error(`as the page does it, ${result.failure}`);
  }
  return coverage.report();
}
