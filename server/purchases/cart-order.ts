import { sql } from "drizzle-orm";
import type {
  CartOrder,
  CartOrderMethod,
  CartOrderQuote,
  CartOrderQuoteRequest,
  CartOrderRequest,
} from "#src/services/api/cart-api.ts";
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
  deniedOrderCards,
  insertOrder,
  itemsOfOrder,
  orderOfPerson,
  type OrderItemRow,
  type OrderRow,
} from "../db/purchases/order-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { maxCardDenials } from "../payments/card-check.ts";
import { alreadyPaid, invalid, notFound } from "../payments/checkout-refused.ts";
import { paymentView, pixView } from "../payments/checkout-view.ts";
import type { PaymentCall } from "../payments/payment-service.ts";
import { recordPixCharge, withdrawPixAtProvider } from "../payments/pix-charges.ts";
import { cardPlan, cashPlan, quote } from "../payments/pricing.ts";
import { sendPurchaseNotice } from "../payments/purchase-notices.ts";
import { momentOf, sendConfirmation, settle, type Moment } from "../payments/subscription-lifecycle.ts";
import { installmentPlan } from "#src/domain/payments/installments.ts";
import { awaitingPayment, chargeOrderByGateway, type After } from "./cart-order-charges.ts";
import { closeEarlierOrders } from "./cart-order-supersede.ts";

const dayMs = 24 * 60 * 60 * 1000;
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
async function priceCart(tx: Db, userId: number, tag: string | null, moment: Moment, how: PayWith) {
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
    // By card a course is priced as its card plan (no cash campaign), as its own checkout prices it.
    const plan = how.method === "card" ? cardPlan(course, how.installments) : cashPlan(course);
    if (!plan)
      throw invalid(
        "installments",
        `${course.name} takes at most ${course.installments} installments by card.`,
      );
    const voucherApplied = voucherAllows(allowed, course.id);
    const prices = quote(course, plan, voucherApplied ? voucher!.percent : null, campaign?.percent ?? null);
    priced.push({ course, plan, campaign, prices, voucherApplied });
  }
  if (priced.length === 0) throw invalid("cart", "The cart has no course to pay for.");
  if (voucher && !priced.some((line) => line.voucherApplied))
    throw invalid("voucher", "This voucher does not apply to any course in your cart.");
  const maxInstallments = Math.max(1, Math.min(...priced.map(({ course }) => course.installments)));
  return { priced, voucher, maxInstallments };
}

/** How an order is paid: its method and, by card, the installments of its total. */
interface PayWith {
  method: CartOrderMethod;
  installments: number;
}

const sumCents = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((total, row) => total + Math.round(pick(row) * 100), 0) / 100;

export function cartOrders(context: CheckoutContext) {
  const { db, gateway, clock, once, mailer, logger } = context;

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
    await awaitingPayment(tx, items, "pix");
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
      closed: items.length > 0 && items.every((item) => item.status === "purchase-canceled"),
      pix: payment?.method === "pix" ? pixView(payment) : null,
      payment: paymentView(payment),
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
        const how = { method: request.method ?? "pix", installments: request.installments ?? 1 };
        const cart = await priceCart(tx, userId, request.voucher ?? null, moment, how);
        const { priced, voucher, maxInstallments } = cart;
        const items = priced.map(({ course, prices }) => ({
          friendlyUrl: course.friendlyUrl,
          name: course.name,
          subtotal: prices.subtotal,
          discounts: prices.discounts,
          voucherDiscount: prices.voucherDiscount,
          total: prices.total,
        }));
        const total = sumCents(items, (item) => item.total);
        return {
          items,
          subtotal: sumCents(items, (item) => item.subtotal),
          discounts: sumCents(items, (item) => item.discounts),
          total,
          voucher: voucher ? { tag: voucher.tag, percent: voucher.percent } : null,
          maxInstallments,
          installments: how.installments,
          installmentValue: installmentPlan(total, how.installments).installmentValue,
          methods: context.offer.methods,
          cardGateway: context.offer.cardGateway,
          slipNeedsAddress: gateway.providerFor("boleto") !== "sandbox",
        };
      });
    },

    /**
     * Creates the order from the person's server cart and its one charge (Pix, slip or card), after closing the
     * person's earlier unpaid orders (`closeEarlierOrders`): a course is never in two payable purchases.
     */
    async place(call: PaymentCall, request: CartOrderRequest): Promise<CartOrder> {
      const userId = call.userId;
      if (request.method === "card" && !request.card) throw invalid("card", "A card order needs the card.");
      const how = { method: request.method, installments: request.card?.installments ?? 1 };
      const after: After = { notices: [], confirmed: [] };
      const answer = await once(
        { userId, key: call.idempotencyKey, method: "POST", path: call.path, body: request },
        () =>
          inTransaction(async (tx, moment) => {
            await lockPerson(tx, userId);
            await closeEarlierOrders(tx, gateway, userId);
            const cart = await priceCart(tx, userId, request.voucher ?? null, moment, how);
            const { priced, voucher, maxInstallments } = cart;
            if (how.installments > maxInstallments)
              throw invalid(
                "installments",
                `This order takes at most ${maxInstallments} installments by card.`,
              );
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
                paymentCondition: plan.paymentCondition,
                installments: plan.installments,
                installmentValue: prices.installmentValue,
                campaignId: campaign?.id ?? null,
              });
            }
            // Card-testing defence: after repeated refused cards on the person's orders, no card for a day (the
            // single checkout asks for a captcha instead; the order's Pix and slip stay open).
            if (
              request.method === "card" &&
              (await deniedOrderCards(tx, userId, new Date(Date.now() - dayMs))) >= maxCardDenials
            )
              throw invalid(
                "card",
                "Too many refused cards: pay this order by Pix or slip, or try a card tomorrow.",
              );
            const items = await itemsOfOrder(tx, placed.order.id);
            if (request.method === "pix") await chargeOrder(tx, placed.order, items, moment);
            else
              await chargeOrderByGateway(
                { tx, gateway, order: placed.order, items, moment, key: call.idempotencyKey, after },
                request,
              );
            return read(tx, userId, placed.order.id, moment);
          }),
      );
      // After the commit, as for a single purchase: the slip's e-mail, or the one confirmation of a paid card.
      for (const notice of after.notices) await sendPurchaseNotice(db, mailer, logger, notice, call.origin);
      for (const row of after.confirmed) await sendConfirmation(db, mailer, logger, row, call.origin);
      return answer;
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
            if (order.paymentMethod !== "pix") throw invalid("id", "This order is not paid by Pix.");
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
