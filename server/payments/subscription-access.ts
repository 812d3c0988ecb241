import { sql } from "drizzle-orm";
import type { Checkout } from "#src/services/api/checkout-schemas.ts";
import { cancelLivePayments, latestPayment, type PaymentRow } from "../db/checkout/payment-queries.ts";
import {
  courseTermsById,
  subscriptionById,
  subscriptionOf,
  updateSubscription,
  type CourseTerms,
  type SubscriptionRow,
} from "../db/checkout/subscription-queries.ts";
import { checkoutCredit } from "../credit/credit-view.ts";
import type { Db } from "../db/database.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { invalid, noSuchSubscription } from "./checkout-refused.ts";
import { checkoutView } from "./checkout-view.ts";
import { payerOf } from "./pix-charges.ts";
import { planPricesOf } from "./price-lines.ts";
import { sendPurchaseNotice, type PurchaseNotice } from "./purchase-notices.ts";
import { momentOf, requote, sendConfirmation, settle, type Moment } from "./subscription-lifecycle.ts";

/** One subscription of the caller as a call sees it: settled (expired Pix, cleared slip) and re-quoted. */
export interface Loaded {
  subscription: SubscriptionRow;
  course: CourseTerms;
  payment: PaymentRow | null;
  priceChanged: { previousTotal: number } | null;
  moment: Moment;
}

/**
 * A change of plan or voucher goes back to awaiting payment: a Pix or slip not yet paid is withdrawn (a new
 * one is made at the next payment). A card awaiting confirmation, a slip paid at the bank or a closed purchase
 * cannot change.
 */
async function reopen(tx: Db, loaded: Loaded): Promise<SubscriptionRow> {
  const { subscription } = loaded;
  if (subscription.status === "awaiting-payment") return subscription;
  const payment = await latestPayment(tx, subscription.id);
  const withdrawable =
    subscription.status === "payment-pending" &&
    payment !== null &&
    payment.status === "pending" &&
    (payment.method === "pix" || (payment.method === "boleto" && payment.slipPaidAt === null));
  if (!withdrawable)
    throw invalid(
      "id",
      subscription.status === "payment-confirmed"
        ? "This purchase is already paid."
        : "This purchase can no longer be changed.",
    );
  await cancelLivePayments(tx, subscription.id);
  return updateSubscription(tx, subscription.id, { status: "awaiting-payment" });
}

/** One purchase at a time per person (create-or-recover): a transaction-scoped advisory lock. */
const lockPerson = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5ab1a}, ${userId})`);

/**
 * Inside the transaction every query goes through `tx`: PGlite has one connection, so a query on the outer
 * handle would wait for the transaction that waits for it.
 *
 * Runs `work` on the caller's subscription in one transaction that holds the row (FOR UPDATE), after time has
 * been applied to it and its prices recomputed; a confirmation that time brought (a cleared slip) is e-mailed
 * after the commit, and so is every notice `work` gives to `notify` (a Pix code or slip made, a cancellation, a
 * refund): a rolled-back transaction sends nothing. An unknown id and another person's id both answer 404.
 */
export function subscriptionAccess(context: CheckoutContext) {
  const { db, gateway, clock, mailer, logger } = context;

  /** `userId` null: whoever's it is (the payments sandbox acts as the bank, not as the buyer). */
  async function open(
    tx: Db,
    userId: number | null,
    id: number,
    moment: Moment,
  ): Promise<Loaded & { confirmed: boolean }> {
    const found =
      userId === null ? await subscriptionById(tx, id, true) : await subscriptionOf(tx, userId, id, true);
    if (!found) throw noSuchSubscription();
    const course = await courseTermsById(tx, found.courseId);
    if (!course) throw noSuchSubscription();
    const settled = await settle(tx, gateway, found, course, moment);
    const quoted = await requote(tx, settled.subscription, course, moment.today);
    return {
      subscription: quoted.subscription,
      course,
      payment: settled.payment,
      priceChanged: quoted.priceChanged,
      moment,
      confirmed: settled.confirmed,
    };
  }

  async function withSubscription<A>(
    userId: number | null,
    id: number,
    origin: string,
    work: (
      tx: Db,
      loaded: Loaded,
      confirmed: (row: SubscriptionRow) => void,
      notify: (notice: PurchaseNotice) => void,
    ) => Promise<A>,
  ): Promise<A> {
    const confirmations: SubscriptionRow[] = [];
    const notices: PurchaseNotice[] = [];
    // Read before the transaction: on PGlite a query outside it would wait for it to end.
    const moment = await momentOf(clock);
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const loaded = await open(tx, userId, id, moment);
      if (loaded.confirmed) confirmations.push(loaded.subscription);
      return work(
        tx,
        loaded,
        (row) => confirmations.push(row),
        (notice) => notices.push(notice),
      );
    });
    // After the commit: mail goes through its own connection, and only for a purchase that stayed paid.
    for (const notice of notices) await sendPurchaseNotice(db, mailer, logger, notice, origin);
    for (const row of confirmations) await sendConfirmation(db, mailer, logger, row, origin);
    return result;
  }

  /**
   * With a card gateway, the counts it takes without interest for this purchase's total (spec §4), so that the
   * page offers only those card plans; null without one, or when it does not answer (the card payment asks it
   * again and refuses any other count, so nothing is charged with interest either way).
   */
  const interestFreeCounts = async (shown: Checkout): Promise<number[] | null> => {
    const max = Math.max(
      0,
      ...shown.course.plans.filter((plan) => plan.paymentCondition === 1).map((plan) => plan.installments),
    );
    if (!gateway.interestFreeInstallments || max === 0 || !context.offer.methods.includes("card"))
      return null;
    try {
      return await gateway.interestFreeInstallments({ amount: shown.total, paymentMethodId: "master", max });
    } catch (error) {
      logger.warn({ err: error }, "card gateway's installments unavailable; the card payment checks them");
      return null;
    }
  };

  /** The checkout as the contract shows it, read after the transaction that produced it. */
  const view = async (
    userId: number,
    id: number,
    origin: string,
    priceChanged: Loaded["priceChanged"] = null,
  ) => {
    const { loaded, planPrices } = await withSubscription(userId, id, origin, async (tx, current) => ({
      loaded: current,
      // While it awaits payment, every plan at what this purchase would pay (issue 28).
      planPrices: current.subscription.status === "awaiting-payment" ? await planPricesOf(tx, current) : null,
    }));
    const shown: Checkout = await checkoutView(
      db,
      loaded.subscription,
      loaded.course,
      loaded.payment,
      priceChanged ?? loaded.priceChanged,
    );
    const credit = await checkoutCredit(db, loaded.subscription, loaded.moment.today);
    // The slip names its payer (the purchase's own person: this answer is only ever the token's own purchase).
    const payment =
      shown.payment?.method === "boleto"
        ? {
            ...shown.payment,
            payer: await payerOf(db, loaded.subscription.userId).then(({ name, cpf }) => ({ name, cpf })),
            beneficiary: context.offer.slipBeneficiary,
          }
        : shown.payment;
    // The page offers only what the provider takes, and says when no charge is real (ADR 046).
    const interestFree = await interestFreeCounts(shown);
    // A registered boleto (any slip provider but the sandbox) needs the payer's address: the page asks for it.
    const slipNeedsAddress = context.gateway.providerFor("boleto") !== "sandbox";
    return {
      ...shown,
      payment,
      paymentMethods: context.offer.methods,
      demo: context.offer.demo,
      cardGateway: context.offer.cardGateway,
      ...(interestFree ? { interestFreeInstallments: interestFree } : {}),
      ...(slipNeedsAddress ? { slipNeedsAddress } : {}),
      ...(planPrices ? { planPrices } : {}),
      credit,
    };
  };

  return { open, withSubscription, view, reopen, lockPerson };
}

export type SubscriptionAccess = ReturnType<typeof subscriptionAccess>;
