import { expect, type Locator, type Page } from "./recorded-test.ts";
import { addressFields } from "#src/machines/subscription-checkout/slip-address.rules.ts";
import {
  connectSubscriptionCheckout,
  type PlanView,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { checkoutText as t, money, type CheckoutSnapshot } from "./checkout-replay.ts";
import { authText, expectFieldProblems } from "./identity-replay.ts";

type Snapshot = CheckoutSnapshot;
const noop = () => {};

/*
 * What the checkout page must show for a snapshot of the subscription-checkout machine (checkout-paths.spec.ts
 * checks it after every replayed step): the steps, the order summary, each step's controls and the confirmation.
 */

export const courseStep = (page: Page) => page.getByRole("region", { name: t("course.heading") });
export const paymentStep = (page: Page) =>
  page.getByRole("region", { name: t("payment.heading"), exact: true });
export const cardForm = (page: Page) => page.getByRole("form", { name: t("card.title") });

export const planLabel = (plan: PlanView) =>
  plan.paymentCondition === 2
    ? t("course.cashPlan", { total: money(plan.total) })
    : t("course.cardPlan", { count: plan.installments, value: money(plan.installmentValue) });

/** The card choice of step 1: up to the most installments, at what each would be. */
export const cardChoiceLabel = (cardPlans: PlanView[]) => {
  const most = cardPlans.reduce((best, plan) => (plan.installments > best.installments ? plan : best));
  return t("course.cardChoice", { count: most.installments, value: money(most.installmentValue) });
};

const enabled = (locator: Locator, isEnabled: boolean) => expect(locator).toBeEnabled({ enabled: isEnabled });
const shown = (locator: Locator, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);
const alertIn = async (scope: Locator, key: string | null) =>
  key ? expect(scope.getByRole("alert")).toHaveText(t(key)) : expect(scope.getByRole("alert")).toHaveCount(0);

/** What connect() says of the snapshot is what the page shows. */
export async function expectCheckoutUi(page: Page, snapshot: Snapshot) {
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
    // One line per discount (course, campaign, voucher) when the answer tells them apart, else their sum.
    const { breakdown, campaign, voucher } = api.summary;
    const discountLines: [string, number][] = breakdown
      ? [
          [t("summary.courseDiscount"), breakdown.course],
          [campaign ? t("summary.campaignLine", campaign) : t("summary.discounts"), breakdown.campaign],
          [voucher ? t("summary.voucher", voucher) : t("summary.discounts"), breakdown.voucher],
        ]
      : [[t("summary.discounts"), api.summary.discounts]];
    for (const [label, value] of discountLines)
      if (value > 0 && api.summary.discounts > 0)
        await expect(amount(escapeRegExp(label))).toHaveText(`−${money(value)}`);
    if (voucher && !(breakdown && breakdown.voucher > 0))
      await expect(summary.getByText(t("summary.voucher", voucher), { exact: true })).toHaveCount(0);
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
  // How to pay first (issue 28): one radio per cash plan, one for the card; the card's installments in a select.
  const choices = [
    ...step.cashPlans.map((plan) => ({
      radio: region.getByRole("radio", { name: planLabel(plan), exact: true }),
      checked: step.selectedPlanId === plan.priceListValueId,
    })),
    ...(step.cardChoiceId === null
      ? []
      : [
          {
            radio: region.getByRole("radio", { name: cardChoiceLabel(step.cardPlans) }),
            checked: step.cardChosen,
          },
        ]),
  ];
  for (const [index, choice] of choices.entries()) {
    await expect(choice.radio).toBeChecked({ checked: choice.checked });
    if (planRequired && index === 0)
      await expect(choice.radio).toHaveAccessibleDescription(t("course.planRequired"));
    else await expect(choice.radio).not.toHaveAttribute("aria-invalid", "true");
  }
  await expect(region.getByRole("radio")).toHaveCount(choices.length);
  const installments = region.getByLabel(t("course.installments"));
  if (!step.cardChosen) await expect(installments).toHaveCount(0);
  else {
    await expect(installments.locator("option")).toHaveCount(step.cardPlans.length);
    await expect(installments).toHaveValue(String(step.selectedPlanId));
  }
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
  const credit = region.getByRole("checkbox", { name: /^Usar meu crédito de / });
  if (!step.credit) await expect(credit).toHaveCount(0);
  else {
    await expect(credit).toHaveAccessibleName(t("credit.use", { amount: money(step.credit.usable) }));
    await expect(credit).toBeChecked({ checked: step.credit.used > 0 });
  }
  await enabled(region.getByRole("button", { name: t("course.continue") }), !step.isBusy);
}

async function expectPaymentStep(page: Page, step: NonNullable<Api["paymentStep"]>, total: number) {
  const region = paymentStep(page);
  const busy = step.isPreparing || step.isSwitchingPlan;
  await expect(region).toHaveAttribute("aria-busy", String(busy));
  await alertIn(region, step.failureKey);
  // A choice only between the methods of step 1's choice (Pix or boleto for cash); one method needs none.
  const methodChoices = step.methods.length > 1 ? step.methods : [];
  await expect(region.getByRole("radio")).toHaveCount(methodChoices.length);
  for (const method of methodChoices) {
    const radio = region.getByRole("radio", { name: t(`payment.${method}`), exact: true });
    await expect(radio).toBeChecked({ checked: step.method === method });
    // The machine takes no method while the step is busy or paying: the choice is closed meanwhile.
    await enabled(radio, !busy && !step.isPaying);
  }
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
    if (step.method === "boleto" && step.slipNeedsAddress) {
      // A registered boleto (issue 26): the payer's address form, each problem on its own field.
      const address = region.getByRole("form", { name: t("address.title") });
      await expectFieldProblems(
        address,
        step.addressProblems,
        Object.fromEntries(addressFields.map((field) => [field, t(`address.${field}`)])),
        t,
      );
      const pay = step.isPaying ? t("payment.paying") : t("payment.paySlip", { total: money(total) });
      await enabled(address.getByRole("button", { name: pay }), !step.isPaying && !step.isSwitchingPlan);
    } else if (step.method) {
      await expect(region.getByText(t(`payment.${step.method}Hint`))).toBeVisible();
      const key = step.method === "pix" ? "payment.payPix" : "payment.paySlip";
      const pay = step.isPaying ? t("payment.paying") : t(key, { total: money(total) });
      await enabled(region.getByRole("button", { name: pay }), !step.isPaying && !busy);
    }
  }
  await enabled(region.getByRole("button", { name: t("payment.back") }), !step.isPaying && !busy);
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
    ...(status === "cardDenied"
      ? [t(`card.denied.${(payment?.method === "card" && payment.denialReason) || "other"}`)]
      : []),
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
