import { assign } from "xstate";
import {
  failureKeyFor,
  isMoneyRefusal,
  moneyRefusalKey,
} from "#src/domain/session/impersonation-refusals.ts";
import { apiFieldProblem, cardProblems, payInput } from "./card-form.rules.ts";
import { addressProblems, slipAddressInput } from "./slip-address.rules.ts";
import { cashSinglePlan, defaultMethod } from "./subscription-checkout.rules.ts";
import {
  checkoutSetup,
  paidChecked,
  pendingPlan,
  planId,
  priced,
  subscription,
} from "./subscription-checkout.setup.ts";
import type {
  SubscriptionCheckoutContext,
  SubscriptionCheckoutEvent,
} from "./subscription-checkout.types.ts";

/** A pending Pix or card, watched until the server says paid or denied (awaitingPix and awaitingCard). */
const watchPayment = {
  id: "watchPayment",
  src: "watchPayment",
  input: ({ context }: { context: SubscriptionCheckoutContext }) => subscription(context),
  onDone: { target: "deciding", actions: paidChecked },
  onError: "watchInterrupted",
} as const;

/**
 * Subscription checkout (spec §4, §8, §9): create or recover the subscription → load it (one with a payment, or
 * paid, goes straight to its confirmation) → reassociate discounts → campaign (only with a cash plan in one
 * installment) → the step the server's state implies, so a reload resumes:
 * course (how to pay — cash or card and its installments —, voucher) ⇄ payment (Pix or boleto for cash; the card) → confirmation (Pix QR with renewal after its 3 minutes,
 * the slip's line, the card's answer; pending answers are watched until paid or denied).
 *
 * Spec §8 says some failures are logged only: create-or-recover (the page then offers a retry, as "quick-purchase
 * load failed"), reassociating discounts, the campaign, the CRM deal update and voucher apply/remove. One exception
 * is deliberate: a voucher the API refuses with 400 is the person's own input being wrong, so the voucher field
 * says "invalid voucher" (like any field error); any other voucher failure stays silent.
 */
export const subscriptionCheckoutMachine = checkoutSetup.createMachine({
  id: "subscription-checkout",
  initial: "starting",
  context: ({ input }) => ({
    product: input.product,
    signedIn: input.signedIn,
    subscriptionId: null,
    checkout: null,
    price: null,
    campaign: null,
    method: null,
    pendingPlanId: null,
    captchaRequired: false,
    voucherProblem: null,
    cardProblems: {},
    addressProblems: {},
    failure: null,
  }),
  states: {
    starting: { always: [{ guard: "signedIn", target: "creating" }, { target: "signedOut" }] },
    signedOut: {},
    creating: {
      invoke: {
        id: "createOrRecover",
        src: "createOrRecover",
        input: ({ context }) => ({ product: context.product }),
        onDone: [
          {
            guard: "gotSubscription",
            target: "loading",
            actions: assign({ subscriptionId: ({ event }) => event.output }),
          },
          { target: "loadFailed" },
        ],
        onError: {
          target: "loadFailed",
          actions: assign({ failure: ({ event }) => (isMoneyRefusal(event.error) ? moneyRefusalKey : null) }),
        },
      },
    },
    loading: {
      invoke: {
        id: "loadCheckout",
        src: "loadCheckout",
        input: ({ context }) => subscription(context),
        // A purchase with a payment (a live code, a card in review, or paid — a course already yours) is shown as it
        // is: its discounts and the campaign are no longer the person's to change, and the API refuses to (400).
        onDone: [
          { guard: "loadedWithPaymentOrPaid", target: "confirmation", actions: priced },
          { target: "reassociating", actions: priced },
        ],
        onError: [{ guard: "notFound", target: "unavailable" }, { target: "loadFailed" }],
      },
    },
    reassociating: {
      invoke: {
        id: "reassociateDiscounts",
        src: "reassociateDiscounts",
        input: ({ context }) => subscription(context),
        onDone: { target: "campaign", actions: priced },
        onError: "campaign",
      },
    },
    campaign: { always: [{ guard: "hasCashSinglePlan", target: "fetchingCampaign" }, { target: "routing" }] },
    fetchingCampaign: {
      invoke: {
        id: "campaignDiscount",
        src: "campaignDiscount",
        input: ({ context }) => ({
          courseId: context.checkout!.course.id,
          priceListValueId: cashSinglePlan(context.checkout!.course)!.priceListValueId,
        }),
        onDone: { target: "routing", actions: assign({ campaign: ({ event }) => event.output }) },
        onError: "routing",
      },
    },
    routing: {
      always: [{ guard: "hasPlan", target: "payment" }, { target: "course" }],
    },
    loadFailed: { on: { RETRY: { target: "creating", actions: assign({ failure: null }) } } },
    unavailable: {},
    course: {
      id: "course",
      initial: "idle",
      entry: assign({ failure: null }),
      // A plan chosen while a voucher or a credit is being saved is not lost: it waits, shown as chosen, and is
      // saved once the step is idle again (the radio must not jump back under the person's click).
      on: { CHOOSE_PLAN: { actions: "requestPlan" } },
      states: {
        idle: {
          always: { guard: "planWaiting", target: "choosingPlan" },
          on: {
            CHOOSE_PLAN: [{ guard: "samePlan" }, { target: "choosingPlan", actions: "requestPlan" }],
            APPLY_VOUCHER: [
              { guard: "voucherMalformed", actions: assign({ voucherProblem: "course.voucherMalformed" }) },
              { target: "applyingVoucher", actions: assign({ voucherProblem: null }) },
            ],
            REMOVE_VOUCHER: { guard: "hasVoucher", target: "removingVoucher" },
            USE_CREDIT: [
              { guard: "creditMalformed", actions: assign({ failure: "course.creditInvalid" }) },
              { target: "usingCredit", actions: assign({ failure: null }) },
            ],
            CONTINUE: [
              { guard: "hasPlan", target: "#payment" },
              { actions: assign({ failure: "course.planRequired" }) },
            ],
          },
        },
        choosingPlan: {
          // Another plan while one is being saved: the newer choice is the one saved.
          on: {
            CHOOSE_PLAN: [
              { guard: "planBeingSaved" },
              { target: "choosingPlan", reenter: true, actions: "requestPlan" },
            ],
          },
          invoke: {
            id: "choosePlan",
            src: "choosePlan",
            input: ({ context }) => pendingPlan(context),
            onDone: { target: "idle", actions: [priced, assign({ pendingPlanId: null })] },
            onError: {
              target: "idle",
              actions: assign({
                failure: ({ event }) => failureKeyFor(event.error, "course.planFailed"),
                pendingPlanId: null,
              }),
            },
          },
        },
        applyingVoucher: {
          invoke: {
            id: "applyVoucher",
            src: "applyVoucher",
            input: ({ context, event }) => ({
              ...subscription(context),
              tag: (event as { tag: string }).tag.trim(),
              priceListValueId: planId(context),
            }),
            onDone: { target: "idle", actions: priced },
            onError: [
              {
                guard: "badRequest",
                target: "idle",
                actions: assign({ voucherProblem: "course.voucherInvalid" }),
              },
              { target: "idle" },
            ],
          },
        },
        usingCredit: {
          invoke: {
            id: "useCredit",
            src: "useCredit",
            input: ({ context, event }) => ({
              ...subscription(context),
              amount: (event as { amount: number }).amount,
            }),
            onDone: [
              { guard: "paidByCredit", target: "#confirmation", actions: priced },
              { target: "idle", actions: priced },
            ],
            onError: [
              { guard: "badRequest", target: "idle", actions: assign({ failure: "course.creditInvalid" }) },
              {
                target: "idle",
                actions: assign({
                  failure: ({ event }) => failureKeyFor(event.error, "course.creditFailed"),
                }),
              },
            ],
          },
        },
        removingVoucher: {
          invoke: {
            id: "removeVoucher",
            src: "removeVoucher",
            input: ({ context }) => ({ ...subscription(context), priceListValueId: planId(context) }),
            onDone: { target: "idle", actions: priced },
            onError: "idle",
          },
        },
      },
    },
    payment: {
      id: "payment",
      initial: "preparing",
      entry: assign({
        method: ({ context }) => defaultMethod(context.checkout, context.method),
        cardProblems: {},
        addressProblems: {},
        voucherProblem: null,
        failure: null,
      }),
      // The CRM deal follows the person to the payment step; its failures are logged by the actor (spec §8).
      invoke: { id: "updateDeal", src: "updateDeal", input: ({ context }) => subscription(context) },
      states: {
        preparing: {
          invoke: {
            id: "paymentCaptcha",
            src: "paymentCaptcha",
            input: ({ context }) => subscription(context),
            onDone: { target: "choosing", actions: assign({ captchaRequired: ({ event }) => event.output }) },
            onError: "choosing",
          },
        },
        choosing: {
          on: {
            // Only the methods of the plan chosen in step 1 (Pix or boleto for cash): another kind of payment is
            // chosen back in step 1, where how to pay is asked first (issue 28).
            SELECT_METHOD: {
              guard: "planFitsMethod",
              actions: assign({
                method: ({ event }) => event.method,
                failure: null,
                cardProblems: {},
                addressProblems: {},
              }),
            },
            CHOOSE_PLAN: [{ guard: "samePlan" }, { target: "switchingPlan", actions: "requestPlan" }],
            PAY: [
              {
                guard: "cardHasProblems",
                actions: assign({
                  cardProblems: ({ context, event }) => cardProblems(event, context.captchaRequired),
                  failure: null,
                }),
              },
              {
                guard: "addressHasProblems",
                actions: assign({
                  addressProblems: ({ event }) => addressProblems(event.address),
                  failure: null,
                }),
              },
              { target: "paying", actions: assign({ cardProblems: {}, addressProblems: {}, failure: null }) },
            ],
            BACK: "#course",
          },
        },
        switchingPlan: {
          invoke: {
            id: "choosePlan",
            src: "choosePlan",
            input: ({ context }) => pendingPlan(context),
            onDone: {
              target: "choosing",
              actions: [
                priced,
                assign({
                  method: ({ context }) => defaultMethod(context.checkout, context.method),
                  pendingPlanId: null,
                }),
              ],
            },
            onError: {
              target: "choosing",
              actions: assign({
                failure: ({ event }) => failureKeyFor(event.error, "course.planFailed"),
                pendingPlanId: null,
                method: ({ context }) => defaultMethod(context.checkout, context.method),
              }),
            },
          },
        },
        paying: {
          invoke: {
            id: "pay",
            src: "pay",
            input: ({ context, event }) => {
              const pay = event as Extract<SubscriptionCheckoutEvent, { type: "PAY" }>;
              return { ...payInput(context, pay), ...slipAddressInput(context, pay) };
            },
            onDone: { target: "#confirmation", actions: assign({ checkout: ({ event }) => event.output }) },
            onError: [
              {
                guard: "badRequest",
                target: "choosing",
                actions: assign(({ event }) => apiFieldProblem(event.error)),
              },
              {
                target: "preparing",
                actions: assign({ failure: ({ event }) => failureKeyFor(event.error, "payment.failed") }),
              },
            ],
          },
        },
      },
    },
    confirmation: {
      id: "confirmation",
      initial: "deciding",
      states: {
        deciding: {
          always: [
            { guard: "isPaid", target: "paid" },
            { guard: "pixPending", target: "awaitingPix" },
            { guard: "pixExpired", target: "pixExpired" },
            { guard: "slipIssued", target: "slipIssued" },
            { guard: "cardDenied", target: "cardDenied" },
            { guard: "cardPending", target: "awaitingCard" },
            { target: "#payment" },
          ],
        },
        awaitingPix: {
          invoke: watchPayment,
          on: { CHANGE_METHOD: "#payment" },
        },
        pixExpired: {
          on: {
            RENEW_PIX: { target: "renewingPix", actions: assign({ failure: null }) },
            CHANGE_METHOD: "#payment",
          },
        },
        renewingPix: {
          invoke: {
            id: "renewPix",
            src: "renewPix",
            input: ({ context }) => ({
              ...subscription(context),
              validationKey:
                context.checkout?.payment?.method === "pix" ? context.checkout.payment.validationKey : "",
            }),
            onDone: { target: "deciding", actions: assign({ checkout: ({ event }) => event.output }) },
            onError: {
              target: "pixExpired",
              actions: assign({
                failure: ({ event }) => failureKeyFor(event.error, "confirmation.renewFailed"),
              }),
            },
          },
        },
        slipIssued: { on: { CHANGE_METHOD: "#payment" } },
        awaitingCard: {
          invoke: watchPayment,
        },
        cardDenied: { on: { CHANGE_METHOD: "#payment" } },
        watchInterrupted: { on: { CHECK_AGAIN: "deciding", CHANGE_METHOD: "#payment" } },
        paid: {},
      },
    },
  },
});
