import { expect, test, type Locator, type Page } from "./recorded-test.ts";
import { generatePaths } from "#model-tests/paths.ts";
import {
  checkoutProblems,
  subscriptionCheckoutModel,
} from "#model-tests/models/subscription-checkout.model.ts";
import type { subscriptionCheckoutMachine } from "#src/machines/subscription-checkout/subscription-checkout.machine.ts";
import { cardChoice, planFits } from "#src/machines/subscription-checkout/subscription-checkout.rules.ts";
import type {
  CardForm,
  Checkout,
  PaidCheck,
  PricedCheckout,
  SubscriptionCheckoutEvent,
  SubscriptionCheckoutInput,
} from "#src/machines/subscription-checkout/subscription-checkout.types.ts";
import { cardForm, courseStep, expectCheckoutUi, paymentStep, planLabel } from "./checkout-expectations.ts";
import { openCheckoutFromCoursePage, signInToCheckout } from "./checkout-support.ts";
import { answering, formatCoverage, signedInOncePerWorker, type ReplayStep } from "./model-replay.ts";
import {
  checkoutText as t,
  coverageOf,
  coveringPaths,
  holdCheckoutCalls,
  pageEventOf,
  problemOf,
  type CheckoutSnapshot,
} from "./checkout-replay.ts";
import { shadowOf, withCaptcha, type HeldCalls } from "./identity-replay.ts";

/*
 * subscription-checkout's model paths replayed on the real /checkout/{product} page, as identity-paths.spec.ts does
 * for sign-in: a signed-in person opens the course page and its "Comprar agora"; the checkout's API calls are held
 * (checkout-replay.ts) and answered as each path's done/error step says; after every step the page must show what
 * connect() of the machine's expected snapshot says. Paid checks are answered when the path says (paid, expired,
 * denied or 404), never "still pending", so the page's real 3-second poll interval is never waited for.
 *
 * Why a subset: the model has 106 paths (`npm run test:model subscription-checkout` runs them all against the
 * machine in about a second). In Chromium each path opens two pages and checks the page after each of its ~6
 * steps, 1.5–3 s a path on this 2-core machine; all 106 would take 4–5 minutes of CI for little more than a
 * covering subset gives. So the replay takes the fewest paths (about a third, ~215 steps, ~1.5 minutes on one
 * worker) that together visit every state and take every transition and guard outcome the 106 reach
 * (coveringPaths: greedy set cover over what the model runner's own coverage recorder measures), and the first
 * test prints that coverage, and what the events the page itself sends reach, and fails if a state, transition or
 * guard outcome is missed. The subset is computed from the model each run, so it follows the machine and the model.
 */
const model = subscriptionCheckoutModel;
const allPaths = generatePaths(model);
const replayed = await coveringPaths(model, allPaths);

type Snapshot = CheckoutSnapshot;
type Step = ReplayStep;
type Executor = (page: Page, calls: HeldCalls, step: Step, before: Snapshot) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof subscriptionCheckoutMachine)["provide"]>[0]["actors"]>;

const checkoutOf = (output: PricedCheckout) => output.checkout;

async function fillCard(form: Locator, card: CardForm) {
  await form.getByLabel(t("card.number")).fill(card.number);
  await form.getByLabel(t("card.holder")).fill(card.holder);
  await form.getByLabel(t("card.expiry")).fill(card.expiry);
  await form.getByLabel(t("card.cvv")).fill(card.cvv);
}

/**
 * One executor per event of the checkout model, doing what the person does on the page (or answering the call the
 * page made); a new event or actor without one fails to compile. Where the page sends nothing (pageEventOf) the
 * person's gesture is still made when the page offers one (the radio already checked) or the control's absence is
 * checked; the UI check after the step then says the page did not change, as the machine would not.
 */
const executors = {
  RETRY: (page) => page.getByRole("button", { name: t("loadFailed.retry") }).click(),
  CHOOSE_PLAN: async (page, _calls, step, before) => {
    const { priceListValueId } = step as unknown as Extract<
      SubscriptionCheckoutEvent,
      { type: "CHOOSE_PLAN" }
    >;
    const plan = before.context.checkout!.course.plans.find((p) => p.priceListValueId === priceListValueId)!;
    if (before.matches("course")) {
      const step1 = courseStep(page);
      if (plan.paymentCondition === 2)
        return step1.getByRole("radio", { name: planLabel(plan), exact: true }).click();
      // The card: its radio saves the step's card choice; another count of installments is the select's.
      const installments = step1.getByLabel(t("course.installments"));
      if ((await installments.count()) > 0) return installments.selectOption(String(priceListValueId));
      const cardPlans = before.context.checkout!.course.plans.filter((p) => p.paymentCondition === 1);
      expect(cardChoice(cardPlans, null)?.priceListValueId, "the card radio saves this plan").toBe(
        priceListValueId,
      );
      return step1.getByRole("radio", { name: /^Cartão de crédito em até / }).click();
    }
    if (before.context.method === "card")
      return cardForm(page).getByLabel(t("card.installments")).selectOption(String(priceListValueId));
    // Pix or boleto: the payment step offers no plan (the method is the plan), and the cash plan is already chosen.
    expect(pageEventOf(step, before), "no control on the payment step chooses another plan").toBeNull();
    await expect(page.getByLabel(t("card.installments"))).toHaveCount(0);
  },
  APPLY_VOUCHER: async (page, _calls, step) => {
    await courseStep(page).getByLabel(t("course.voucher")).fill(String(step["tag"]));
    await courseStep(page)
      .getByRole("button", { name: t("course.applyVoucher") })
      .click();
  },
  REMOVE_VOUCHER: async (page, _calls, step, before) => {
    const button = courseStep(page).getByRole("button", { name: t("course.removeVoucher") });
    if (pageEventOf(step, before)) return button.click();
    await expect(button).toHaveCount(0);
  },
  // Refund credit (ADR 047): the checkbox uses it all (the held call answers as the path says) or gives it back;
  // the amount field takes part of it, and something that is not an amount is refused on the page.
  USE_CREDIT: async (page, _calls, step) => {
    const { amount } = step as unknown as Extract<SubscriptionCheckoutEvent, { type: "USE_CREDIT" }>;
    const region = courseStep(page);
    // The box follows the server (ticked once the answer says the credit is used): a click, not check().
    if (amount >= 0) return region.getByRole("checkbox", { name: /^Usar meu crédito de / }).click();
    await region.getByLabel(t("credit.amount")).fill("muito");
    await region.getByRole("button", { name: t("credit.apply") }).click();
  },
  CONTINUE: (page) =>
    courseStep(page)
      .getByRole("button", { name: t("course.continue") })
      .click(),
  BACK: (page) =>
    paymentStep(page)
      .getByRole("button", { name: t("payment.back") })
      .click(),
  SELECT_METHOD: async (page, _calls, step, before) => {
    const { method } = step as unknown as Extract<SubscriptionCheckoutEvent, { type: "SELECT_METHOD" }>;
    const radio = paymentStep(page).getByRole("radio", { name: t(`payment.${method}`), exact: true });
    // Only the methods of step 1's choice are offered (Pix and boleto for cash, none to choose for the card).
    if (!planFits(before.context.checkout, method)) return expect(radio).toHaveCount(0);
    await radio.click();
  },
  PAY: async (page, _calls, step, before) => {
    const event = step as unknown as Extract<SubscriptionCheckoutEvent, { type: "PAY" }>;
    if (before.context.method !== "card") {
      // A registered boleto's payer address (issue 26), typed as the person would; without one the page names
      // each missing field.
      for (const [field, value] of Object.entries(event.address ?? {}))
        await paymentStep(page)
          .getByLabel(t(`address.${field}`), { exact: true })
          .fill(value);
      return paymentStep(page)
        .getByRole("button", { name: /^Gerar (código Pix|boleto) de / })
        .click();
    }
    const form = cardForm(page);
    await fillCard(form, event.card ?? { number: "", holder: "", expiry: "", cvv: "" });
    const submit = () => form.getByRole("button", { name: /^Pagar / }).click();
    if (before.context.captchaRequired) await withCaptcha(page, Boolean(event.captcha), submit);
    else await submit();
  },
  RENEW_PIX: (page) => page.getByRole("button", { name: t("pix.renew") }).click(),
  CHANGE_METHOD: (page, _calls, _step, before) =>
    page
      .getByRole("button", {
        name: t(
          before.matches({ confirmation: "cardDenied" }) ? "card.tryAgain" : "confirmation.changeMethod",
        ),
      })
      .click(),
  CHECK_AGAIN: (page) => page.getByRole("button", { name: t("confirmation.checkAgain") }).click(),
  // Spec §8: create-or-recover failures are logged and give no subscription; the page's actor then answers null,
  // so a failing call stands for both a null answer and the machine's (defensive) error transition.
  "xstate.done.actor.createOrRecover": (_page, calls, step) =>
    calls.answer(
      "createOrRecover",
      typeof step.output === "number"
        ? { status: 200, body: { subscriptionId: step.output } }
        : problemOf(checkoutProblems.unavailable),
    ),
  "xstate.error.actor.createOrRecover": (_page, calls, step) =>
    calls.answer("createOrRecover", problemOf(step.error)),
  ...answering("loadCheckout", checkoutOf),
  ...answering("reassociateDiscounts", checkoutOf),
  ...answering("campaignDiscount", (campaign: Checkout["campaign"]) => ({ campaign })),
  ...answering("choosePlan", checkoutOf),
  ...answering("applyVoucher", checkoutOf),
  ...answering("removeVoucher", checkoutOf),
  ...answering("useCredit", checkoutOf),
  ...answering("paymentCaptcha", (required: boolean) => ({
    required,
    challengePath: "/api/captcha/challenge",
  })),
  ...answering("pay", (answer: Checkout) => answer),
  ...answering("watchPayment", (check: PaidCheck) => check),
  ...answering("renewPix", (answer: Checkout) => answer),
} satisfies Record<
  // The CRM deal never ends a state (spec §8: its failures are logged only), so no step completes it.
  SubscriptionCheckoutEvent["type"] | `xstate.${"done" | "error"}.actor.${Exclude<ActorId, "updateDeal">}`,
  Executor
>;

/** Signed in as a person does it, once per worker: the checkout's "Entrar para comprar", then back. */
const signedIn = signedInOncePerWorker((page, request) =>
  signInToCheckout(page, request, (model.inputs![0] as SubscriptionCheckoutInput).product, "replay"),
);

test.describe("subscription-checkout model paths in Chromium", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover the machine`, async () => {
    const paths = replayed.map(({ path }) => path);
    const modelCoverage = await coverageOf(model, paths);
    const pageCoverage = await coverageOf(model, paths, true);
    const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
    console.log(
      [
        `subscription-checkout: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")} (${steps} steps)`,
        `  model coverage:      states ${formatCoverage(modelCoverage.states)}, transitions ${formatCoverage(modelCoverage.transitions)}, guard outcomes ${formatCoverage(modelCoverage.guardOutcomes)}`,
        `  events the page sent: states ${formatCoverage(pageCoverage.states)}, transitions ${formatCoverage(pageCoverage.transitions)}, guard outcomes ${formatCoverage(pageCoverage.guardOutcomes)}`,
        ...[...pageCoverage.transitions.missing, ...pageCoverage.guardOutcomes.missing].map(
          (key) => `    not sent by the page: ${key}`,
        ),
      ].join("\n"),
    );
    expect([
      modelCoverage.states.missing,
      modelCoverage.transitions.missing,
      modelCoverage.guardOutcomes.missing,
    ]).toEqual([[], [], []]);
    // What the page does not send (pageEventOf) are events its controls never offer there; every state is reached.
    expect(pageCoverage.states.missing).toEqual([]);
  });

  for (const { index, path } of replayed) {
    const input = path.input as SubscriptionCheckoutInput;
    const last = path.steps.at(-1);
    const title = `path ${index + 1}: ${last ? `${last.event.type} → ${JSON.stringify(last.expected)}` : "signed out"}`;
    (input.signedIn ? signedIn : test)(title, async ({ page }) => {
      const { calls, unexpected } = await holdCheckoutCalls(page);
      const shadow = shadowOf(model.machine, input);
      await openCheckoutFromCoursePage(page, input.product);
      await expectCheckoutUi(page, shadow.actor.getSnapshot() as Snapshot);
      for (const step of path.steps) {
        const before = shadow.actor.getSnapshot() as Snapshot;
        const event = step.event as Step;
        await executors[event.type as keyof typeof executors](page, calls, event, before);
        const snapshot = (await shadow.step(event)) as Snapshot;
        expect(JSON.stringify(snapshot.value)).toBe(JSON.stringify(step.expected));
        await expectCheckoutUi(page, snapshot);
      }
      expect(unexpected, "checkout calls the replay did not hold").toEqual([]);
    });
  }
});
