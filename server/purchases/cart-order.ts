import { sql } from "drizzle-orm";
import type {
  CartOrder,
  CartOrderQuote,
  CartOrderQuoteRequest,
  CartOrderRequest,
} from "../../src/services/api/cart-api.ts";
import { cancelLivePayments, latestPayment } from "../db/checkout/payment-queries.ts";
import { campaignFor, validVoucher, voucherCourseIds } from "../db/checkout/offer-queries.ts";
import { voucherAllows, type CartVoucher } from "../payments/cart-pricing.ts";
import {
  courseTermsById,
  subscriptionById,
  updateSubscription,
} from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import { cartOf } from "../db/purchases/cart-queries.ts";
import {
  insertOrder,
  itemsOfOrder,
  orderOfPerson,
  type OrderItemRow,
  type OrderRow,
} from "../db/purchases/order-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { alreadyPaid, invalid, notFound } from "../payments/checkout-refused.ts";
import { pixView } from "../payments/checkout-view.ts";
import type { PaymentCall } from "../payments/payment-service.ts";
import { recordPixCharge, withdrawPixAtProvider } from "../payments/pix-charges.ts";
import { cashPlan, quote } from "../payments/pricing.ts";
import { momentOf, settle, type Moment } from "../payments/subscription-lifecycle.ts";

const paidStatuses = new Set(["payment-confirmed", "awaiting-cancellation", "cancellation-requested"]);
const noSuchOrder = () => notFound("No order of yours has this id.");

/** One order at a time per person: a transaction-scoped advisory lock (another key than a single purchase's). */
const lockPerson = (tx: Db, userId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(${0x5ab1b}, ${userId})`);

/**
 * Paying the whole cart as one order (ADR 067): one purchase per course not yet owned, each priced by the server
 * as its own checkout prices a cash payment, tied by an order whose one Pix charge (the order's total) is a payment
 * of its first purchase. Its confirmation, by any path, confirms every purchase of the order
 * (`confirmSubscription`). Orders are read only through the token's own person: another person's id is a 404.
 */
/**
 * The person's cart priced as one order (its courses not yet owned): each course by `quote` as its own checkout
 * prices a cash payment, the voucher only where its rules allow the course (ADR 067).
 */
async function priceCart(tx: Db, userId: number, tag: string | null, moment: Moment) {
  const lines = (await cartOf(tx, userId)).filter((line) => !line.owned);
  if (lines.length === 0) throw invalid("cart", "The cart has no course to pay for.");
  const voucher = tag === null ? null : await validVoucher(tx, tag, moment.today);
  if (tag !== null && voucher === null)
    throw invalid("voucher", "This voucher does not exist or has expired.");
  const allowed: CartVoucher | null = voucher
    ? { percent: voucher.percent, courseIds: await voucherCourseIds(tx, voucher.tag) }
    : null;
  const priced = [];
  for (const line of lines) {
    const course = await courseTermsById(tx, line.courseId);
    if (!course) continue;
    const campaign = await campaignFor(tx, course.id, moment.today);
    const plan = cashPlan(course);
    const voucherApplied = voucherAllows(allowed, course.id);
    const prices = quote(course, plan, voucherApplied ? voucher!.percent : null, campaign?.percent ?? null);
    priced.push({ course, plan, campaign, prices, voucherApplied });
  }
  if (priced.length === 0) throw invalid("cart", "The cart has no course to pay for.");
  if (voucher && !priced.some((line) => line.voucherApplied))
    throw invalid("voucher", "This voucher does not apply to any course in your cart.");
  return { priced, voucher };
}

export function cartOrders(context: CheckoutContext) {
  const { db, gateway, clock, once } = context;

  /** Makes the order's Pix for its total, recorded on the lead purchase; every item awaits that payment. */
  async function chargeOrder(tx: Db, order: OrderRow, items: readonly OrderItemRow[], moment: Moment) {
    const lead = items[0]!;
    await recordPixCharge(tx, gateway, {
      subscriptionId: lead.subscriptionId,
      userId: order.userId,
      amount: order.total,
      reference: order.transactionNumber,
      now: moment.now,
    });
    for (const item of items)
      await updateSubscription(tx, item.subscriptionId, { status: "payment-pending", paymentMethod: "pix" });
  }

  /** The order as it stands, time applied to its charge (a Pix past its 3 minutes expires). */
  async function read(tx: Db, userId: number, orderId: number, moment: Moment): Promise<CartOrder> {
    const order = await orderOfPerson(tx, userId, orderId);
    if (!order) throw noSuchOrder();
    const lead = (await itemsOfOrder(tx, order.id))[0];
    const leadRow = lead ? await subscriptionById(tx, lead.subscriptionId, true) : null;
    const course = lead ? await courseTermsById(tx, lead.courseId) : null;
    if (leadRow && course) await settle(tx, gateway, leadRow, course, moment);
    const items = await itemsOfOrder(tx, order.id);
    const payment = lead ? await latestPayment(tx, lead.subscriptionId) : null;
    return {
      id: order.id,
      transactionNumber: order.transactionNumber,
      subtotal: order.subtotal,
      discounts: order.discounts,
      total: order.total,
      paid: items.length > 0 && items.every((item) => paidStatuses.has(item.status)),
      items: items.map((item) => ({
        friendlyUrl: item.slug,
        name: item.name,
        total: item.total,
        paid: paidStatuses.has(item.status),
      })),
      pix: payment?.method === "pix" ? pixView(payment) : null,
      paymentSubscriptionId: lead?.subscriptionId ?? 0,
    };
  }

  const inTransaction = <A>(work: (tx: Db, moment: Moment) => Promise<A>) =>
    momentOf(clock).then((moment) =>
      db.transaction(async (transaction) => work(transaction as unknown as Db, moment)),
    );

  return {
    /** What the order would cost now, with the voucher if given (nothing is written). */
    async quote(userId: number, request: CartOrderQuoteRequest): Promise<CartOrderQuote> {
      return inTransaction(async (tx, moment) => {
        const { priced, voucher } = await priceCart(tx, userId, request.voucher ?? null, moment);
        const items = priced.map(({ course, prices }) => ({
          friendlyUrl: course.friendlyUrl,
          name: course.name,
          subtotal: prices.subtotal,
          discounts: prices.discounts,
          voucherDiscount: prices.voucherDiscount,
          total: prices.total,
        }));
        const sum = (pick: (item: (typeof items)[number]) => number) =>
          items.reduce((total, item) => total + Math.round(pick(item) * 100), 0) / 100;
        return {
          items,
          subtotal: sum((item) => item.subtotal),
          discounts: sum((item) => item.discounts),
          total: sum((item) => item.total),
          voucher: voucher ? { tag: voucher.tag, percent: voucher.percent } : null,
        };
      });
    },

    /** Creates the order from the person's server cart and its one Pix charge. */
    async place(call: PaymentCall, request: CartOrderRequest): Promise<CartOrder> {
      const userId = call.userId;
      return once({ userId, key: call.idempotencyKey, method: "POST", path: call.path, body: request }, () =>
        inTransaction(async (tx, moment) => {
          await lockPerson(tx, userId);
          const { priced, voucher } = await priceCart(tx, userId, request.voucher ?? null, moment);
          const placed = await insertOrder(tx, {
            userId,
            year: Number(moment.today.slice(0, 4)),
            method: request.method,
            voucherTag: voucher?.tag ?? null,
            lines: priced.map(({ course, prices }) => ({
              courseId: course.id,
              subtotal: prices.subtotal,
              discounts: prices.discounts,
              total: prices.total,
            })),
          });
          if (placed.order.total <= 0) throw invalid("cart", "There is nothing to pay for this cart.");
          for (const [index, subscription] of placed.subscriptions.entries()) {
            const { plan, campaign, prices, voucherApplied } = priced[index]!;
            await updateSubscription(tx, subscription.id, {
              priceListValueId: plan.priceListValueId,
              voucherTag: voucherApplied ? voucher!.tag : null,
              paymentCondition: 2,
              installments: 1,
              installmentValue: prices.total,
              campaignId: campaign?.id ?? null,
            });
          }
          await chargeOrder(tx, placed.order, await itemsOfOrder(tx, placed.order.id), moment);
          return read(tx, userId, placed.order.id, moment);
        }),
      );
    },

    async order(userId: number, orderId: number): Promise<CartOrder> {
      return inTransaction((tx, moment) => read(tx, userId, orderId, moment));
    },

    /** A new code for an unpaid order (the old one is withdrawn at its provider). */
    async renewPix(call: PaymentCall, orderId: number): Promise<CartOrder> {
      const userId = call.userId;
      return once(
        { userId, key: call.idempotencyKey, method: "POST", path: call.path, body: { orderId } },
        () =>
          inTransaction(async (tx, moment) => {
            await lockPerson(tx, userId);
            const current = await read(tx, userId, orderId, moment);
            if (current.paid) throw alreadyPaid();
            if (current.pix?.status === "paid") throw alreadyPaid();
            const order = (await orderOfPerson(tx, userId, orderId))!;
            const items = await itemsOfOrder(tx, orderId);
            if (items.some((item) => !["awaiting-payment", "payment-pending"].includes(item.status)))
              throw invalid("id", "This order is closed and cannot be paid.");
            const lead = items[0]!;
            await withdrawPixAtProvider(tx, gateway, lead.subscriptionId);
            await cancelLivePayments(tx, lead.subscriptionId);
            await chargeOrder(tx, order, items, moment);
            return read(tx, userId, orderId, moment);
          }),
      );
    },
  };
}

export type CartOrders = ReturnType<typeof cartOrders>;
