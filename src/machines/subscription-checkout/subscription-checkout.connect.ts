import { slipNeedsAddress, type AddressForm, type AddressProblems } from "./slip-address.rules.ts";
import type { SnapshotFrom } from "xstate";
import {
  pricedPlans,
  toCheckoutCourse,
  toPaymentView,
  toSummary,
  type CheckoutCourseView,
  type CheckoutSummaryView,
  type PaymentView,
  type PlanView,
} from "./checkout-view-model.ts";
import { creditApi, type CreditApi } from "./checkout-credit.connect.ts";
import {
  cardChoice,
  conditionOf,
  offeredMethods,
  offeredPlans,
  planFits,
} from "./subscription-checkout.rules.ts";
import type { CardGateway } from "#src/services/api/checkout-schemas.ts";
import type { subscriptionCheckoutMachine } from "./subscription-checkout.machine.ts";
import type {
  CardForm,
  CardProblems,
  PaymentMethod,
  SubscriptionCheckoutEvent,
} from "./subscription-checkout.types.ts";

export type {
  CreditApi,
  CardForm,
  CardProblems,
  CheckoutCourseView,
  CheckoutSummaryView,
  PaymentMethod,
  PaymentView,
  PlanView,
};

export type CheckoutScreen =
  "loading" | "signedOut" | "loadFailed" | "unavailable" | "course" | "payment" | "confirmation";
export type CheckoutStep = "course" | "payment" | "confirmation";
export type ConfirmationStatus =
  | "awaitingPix"
  | "pixExpired"
  | "renewingPix"
  | "slipIssued"
  | "awaitingCard"
  | "cardDenied"
  | "watchInterrupted"
  | "paid";

export interface CourseStepApi {
  /**
   * How to pay comes first (issue 28): each cash plan (Pix or boleto) is a choice, and the card is one choice whose
   * installments are then picked from `cardPlans`.
   */
  cashPlans: PlanView[];
  cardPlans: PlanView[];
  /** The plan picking "card" saves: the card plan already chosen, else one installment, else the first. */
  cardChoiceId: number | null;
  /** The chosen plan is a card plan: the installments select shows. */
  cardChosen: boolean;
  selectedPlanId: number | null;
  isChoosingPlan: boolean;
  /** Something of this step is being saved (a plan, a voucher, a credit): continuing waits for it. */
  isBusy: boolean;
  isApplyingVoucher: boolean;
  isRemovingVoucher: boolean;
  voucher: { tag: string; percent: number } | null;
  /** i18n keys (checkout namespace). */
  voucherProblemKey: string | null;
  /** Refund credit to use on this purchase (ADR 047); null when the person has none. */
  credit: CreditApi | null;
  failureKey: string | null;
  choosePlan(priceListValueId: number): void;
  applyVoucher(tag: string): void;
  removeVoucher(): void;
  continue(): void;
}

export interface PaymentStepApi {
  method: PaymentMethod | null;
  /**
   * The methods the store takes that pay the plan chosen in step 1 (cash: Pix and boleto; card: the card), so this
   * step does not ask the question step 1 asked.
   */
  methods: PaymentMethod[];
  /**
   * The chosen method goes to the payments sandbox: the page says no charge is real beside the pay button
   * (ADR 046). Card and boleto are real when a gateway takes them, even while Pix stays on the sandbox.
   */
  demo: boolean;
  /** Who tokenizes the card, while the card form shows (its script loads then only); else null. */
  cardGateway: CardGateway | null;
  /** The card plans (installments), for the card form's installments choice. */
  cardPlans: PlanView[];
  selectedPlanId: number | null;
  captchaRequired: boolean;
  isPreparing: boolean;
  isSwitchingPlan: boolean;
  isPaying: boolean;
  problems: CardProblems;
  failureKey: string | null;
  selectMethod(method: PaymentMethod): void;
  choosePlan(priceListValueId: number): void;
  pay(card?: CardForm, captcha?: string | null): void;
  /** The boleto is registered at a gateway: the step asks for the payer's address (filled from the CEP). */
  slipNeedsAddress: boolean;
  addressProblems: AddressProblems;
  payBySlip(address: AddressForm): void;
  back(): void;
}

export interface ConfirmationApi {
  status: ConfirmationStatus;
  payment: PaymentView | null;
  subscriptionId: number;
  failureKey: string | null;
  renewPix(): void;
  changeMethod(): void;
  checkAgain(): void;
}

export interface SubscriptionCheckoutApi {
  screen: CheckoutScreen;
  /** Why the checkout could not start, when the page has words for it (i18n key), else null. */
  loadFailureKey: string | null;
  /** The stepper's current step (course while loading). */
  step: CheckoutStep;
  /** The course as the server's checkout has it; null until loaded (the page shows the server-rendered one). */
  course: CheckoutCourseView | null;
  summary: CheckoutSummaryView | null;
  /** Spec §8: the price changed since the last visit; the new total. */
  priceChangedTo: number | null;
  courseStep: CourseStepApi | null;
  paymentStep: PaymentStepApi | null;
  confirmation: ConfirmationApi | null;
  retry(): void;
}

type Snapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>;
type Send = (event: SubscriptionCheckoutEvent) => void;

const screenOf = (snapshot: Snapshot): CheckoutScreen =>
  snapshot.matches("signedOut")
    ? "signedOut"
    : snapshot.matches("loadFailed")
      ? "loadFailed"
      : snapshot.matches("unavailable")
        ? "unavailable"
        : snapshot.matches("course")
          ? "course"
          : snapshot.matches("payment")
            ? "payment"
            : snapshot.matches("confirmation")
              ? "confirmation"
              : "loading";

const confirmationStatuses: ConfirmationStatus[] = [
  "awaitingPix",
  "pixExpired",
  "renewingPix",
  "slipIssued",
  "awaitingCard",
  "cardDenied",
  "watchInterrupted",
  "paid",
];

/**
 * The stepper's step (issue 28): a Pix code, a slip or a card in review is still the payment step — "Pagamento"
 * reads "concluída" only once the purchase is paid, and "Confirmação" is current only then.
 */
function stepOf(snapshot: Snapshot, screen: CheckoutScreen): CheckoutStep {
  if (screen === "confirmation")
    return snapshot.matches({ confirmation: "paid" }) ? "confirmation" : "payment";
  return screen === "payment" ? "payment" : "course";
}

export function connectSubscriptionCheckout(
  snapshot: Snapshot,
  send: Send,
  /** The platform's clock (spec §3); the PAY event carries its moment. */
  now: () => Date = () => new Date(),
): SubscriptionCheckoutApi {
  const { context } = snapshot;
  const screen = screenOf(snapshot);
  const checkout = context.checkout;
  const plans = checkout
    ? offeredPlans(checkout, pricedPlans(toCheckoutCourse(checkout.course).plans, checkout.planPrices))
    : [];
  const selectedPlanId = context.pendingPlanId ?? checkout?.plan?.priceListValueId ?? null;
  const cardPlans = plans.filter((plan) => plan.paymentCondition === conditionOf("card"));
  const selectedPlan = plans.find((plan) => plan.priceListValueId === selectedPlanId) ?? null;
  const voucher = checkout?.voucher ? { tag: checkout.voucher.tag, percent: checkout.voucher.percent } : null;
  const choosePlan = (priceListValueId: number) => send({ type: "CHOOSE_PLAN", priceListValueId });
  const changeMethod = () => send({ type: "CHANGE_METHOD" });
  return {
    screen,
    loadFailureKey: screen === "loadFailed" ? context.failure : null,
    step: stepOf(snapshot, screen),
    course: checkout ? toCheckoutCourse(checkout.course) : null,
    summary: checkout ? toSummary(checkout, context.price, context.campaign) : null,
    priceChangedTo: checkout?.priceChanged ? checkout.total : null,
    courseStep:
      screen === "course"
        ? {
            cashPlans: plans.filter((plan) => plan.paymentCondition === conditionOf("pix")),
            cardPlans,
            cardChoiceId: cardChoice(cardPlans, selectedPlan)?.priceListValueId ?? null,
            cardChosen: selectedPlan?.paymentCondition === conditionOf("card"),
            selectedPlanId,
            isChoosingPlan: snapshot.matches({ course: "choosingPlan" }),
            isBusy: !snapshot.matches({ course: "idle" }),
            isApplyingVoucher: snapshot.matches({ course: "applyingVoucher" }),
            isRemovingVoucher: snapshot.matches({ course: "removingVoucher" }),
            voucher,
            voucherProblemKey: context.voucherProblem,
            credit: creditApi(checkout, snapshot.matches({ course: "usingCredit" }), send),
            failureKey: context.failure,
            choosePlan,
            applyVoucher: (tag) => send({ type: "APPLY_VOUCHER", tag }),
            removeVoucher: () => send({ type: "REMOVE_VOUCHER" }),
            continue: () => send({ type: "CONTINUE" }),
          }
        : null,
    paymentStep:
      screen === "payment"
        ? {
            method: context.method,
            methods: offeredMethods(checkout).filter((method) => planFits(checkout, method)),
            demo:
              (checkout?.demo ?? false) &&
              (context.method === "pix" || (checkout?.cardGateway?.kind ?? "sandbox") === "sandbox"),
            cardGateway: context.method === "card" ? (checkout?.cardGateway ?? { kind: "sandbox" }) : null,
            cardPlans,
            selectedPlanId,
            captchaRequired: context.captchaRequired,
            isPreparing: snapshot.matches({ payment: "preparing" }),
            isSwitchingPlan: snapshot.matches({ payment: "switchingPlan" }),
            isPaying: snapshot.matches({ payment: "paying" }),
            problems: context.cardProblems,
            failureKey: context.failure,
            selectMethod: (method) => send({ type: "SELECT_METHOD", method }),
            choosePlan,
            pay: (card, captcha) =>
              send({
                type: "PAY",
                ...(card ? { card } : {}),
                captcha: captcha ?? null,
                at: now().toISOString(),
              }),
            slipNeedsAddress: slipNeedsAddress(context),
            addressProblems: context.addressProblems,
            payBySlip: (address) => send({ type: "PAY", address }),
            back: () => send({ type: "BACK" }),
          }
        : null,
    confirmation:
      screen === "confirmation"
        ? {
            status:
              confirmationStatuses.find((status) => snapshot.matches({ confirmation: status })) ?? "paid",
            payment: toPaymentView(checkout?.payment ?? null),
            subscriptionId: context.subscriptionId ?? 0,
            failureKey: context.failure,
            renewPix: () => send({ type: "RENEW_PIX" }),
            changeMethod,
            checkAgain: () => send({ type: "CHECK_AGAIN" }),
          }
        : null,
    retry: () => send({ type: "RETRY" }),
  };
}
