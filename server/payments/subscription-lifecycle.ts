import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { latestPayment, updatePendingPayment, type PaymentRow } from "../db/checkout/payment-queries.ts";
import { campaignFor, validVoucher } from "../db/checkout/offer-queries.ts";
import {
  courseTermsById,
  subscriptionById,
  updateSubscription,
  updateSubscriptionIn,
  type CourseTerms,
  type SubscriptionRow,
} from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { dropFromCart, orderOfSubscription } from "../db/purchases/order-queries.ts";
import { users } from "../db/schema/identity.ts";
import { mailLanguage } from "../identity/identity-mail.ts";
import type { Mailer } from "../mail/outbox.ts";
import { confirmationMail } from "./checkout-mail.ts";
import type { PaymentGateway } from "./payment-gateway.ts";
import { reserveCredit } from "../credit/credit-ledger.ts";
import { creditUsedBy, toReais } from "../db/credit/credit-queries.ts";
import { installmentValue, planById, quote } from "./pricing.ts";
import { addMonths, brazilDay, type SandboxClock } from "./sandbox-clock.ts";

/** The sandbox instant of a call and its banking calendar day. */
export interface Moment {
  now: Date;
  today: string;
}

export const momentOf = async (clock: SandboxClock): Promise<Moment> => {
  const now = await clock.now();
  return { now, today: brazilDay(now) };
};

export const openStatuses = ["awaiting-payment", "payment-pending"] as const;

/**
 * Payment confirmed (spec §4): access from the sandbox's today for the course's access period. Only from an open
 * status, so two confirmations of one purchase (a racing clearing and a read) confirm it once.
 */
export async function confirmSubscription(
  db: Db,
  subscription: SubscriptionRow,
  course: CourseTerms,
  method: string,
  moment: Moment,
): Promise<SubscriptionRow | null> {
  const confirmed = await confirmOne(db, subscription, course, method, moment);
  if (confirmed) await confirmOrderItems(db, confirmed, method, moment);
  return confirmed;
}

/**
 * An order's one charge is paid (ADR 067): every other item of the order is confirmed in the same transaction,
 * giving access to every course, and the bought courses leave the person's cart. A single purchase has no order.
 */
async function confirmOrderItems(db: Db, lead: SubscriptionRow, method: string, moment: Moment) {
  const order = await orderOfSubscription(db, lead.id);
  if (!order) return;
  for (const item of order.items) {
    if (item.subscriptionId === lead.id) continue;
    const [row, course] = await Promise.all([
      subscriptionById(db, item.subscriptionId),
      courseTermsById(db, item.courseId),
    ]);
    if (row && course) await confirmOne(db, row, course, method, moment);
  }
  await dropFromCart(
    db,
    order.order.userId,
    order.items.map((item) => item.courseId),
  );
}

async function confirmOne(
  db: Db,
  subscription: SubscriptionRow,
  course: CourseTerms,
  method: string,
  { now, today }: Moment,
): Promise<SubscriptionRow | null> {
  const confirmed = await updateSubscriptionIn(db, subscription.id, openStatuses, {
    status: "payment-confirmed",
    paymentMethod: method,
    paymentDate: now,
    accessStart: today,
    accessEnd: addMonths(today, course.accessPeriodMonths),
  });
  if (confirmed) return confirmed;
  // Cancelled while the money was on its way: now that it arrived, the cancellation (a full refund, quoted when
  // it was asked for) goes to support; no access is given and no confirmation is sent.
  await updateSubscriptionIn(db, subscription.id, ["awaiting-cancellation"], {
    status: "cancellation-requested",
    paymentMethod: method,
    paymentDate: now,
  });
  return null;
}

export interface Settled {
  subscription: SubscriptionRow;
  payment: PaymentRow | null;
  /** This call confirmed the purchase (a slip cleared): the confirmation e-mail is due. */
  confirmed: boolean;
}

/**
 * Applies what time did to the latest attempt, as the provider reports it: a Pix past its 3 minutes expires and
 * the purchase awaits payment again; a slip paid at the bank clears on its clearing day and confirms the purchase.
 */
export async function settle(
  db: Db,
  gateway: PaymentGateway,
  subscription: SubscriptionRow,
  course: CourseTerms,
  moment: Moment,
): Promise<Settled> {
  const payment = await latestPayment(db, subscription.id);
  if (!payment || payment.status !== "pending") return { subscription, payment, confirmed: false };
  const status = gateway.status(payment, moment.now, moment.today);
  if (payment.method === "pix" && status === "expired") {
    const expired = (await updatePendingPayment(db, payment.id, { status: "expired" })) ?? payment;
    const reopened = await updateSubscriptionIn(db, subscription.id, ["payment-pending"], {
      status: "awaiting-payment",
    });
    return { subscription: reopened ?? subscription, payment: expired, confirmed: false };
  }
  if (payment.method === "boleto" && status === "paid") {
    const cleared = await updatePendingPayment(db, payment.id, {
      status: "paid",
      slipClearedAt: moment.now,
      paidAt: moment.now,
    });
    if (!cleared) return { subscription, payment, confirmed: false };
    const confirmed = await confirmSubscription(db, subscription, course, "boleto", moment);
    return { subscription: confirmed ?? subscription, payment: cleared, confirmed: confirmed !== null };
  }
  return { subscription, payment, confirmed: false };
}

/**
 * Recomputes an unpaid subscription's totals from the course as it is now: a voucher that expired is dropped,
 * the campaign follows the plan (cash only), and a course price that changed since the last quote is reported
 * once (spec §8 "price changed since your last visit") with the total the person saw before.
 */
export async function requote(
  db: Db,
  subscription: SubscriptionRow,
  course: CourseTerms,
  today: string,
): Promise<{ subscription: SubscriptionRow; priceChanged: { previousTotal: number } | null }> {
  if (subscription.status !== "awaiting-payment") return { subscription, priceChanged: null };
  const plan =
    subscription.priceListValueId === null ? null : planById(course, subscription.priceListValueId);
  const voucher = subscription.voucherTag ? await validVoucher(db, subscription.voucherTag, today) : null;
  const campaign = plan?.paymentCondition === 2 ? await campaignFor(db, course.id, today) : null;
  const prices = quote(course, plan, voucher?.percent ?? null, campaign?.percent ?? null);
  // Refund credit the purchase uses (ADR 047): still valid today, never more than the price; the rest is paid.
  const price = Math.round(prices.total * 100);
  const credit = await reserveCredit(db, {
    userId: subscription.userId,
    subscriptionId: subscription.id,
    wanted: null,
    cap: price,
    today,
    at: new Date(),
  });
  const total = (price - credit) / 100;
  const changes = {
    priceListValueId: plan?.priceListValueId ?? null,
    paymentCondition: plan?.paymentCondition ?? null,
    installments: prices.installments,
    installmentValue: plan ? installmentValue(total, prices.installments) : null,
    voucherTag: voucher?.tag ?? null,
    campaignId: campaign?.id ?? null,
    subtotal: prices.subtotal,
    discounts: prices.discounts,
    total,
    quotedPrice: course.newPrice,
  };
  const same = (Object.keys(changes) as (keyof typeof changes)[]).every(
    (key) => subscription[key] === changes[key],
  );
  const priceChanged =
    subscription.quotedPrice !== null && subscription.quotedPrice !== course.newPrice
      ? { previousTotal: subscription.total }
      : null;
  if (same) return { subscription, priceChanged: null };
  return { subscription: await updateSubscription(db, subscription.id, changes), priceChanged };
}

/** The confirmation e-mail (outbox / SMTP). A failure is logged: the purchase stays paid. */
export async function sendConfirmation(
  db: Db,
  mailer: Mailer,
  logger: Logger,
  subscription: SubscriptionRow,
  origin: string,
): Promise<void> {
  try {
    const [buyer] = await db
      .select({ email: users.email, name: users.name, language: users.languageId })
      .from(users)
      .where(eq(users.id, subscription.userId));
    const course = await courseTermsById(db, subscription.courseId);
    if (!buyer || !course) return;
    // An order's one payment confirms every course of it (ADR 067): one e-mail lists them all.
    const order = await orderOfSubscription(db, subscription.id);
    await mailer.send(
      confirmationMail(mailLanguage(buyer.language), buyer.email, {
        name: buyer.name,
        course: course.name,
        ...(order
          ? { orderCourses: order.items.map((item) => ({ name: item.name, total: item.total })) }
          : {}),
        transactionNumber: order?.order.transactionNumber ?? subscription.transactionNumber,
        // What the purchase cost: the money paid and the refund credit it used (ADR 047).
        total:
          order?.order.total ??
          subscription.total + toReais((await creditUsedBy(db, [subscription.id])).get(subscription.id) ?? 0),
        method: subscription.paymentMethod ?? "",
        accessStart: subscription.accessStart ?? "",
        accessEnd: subscription.accessEnd ?? "",
        origin,
      }),
    );
  } catch (error) {
    logger.error({ err: error, subscriptionId: subscription.id }, "payment confirmation e-mail failed");
  }
}
