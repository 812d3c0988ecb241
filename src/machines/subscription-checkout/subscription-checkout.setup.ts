import { assign, fromPromise, setup } from "xstate";
import { statusOf } from "#src/services/http/service-errors.ts";
import { cardProblems, hasProblems } from "./card-form.rules.ts";
import { addressProblems, slipNeedsAddress } from "./slip-address.rules.ts";
import {
  cardDenied,
  cardPending,
  cashSinglePlan,
  isPaid,
  pixExpired,
  pixPending,
  planFits,
  slipIssued,
  voucherWellFormed,
  withPaidCheck,
} from "./subscription-checkout.rules.ts";
import type {
  Campaign,
  Checkout,
  PaidCheck,
  PayInput,
  PricedCheckout,
  SubscriptionCheckoutContext,
  SubscriptionCheckoutEvent,
  SubscriptionCheckoutInput,
} from "./subscription-checkout.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

type Id = { subscriptionId: number };
const errorOf = ({ event }: { event: unknown }) => (event as { error?: unknown }).error;
/** The named action that keeps a checkout answer and its price line. */
export const priced = {
  type: "storePriced",
  params: ({ event }: { event: { output: PricedCheckout } }) => event.output,
} as const;
/** The named action that folds a payment watch's answer into the checkout. */
export const paidChecked = {
  type: "storePaidCheck",
  params: ({ event }: { event: { output: PaidCheck } }) => event.output,
} as const;
export const subscription = (context: SubscriptionCheckoutContext): Id => ({
  subscriptionId: context.subscriptionId ?? 0,
});
/** A plan choice's input (choosingPlan, and switchingPlan when a method needs another plan): the plan asked for. */
export const pendingPlan = (context: SubscriptionCheckoutContext) => ({
  ...subscription(context),
  priceListValueId: context.pendingPlanId ?? 0,
});
export const planId = (context: SubscriptionCheckoutContext) =>
  context.checkout?.plan?.priceListValueId ?? null;

/**
 * The checkout machine's types, actors (each provided by subscription-checkout.actors.ts, or by a test), named
 * actions and guards; the states are in subscription-checkout.machine.ts.
 */
export const checkoutSetup = setup({
  types: {
    context: {} as SubscriptionCheckoutContext,
    events: {} as SubscriptionCheckoutEvent,
    input: {} as SubscriptionCheckoutInput,
  },
  actors: {
    createOrRecover: fromPromise<number | null, { product: string }>(mustBeProvided),
    loadCheckout: fromPromise<PricedCheckout, Id>(mustBeProvided),
    reassociateDiscounts: fromPromise<PricedCheckout, Id>(mustBeProvided),
    campaignDiscount: fromPromise<Campaign | null, { courseId: number; priceListValueId: number }>(
      mustBeProvided,
    ),
    choosePlan: fromPromise<PricedCheckout, Id & { priceListValueId: number }>(mustBeProvided),
    applyVoucher: fromPromise<PricedCheckout, Id & { tag: string; priceListValueId: number | null }>(
      mustBeProvided,
    ),
    removeVoucher: fromPromise<PricedCheckout, Id & { priceListValueId: number | null }>(mustBeProvided),
    useCredit: fromPromise<PricedCheckout, Id & { amount: number }>(mustBeProvided),
    updateDeal: fromPromise<void, Id>(mustBeProvided),
    paymentCaptcha: fromPromise<boolean, Id>(mustBeProvided),
    pay: fromPromise<Checkout, PayInput>(mustBeProvided),
    watchPayment: fromPromise<PaidCheck, Id>(mustBeProvided),
    renewPix: fromPromise<Checkout, Id & { validationKey: string }>(mustBeProvided),
  },
  actions: {
    storePriced: assign((_, answer: PricedCheckout) => ({ checkout: answer.checkout, price: answer.price })),
    storePaidCheck: assign(({ context }, check: PaidCheck) => ({
      checkout: withPaidCheck(context.checkout, check),
    })),
    /** The plan asked for by a plan choice. */
    requestPlan: assign(({ event }) => ({
      pendingPlanId: event.type === "CHOOSE_PLAN" ? event.priceListValueId : null,
      failure: null,
      cardProblems: {},
      addressProblems: {},
    })),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    gotSubscription: ({ event }) => typeof (event as { output?: unknown }).output === "number",
    notFound: (args) => statusOf(errorOf(args)) === 404,
    badRequest: (args) => statusOf(errorOf(args)) === 400,
    hasCashSinglePlan: ({ context }) => cashSinglePlan(context.checkout?.course) !== null,
    /** A checkout just loaded has a payment or is paid (read from the event: guards run before it is stored). */
    loadedWithPaymentOrPaid: ({ event }) => {
      const loaded = (event as { output?: PricedCheckout }).output?.checkout ?? null;
      return loaded?.payment != null || isPaid(loaded);
    },
    hasPlan: ({ context }) => context.checkout?.plan != null,
    isPaid: ({ context }) => isPaid(context.checkout),
    pixPending: ({ context }) => pixPending(context.checkout),
    pixExpired: ({ context }) => pixExpired(context.checkout),
    slipIssued: ({ context }) => slipIssued(context.checkout),
    cardDenied: ({ context }) => cardDenied(context.checkout),
    cardPending: ({ context }) => cardPending(context.checkout),
    planWaiting: ({ context }) => context.pendingPlanId !== null,
    planBeingSaved: ({ context, event }) =>
      event.type === "CHOOSE_PLAN" && event.priceListValueId === context.pendingPlanId,
    samePlan: ({ context, event }) =>
      event.type === "CHOOSE_PLAN" && event.priceListValueId === planId(context),
    voucherMalformed: ({ event }) => event.type === "APPLY_VOUCHER" && !voucherWellFormed(event.tag),
    hasVoucher: ({ context }) => context.checkout?.voucher != null,
    creditMalformed: ({ event }) =>
      event.type === "USE_CREDIT" && !(Number.isFinite(event.amount) && event.amount >= 0),
    /** The credit paid the whole price: the server confirmed the purchase (ADR 047). */
    paidByCredit: ({ event }) => isPaid((event as { output?: PricedCheckout }).output?.checkout ?? null),
    planFitsMethod: ({ context, event }) =>
      event.type === "SELECT_METHOD" && planFits(context.checkout, event.method),
    cardHasProblems: ({ context, event }) =>
      event.type === "PAY" &&
      context.method === "card" &&
      hasProblems(cardProblems(event, context.captchaRequired)),
    addressHasProblems: ({ context, event }) =>
      event.type === "PAY" &&
      slipNeedsAddress(context) &&
      Object.keys(addressProblems(event.address)).length > 0,
  },
});
