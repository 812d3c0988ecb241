import type { SnapshotFrom } from "xstate";
import type { Checkout, Payment } from "#src/services/api/checkout-schemas.ts";
import {
  cardOnlyCourseFixture,
  cardPaymentFixture,
  checkoutFixture,
  paidCheckFixture,
  pixPaymentFixture,
  slipPaymentFixture,
} from "#src/services/checkout/checkout.fixtures.ts";
import { subscriptionCheckoutMachine } from "#src/machines/subscription-checkout/subscription-checkout.machine.ts";
import type { CardForm } from "#src/machines/subscription-checkout/subscription-checkout.types.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof subscriptionCheckoutMachine>;
type Event = ModelEvent<typeof subscriptionCheckoutMachine>;

export const checkoutProduct = "uti-online-2-edicao";
const subscriptionId = checkoutFixture.subscriptionId;

/** Problems as the API answers them (what the page's adapter hands the machine). */
export const checkoutProblems = {
  notFound: { _tag: "NotFound", status: 404, detail: "No subscription 41." },
  unavailable: { _tag: "ServiceUnavailable", status: 503, detail: "The database did not answer." },
  voucherRefused: { _tag: "InvalidInput", status: 400, detail: "Unknown voucher.", field: "tag" },
  cardRefused: { _tag: "InvalidInput", status: 400, detail: "Card number refused.", field: "cardNumber" },
  paymentRefused: { _tag: "InvalidInput", status: 400, detail: "Not payable now.", field: "subscriptionId" },
  creditRefused: { _tag: "InvalidInput", status: 400, detail: "Not an amount.", field: "amount" },
} as const;

/** Card forms the person fills in: sandbox numbers that pass the rules, and one that fails them all. */
export const cardForms = {
  valid: { number: "4111 1111 1111 1111", holder: "Ana Lúcia Moreira", expiry: "12/40", cvv: "123" },
  invalid: { number: "4111 1111 1111 1112", holder: " ", expiry: "13/20", cvv: "12" },
} as const satisfies Record<string, CardForm>;

const planOf = (checkout: Checkout, priceListValueId: number): Checkout["plan"] => {
  const plan = checkout.course.plans.find((candidate) => candidate.priceListValueId === priceListValueId)!;
  const { total: _total, ...chosen } = plan;
  return chosen;
};
const withPlan = (checkout: Checkout, priceListValueId: number): Checkout => ({
  ...checkout,
  plan: planOf(checkout, priceListValueId),
});
const withPayment = (checkout: Checkout, payment: Payment | null): Checkout => ({ ...checkout, payment });
const priced = (checkout: Checkout) => ({ checkout, price: null });

const cardOnly: Checkout = { ...checkoutFixture, course: cardOnlyCourseFixture };
/** A person with R$ 500 of refund credit (ADR 047); using R$ 200 of it, or all of the price (paid at once). */
const credit = { used: 0, available: 500, validUntil: "2027-05-20" };
const withCredit: Checkout = { ...checkoutFixture, credit };
const usingCredit = (checkout: Checkout): Checkout => ({
  ...checkout,
  credit: { ...credit, used: 200, available: 300 },
  total: checkout.total - 200,
});
const paidByCredit = (checkout: Checkout): Checkout => ({
  ...checkout,
  status: "payment-confirmed",
  credit: { ...credit, used: checkout.total, available: 0 },
  total: 0,
});
const voucher = { tag: "BEMVINDO10", percent: 10 };
/** A store whose boleto a gateway registers: the slip needs the payer's address (issue 26). */
const registeredSlip: Checkout = { ...withPlan(checkoutFixture, 700), slipNeedsAddress: true };
const payerAddress = {
  zipCode: "01310-100",
  streetName: "Avenida Paulista",
  streetNumber: "1000",
  neighborhood: "Bela Vista",
  city: "São Paulo",
  federalUnit: "SP",
};

const done = (id: string, output: unknown): Event => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): Event => ({ type: `xstate.error.actor.${id}`, error });

/** What the loading call may answer: a new purchase (with or without a cash plan) or one to resume. */
const loaded = [
  checkoutFixture,
  cardOnly,
  withPlan(checkoutFixture, 700),
  withCredit,
  registeredSlip,
  withPayment(withPlan(checkoutFixture, 700), pixPaymentFixture),
  {
    ...withPayment(withPlan(checkoutFixture, 700), { ...slipPaymentFixture, status: "paid" as const }),
    status: "payment-confirmed" as const,
  },
];

const hasCashPlan = (checkout: Checkout) => checkout.course.plans.some((plan) => plan.paymentCondition === 2);
/** A snapshot showing a problem or a failure: the path ends there once it has been seen (keeps the graph small). */
const showsProblem = (snapshot: Snapshot) =>
  snapshot.context.failure !== null ||
  snapshot.context.voucherProblem !== null ||
  Object.keys(snapshot.context.cardProblems).length > 0 ||
  Object.keys(snapshot.context.addressProblems).length > 0;

function courseEvents(checkout: Checkout, snapshot: Snapshot): Event[] {
  if (showsProblem(snapshot)) return [];
  // Refund credit: use it; once used, give it back or type an amount that is not one (the field shows then).
  if (checkout.credit)
    return checkout.credit.used > 0
      ? [
          { type: "USE_CREDIT", amount: 0 },
          { type: "USE_CREDIT", amount: -1 },
        ]
      : [{ type: "USE_CREDIT", amount: 200 }];
  if (checkout.plan)
    return [{ type: "CHOOSE_PLAN", priceListValueId: checkout.plan.priceListValueId }, { type: "CONTINUE" }];
  // A course sold only by card: its one choice saves the single installment (the card radio's plan).
  if (!hasCashPlan(checkout)) return [{ type: "CHOOSE_PLAN", priceListValueId: 701 }];
  if (checkout.voucher) return [{ type: "REMOVE_VOUCHER" }];
  return [
    { type: "CONTINUE" },
    { type: "REMOVE_VOUCHER" },
    { type: "CHOOSE_PLAN", priceListValueId: 700 },
    { type: "APPLY_VOUCHER", tag: "bem vindo!" },
    { type: "APPLY_VOUCHER", tag: " BEMVINDO10 " },
  ];
}

const validCard = (captcha: string | null): Event => ({ type: "PAY", card: cardForms.valid, captcha });

function paymentEvents(checkout: Checkout, snapshot: Snapshot): Event[] {
  const { method, captchaRequired } = snapshot.context;
  // Back here after a payment (another method, a denied card): reaching the step is what is being checked.
  if (checkout.payment) return [];
  if (captchaRequired) return [validCard(null), validCard("solved")];
  if (showsProblem(snapshot)) return [method === "card" ? validCard(null) : { type: "PAY" }];
  if (method === "boleto")
    return checkout.slipNeedsAddress
      ? [{ type: "PAY" }, { type: "PAY", address: payerAddress }]
      : [{ type: "PAY" }];
  if (method === "card")
    return [
      { type: "CHOOSE_PLAN", priceListValueId: checkout.plan!.priceListValueId === 702 ? 703 : 702 },
      { type: "PAY", card: cardForms.invalid, captcha: null },
      validCard(null),
    ];
  return [
    { type: "BACK" },
    { type: "SELECT_METHOD", method: "pix" },
    { type: "SELECT_METHOD", method: "boleto" },
    // Not offered here (step 1 chose cash): the machine ignores it and the page shows no card radio.
    { type: "SELECT_METHOD", method: "card" },
    { type: "CHOOSE_PLAN", priceListValueId: checkout.plan!.priceListValueId },
    { type: "PAY" },
  ];
}

function payingEvents(checkout: Checkout, snapshot: Snapshot): Event[] {
  const method = snapshot.context.method;
  const answers: (Payment | null)[] =
    method === "pix"
      ? [pixPaymentFixture, null]
      : method === "boleto"
        ? [slipPaymentFixture]
        : [cardPaymentFixture("approved"), cardPaymentFixture("pending"), cardPaymentFixture("denied")];
  const paid = answers.map((payment) => done("pay", withPayment(checkout, payment)));
  if (snapshot.context.captchaRequired) return paid.slice(0, 1);
  const refusals =
    method === "card"
      ? [checkoutProblems.cardRefused, checkoutProblems.paymentRefused, checkoutProblems.unavailable]
      : method === "pix"
        ? [checkoutProblems.paymentRefused, checkoutProblems.unavailable]
        : [];
  return [...paid, ...refusals.map((error) => failed("pay", error))];
}

function subscriptionCheckoutEvents(snapshot: Snapshot): readonly Event[] {
  const checkout = snapshot.context.checkout!;
  const pending = snapshot.context.pendingPlanId ?? 0;
  if (snapshot.matches("creating"))
    return [
      done("createOrRecover", subscriptionId),
      done("createOrRecover", null),
      failed("createOrRecover", checkoutProblems.unavailable),
    ];
  if (snapshot.matches("loading"))
    return [
      ...loaded.map((answer) => done("loadCheckout", priced(answer))),
      failed("loadCheckout", checkoutProblems.notFound),
      failed("loadCheckout", checkoutProblems.unavailable),
    ];
  if (snapshot.matches("reassociating"))
    return [
      done("reassociateDiscounts", priced(checkout)),
      failed("reassociateDiscounts", checkoutProblems.unavailable),
    ];
  if (snapshot.matches("fetchingCampaign"))
    return [
      // No campaign running: the same snapshot as a failure, so the graph does not double.
      done("campaignDiscount", null),
      failed("campaignDiscount", checkoutProblems.unavailable),
    ];
  if (snapshot.matches("loadFailed")) return [{ type: "RETRY" }];
  if (snapshot.matches({ course: "idle" })) return courseEvents(checkout, snapshot);
  if (snapshot.matches({ course: "choosingPlan" }))
    return [
      done("choosePlan", priced(withPlan(checkout, pending))),
      failed("choosePlan", checkoutProblems.unavailable),
      // Another plan before the first is saved: the newer one is saved (once per path, from the cash plan).
      ...(pending === 700
        ? ([
            { type: "CHOOSE_PLAN", priceListValueId: 700 },
            // The card radio: its plan is the single installment.
            { type: "CHOOSE_PLAN", priceListValueId: 701 },
          ] as const)
        : []),
    ];
  if (snapshot.matches({ payment: "switchingPlan" }))
    return [
      done("choosePlan", priced(withPlan(checkout, pending))),
      failed("choosePlan", checkoutProblems.unavailable),
    ];
  if (snapshot.matches({ course: "applyingVoucher" }))
    return [
      done("applyVoucher", priced({ ...checkout, voucher, discounts: 279.2, total: 2512.8 })),
      failed("applyVoucher", checkoutProblems.voucherRefused),
      failed("applyVoucher", checkoutProblems.unavailable),
    ];
  if (snapshot.matches({ course: "usingCredit" })) {
    const removing = (checkout.credit?.used ?? 0) > 0;
    return [
      done("useCredit", priced(removing ? withCredit : usingCredit(checkout))),
      ...(removing ? [] : [done("useCredit", priced(paidByCredit(checkout)))]),
      // A plan chosen while the credit is saved waits, and is saved after it.
      ...(removing || pending ? [] : [{ type: "CHOOSE_PLAN", priceListValueId: 700 } as const]),
      failed("useCredit", checkoutProblems.creditRefused),
      failed("useCredit", checkoutProblems.unavailable),
    ];
  }
  if (snapshot.matches({ course: "removingVoucher" }))
    return [
      done("removeVoucher", priced({ ...checkout, voucher: null, discounts: 0, total: 2792 })),
      failed("removeVoucher", checkoutProblems.unavailable),
    ];
  if (snapshot.matches({ payment: "preparing" }))
    return checkout.payment || snapshot.context.failure
      ? [done("paymentCaptcha", false)]
      : [
          done("paymentCaptcha", false),
          done("paymentCaptcha", true),
          failed("paymentCaptcha", checkoutProblems.unavailable),
        ];
  if (snapshot.matches({ payment: "choosing" })) return paymentEvents(checkout, snapshot);
  if (snapshot.matches({ payment: "paying" })) return payingEvents(checkout, snapshot);
  if (snapshot.matches({ confirmation: "awaitingPix" }))
    return [
      done("watchPayment", paidCheckFixture({ ...pixPaymentFixture, status: "paid" })),
      done("watchPayment", paidCheckFixture({ ...pixPaymentFixture, status: "expired" }, false)),
      failed("watchPayment", checkoutProblems.notFound),
      { type: "CHANGE_METHOD" },
    ];
  if (snapshot.matches({ confirmation: "pixExpired" }))
    return snapshot.context.failure ? [] : [{ type: "RENEW_PIX" }, { type: "CHANGE_METHOD" }];
  if (snapshot.matches({ confirmation: "renewingPix" }))
    return [
      done("renewPix", withPayment(checkout, pixPaymentFixture)),
      failed("renewPix", checkoutProblems.unavailable),
    ];
  if (snapshot.matches({ confirmation: "awaitingCard" }))
    return [
      done("watchPayment", paidCheckFixture(cardPaymentFixture("approved"))),
      done("watchPayment", paidCheckFixture(cardPaymentFixture("denied"), false)),
      failed("watchPayment", checkoutProblems.notFound),
    ];
  if (snapshot.matches({ confirmation: "watchInterrupted" }))
    return [{ type: "CHECK_AGAIN" }, { type: "CHANGE_METHOD" }];
  if (snapshot.matches({ confirmation: "slipIssued" }) || snapshot.matches({ confirmation: "cardDenied" }))
    return [{ type: "CHANGE_METHOD" }];
  return [];
}

/**
 * Subscription checkout: signed out; create-or-recover answering, empty or failing; load (new, card-only, resumed
 * with a plan, a pending Pix or paid) or its 404 and 503; reassociate and campaign answering or failing (logged only);
 * plan, voucher (malformed, refused, silent failure, applied, removed); refund credit (part used and given back,
 * the whole price paid by it, a malformed amount, refused, failing); payment methods with plan switches, card rules,
 * captcha, refusals and failures; confirmation for Pix (paid, expired, renewed), slip, card (approved, pending,
 * denied) and an interrupted paid check.
 */
export const subscriptionCheckoutModel = defineModel({
  name: "subscription-checkout",
  machine: subscriptionCheckoutMachine,
  complete: true,
  inputs: [
    { product: checkoutProduct, signedIn: false },
    { product: checkoutProduct, signedIn: true },
  ],
  events: subscriptionCheckoutEvents,
  describeEvent: {
    RETRY: "the person asks to load the purchase again",
    CHOOSE_PLAN: "the person chooses a plan (installments)",
    APPLY_VOUCHER: "the person applies a voucher",
    REMOVE_VOUCHER: "the person removes the voucher",
    USE_CREDIT: "the person uses (or gives back) refund credit",
    CONTINUE: "the person continues to the payment",
    BACK: "the person goes back to the course step",
    SELECT_METHOD: "the person picks a payment method",
    PAY: "the person pays",
    RENEW_PIX: "the person asks for a new Pix code",
    CHANGE_METHOD: "the person chooses another way to pay",
    CHECK_AGAIN: "the person asks to check the payment again",
  },
});
