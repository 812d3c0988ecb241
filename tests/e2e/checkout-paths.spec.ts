import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { percent, type CoverageCounts } from "../../model-tests/coverage.ts";
import { generatePaths } from "../../model-tests/paths.ts";
import {
  checkoutProblems,
  subscriptionCheckoutModel,
} from "../../model-tests/models/subscription-checkout.model.ts";
import {
  connectSubscriptionCheckout,
  type PlanView,
} from "../../src/machines/subscription-checkout/subscription-checkout.connect.ts";
import type { subscriptionCheckoutMachine } from "../../src/machines/subscription-checkout/subscription-checkout.machine.ts";
import { planForMethod } from "../../src/machines/subscription-checkout/subscription-checkout.rules.ts";
import type {
  CardForm,
  Checkout,
  PaidCheck,
  PricedCheckout,
  SubscriptionCheckoutEvent,
  SubscriptionCheckoutInput,
} from "../../src/machines/subscription-checkout/subscription-checkout.types.ts";
import { openCheckoutFromCoursePage, signInToCheckout } from "./checkout-support.ts";
import {
  checkoutText as t,
  coverageOf,
  coveringPaths,
  holdCheckoutCalls,
  money,
  pageEventOf,
  problemOf,
  type CheckoutSnapshot,
  type HeldActor,
} from "./checkout-replay.ts";
import { authText, expectFieldProblems, shadowOf, withCaptcha, type HeldCalls } from "./identity-replay.ts";

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
type Step = { type: string; output?: unknown; error?: unknown } & Record<string, unknown>;
type Executor = (page: Page, calls: HeldCalls, step: Step, before: Snapshot) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof subscriptionCheckoutMachine)["provide"]>[0]["actors"]>;

const noop = () => {};
const courseStep = (page: Page) => page.getByRole("region", { name: t("course.heading") });
const paymentStep = (page: Page) => page.getByRole("region", { name: t("payment.heading"), exact: true });
const cardForm = (page: Page) => page.getByRole("form", { name: t("card.title") });

const planLabel = (plan: PlanView) =>
  plan.paymentCondition === 2
    ? t("course.cashPlan", { total: money(plan.total) })
    : t("course.cardPlan", { count: plan.installments, value: money(plan.installmentValue) });

/** A done step answers the held call with `body(output)`; an error step with the problem the API answers. */
function answering<Id extends HeldActor>(id: Id, body: (output: never) => unknown) {
  return {
    [`xstate.done.actor.${id}`]: (_page: Page, calls: HeldCalls, step: Step) =>
      calls.answer(id, { status: 200, body: body(step.output as never) }),
    [`xstate.error.actor.${id}`]: (_page: Page, calls: HeldCalls, step: Step) =>
      calls.answer(id, problemOf(step.error)),
  } as unknown as Record<`xstate.${"done" | "error"}.actor.${Id}`, Executor>;
}
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
    if (before.matches("course"))
      return courseStep(page)
        .getByRole("radio", { name: planLabel(plan), exact: true })
        .click();
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
    // A method the course's plans do not allow (no cash plan: no Pix or boleto) is not offered.
    if (planForMethod(before.context.checkout, method) === null) return expect(radio).toHaveCount(0);
    await radio.click();
  },
  PAY: async (page, _calls, step, before) => {
    const event = step as unknown as Extract<SubscriptionCheckoutEvent, { type: "PAY" }>;
    if (before.context.method !== "card")
      return paymentStep(page)
        .getByRole("button", { name: /^Gerar (código Pix|boleto) de / })
        .click();
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

const enabled = (locator: Locator, isEnabled: boolean) => expect(locator).toBeEnabled({ enabled: isEnabled });
const shown = (locator: Locator, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);
const alertIn = async (scope: Locator, key: string | null) =>
  key ? expect(scope.getByRole("alert")).toHaveText(t(key)) : expect(scope.getByRole("alert")).toHaveCount(0);

/** What connect() says of the snapshot is what the page shows. */
async function expectCheckoutUi(page: Page, snapshot: Snapshot) {
  const api = connectSubscriptionCheckout(snapshot, noop);
  const main = page.getByRole("main");
  await expect(
    page.getByRole("navigation", { name: t("stepper.label") }).locator('[aria-current="step"]'),
  ).toContainText(t(`stepper.${api.step}`));

  const summary = page.getByRole("complementary", { name: t("summary.title") });
  const amount = (label: string) =>
    summary.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  if (api.summary) {
    await expect(summary.getByText(api.course!.name, { exact: true })).toBeVisible();
    await expect(amount(t("summary.total"))).toHaveText(money(api.summary.total));
    await expect(amount(t("summary.subtotal"))).toHaveText(money(api.summary.subtotal));
    await expect(summary).toContainText(t("summary.transaction", { number: api.summary.transactionNumber }));
    const discountLabel = api.summary.voucher
      ? t("summary.voucher", api.summary.voucher)
      : t("summary.discounts");
    await shown(summary.getByText(discountLabel, { exact: true }), api.summary.discounts > 0);
  } else await expect(summary.getByText(/^Pedido /)).toHaveCount(0);

  switch (api.screen) {
    case "loading":
      return expect(main.getByRole("status")).toHaveText(t("loading"));
    case "signedOut":
      await expect(main.getByRole("heading", { level: 2, name: t("signedOut.heading") })).toBeVisible();
      await expect(main.getByRole("link", { name: t("signedOut.signIn") })).toBeVisible();
      return expect(main.getByRole("link", { name: t("signedOut.fastBuy") })).toBeVisible();
    case "loadFailed":
      await expect(main.getByRole("heading", { level: 2, name: t("loadFailed.heading") })).toBeVisible();
      await alertIn(main, "loadFailed.message");
      return expect(main.getByRole("button", { name: t("loadFailed.retry") })).toBeEnabled();
    case "unavailable":
      await expect(main.getByRole("heading", { level: 2, name: t("unavailable.heading") })).toBeVisible();
      return alertIn(main, "unavailable.message");
    case "course":
      return expectCourseStep(page, api.courseStep!);
    case "payment":
      return expectPaymentStep(page, api.paymentStep!, api.summary!.total);
    case "confirmation":
      return expectConfirmation(page, api.confirmation!, api.course!.name);
  }
}

type Api = ReturnType<typeof connectSubscriptionCheckout>;

async function expectCourseStep(page: Page, step: NonNullable<Api["courseStep"]>) {
  const region = courseStep(page);
  const planRequired = step.failureKey === "course.planRequired";
  await alertIn(region, planRequired ? null : step.failureKey);
  await expect(region.getByRole("group", { name: t("course.plans") })).toHaveAttribute(
    "aria-busy",
    String(step.isChoosingPlan),
  );
  for (const [index, plan] of step.plans.entries()) {
    const radio = region.getByRole("radio", { name: planLabel(plan), exact: true });
    await expect(radio).toBeChecked({ checked: step.selectedPlanId === plan.priceListValueId });
    if (planRequired && index === 0)
      await expect(radio).toHaveAccessibleDescription(t("course.planRequired"));
    else await expect(radio).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(region.getByRole("radio")).toHaveCount(step.plans.length);
  await shown(region.getByText(t("course.saving")), step.isChoosingPlan);
  if (step.voucher) {
    await expect(region.getByText(t("course.voucherApplied", step.voucher))).toBeVisible();
    await enabled(region.getByRole("button", { name: t("course.removeVoucher") }), !step.isRemovingVoucher);
  } else {
    await expectFieldProblems(
      region,
      { voucher: step.voucherProblemKey ?? undefined },
      { voucher: t("course.voucher") },
      t,
    );
    const apply = t(step.isApplyingVoucher ? "course.applying" : "course.applyVoucher");
    await enabled(region.getByRole("button", { name: apply }), !step.isApplyingVoucher);
  }
  await enabled(region.getByRole("button", { name: t("course.continue") }), !step.isChoosingPlan);
}

async function expectPaymentStep(page: Page, step: NonNullable<Api["paymentStep"]>, total: number) {
  const region = paymentStep(page);
  const busy = step.isPreparing || step.isSwitchingPlan;
  await expect(region).toHaveAttribute("aria-busy", String(busy));
  await alertIn(region, step.failureKey);
  await expect(region.getByRole("radio")).toHaveCount(step.methods.length);
  for (const method of step.methods)
    await expect(region.getByRole("radio", { name: t(`payment.${method}`), exact: true })).toBeChecked({
      checked: step.method === method,
    });
  await shown(region.getByText(t("payment.preparing")), busy);
  const form = cardForm(page);
  const captcha = page.getByRole("checkbox", { name: authText("captcha.label") });
  if (step.method === "card") {
    await expectFieldProblems(
      form,
      step.problems,
      {
        number: t("card.number"),
        holder: t("card.holder"),
        expiry: t("card.expiry"),
        cvv: t("card.cvv"),
        ...(step.captchaRequired ? { captcha: authText("captcha.label") } : {}),
      },
      t,
    );
    if (!step.captchaRequired) await expect(captcha).toHaveCount(0);
    const installments = form.getByLabel(t("card.installments"));
    await expect(installments.locator("option")).toHaveCount(step.cardPlans.length);
    await expect(installments).toHaveValue(String(step.selectedPlanId));
    await enabled(installments, !step.isSwitchingPlan);
    const pay = step.isPaying ? t("payment.paying") : t("payment.payCard", { total: money(total) });
    await enabled(form.getByRole("button", { name: pay }), !step.isPaying && !step.isSwitchingPlan);
  } else {
    await expect(form).toHaveCount(0);
    await expect(captcha).toHaveCount(0);
    if (step.method) {
      await expect(region.getByText(t(`payment.${step.method}Hint`))).toBeVisible();
      const key = step.method === "pix" ? "payment.payPix" : "payment.paySlip";
      const pay = step.isPaying ? t("payment.paying") : t(key, { total: money(total) });
      await enabled(region.getByRole("button", { name: pay }), !step.isPaying && !busy);
    }
  }
  await enabled(region.getByRole("button", { name: t("payment.back") }), !step.isPaying);
}

async function expectConfirmation(
  page: Page,
  confirmation: NonNullable<Api["confirmation"]>,
  course: string,
) {
  const { status, payment } = confirmation;
  const heading =
    status === "paid"
      ? "paid.heading"
      : payment?.method === "pix"
        ? "pix.heading"
        : payment?.method === "boleto"
          ? "slip.heading"
          : status === "cardDenied"
            ? "card.deniedHeading"
            : "card.pendingHeading";
  const region = page.getByRole("region", { name: t(heading) });
  await expect(region).toBeVisible();
  const pixExpired = status === "pixExpired" || status === "renewingPix";
  const alerts = [
    ...(pixExpired ? [t(confirmation.failureKey ?? "pix.expired")] : []),
    ...(status === "cardDenied" ? [t("card.denied")] : []),
    ...(status === "watchInterrupted" ? [t("confirmation.watchInterrupted")] : []),
  ];
  await expect(region.getByRole("alert")).toHaveText(alerts);
  if (status === "paid") {
    await expect(region.getByText(t("paid.bought", { course }))).toBeVisible();
    if (payment?.method === "card")
      await expect(region).toContainText(
        t("paid.card", {
          brand: t(`card.brands.${payment.brand}`),
          last4: payment.last4,
          count: payment.installments,
          value: money(payment.installmentValue),
        }),
      );
    else await expect(region).toContainText(t(payment?.method === "boleto" ? "paid.boleto" : "paid.pix"));
  } else if (payment?.method === "pix") {
    await shown(region.getByRole("img", { name: t("pix.qrAlt") }), !pixExpired);
    if (!pixExpired) await expect(region.getByLabel(t("pix.copyPaste"))).toHaveValue(payment.copyPaste);
    else
      await enabled(
        region.getByRole("button", { name: t(status === "renewingPix" ? "pix.renewing" : "pix.renew") }),
        status !== "renewingPix",
      );
  } else if (payment?.method === "boleto")
    await expect(region.getByRole("link", { name: t("slip.open") })).toHaveAttribute(
      "href",
      `/boleto/${confirmation.subscriptionId}`,
    );
  await shown(
    region.getByRole("button", { name: t("confirmation.checkAgain") }),
    status === "watchInterrupted",
  );
  const changeMethod = t(status === "cardDenied" ? "card.tryAgain" : "confirmation.changeMethod");
  await shown(
    region.getByRole("button", { name: changeMethod }),
    status !== "paid" && status !== "awaitingCard",
  );
}

// ---------------------------------------------------------------- the tests

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** Signed in as a person does it, once per worker: the checkout's "Entrar para comprar", then back. */
const signedIn = test.extend<{}, { signedInState: StorageState }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale });
      const page = await context.newPage();
      const product = (model.inputs![0] as SubscriptionCheckoutInput).product;
      await signInToCheckout(page, context.request, product, "replay");
      await use(await context.storageState());
      await context.close();
    },
    { scope: "worker" },
  ],
  storageState: ({ signedInState }, use) => use(signedInState),
});

const format = (counts: CoverageCounts) =>
  `${counts.covered}/${counts.total} (${percent(counts).toFixed(0)} %)`;

test.describe("subscription-checkout model paths in Chromium", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover the machine`, async () => {
    const paths = replayed.map(({ path }) => path);
    const modelCoverage = await coverageOf(model, paths);
    const pageCoverage = await coverageOf(model, paths, true);
    const steps = paths.reduce((sum, path) => sum + path.steps.length, 0);
    console.log(
      [
        `subscription-checkout: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")} (${steps} steps)`,
        `  model coverage:      states ${format(modelCoverage.states)}, transitions ${format(modelCoverage.transitions)}, guard outcomes ${format(modelCoverage.guardOutcomes)}`,
        `  events the page sent: states ${format(pageCoverage.states)}, transitions ${format(pageCoverage.transitions)}, guard outcomes ${format(pageCoverage.guardOutcomes)}`,
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
