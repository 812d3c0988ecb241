import type { Checkout, PriceLine } from "#src/services/api/checkout-schemas.ts";
import { campaignFor, validVoucher, voucherCourseIds } from "../db/checkout/offer-queries.ts";
import {
  courseTermsById,
  courseTermsBySlug,
  insertSubscription,
  latestSubscription,
  updateSubscription,
  type CourseTerms,
} from "../db/checkout/subscription-queries.ts";
import type { Db } from "../db/database.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { invalid, notFound } from "./checkout-refused.ts";
import { dealStageOf, updateDeal } from "./crm-deal.ts";
import { cashPlan, offersCampaign, planById, plansOf, quote, type Plan } from "./pricing.ts";
import { priceLine, storedVoucherPercent } from "./price-lines.ts";
import { subscriptionAccess, type Loaded } from "./subscription-access.ts";
import { momentOf, openStatuses, requote } from "./subscription-lifecycle.ts";

const planOf = (course: CourseTerms, priceListValueId: number): Plan => {
  const plan = planById(course, priceListValueId);
  if (!plan) throw invalid("priceListValueId", "This price-list value is not a plan of the course.");
  return plan;
};

/** A voucher valid today whose rules allow the course (a voucher without a course list allows every course). */
const voucherOf = async (tx: Db, tag: string, today: string, courseId: number) => {
  const voucher = await validVoucher(tx, tag, today);
  if (!voucher) throw invalid("tag", "This voucher does not exist or has expired.");
  const allowed = await voucherCourseIds(tx, voucher.tag);
  if (allowed !== null && !allowed.includes(courseId))
    throw invalid("tag", "This voucher does not apply to this course.");
  return voucher;
};

/** Spec §7 subscription calls and the candidate reads: create or recover, plan, voucher, campaign and prices. */
export function checkoutService(context: CheckoutContext) {
  const { db, clock, crm, logger } = context;
  const access = subscriptionAccess(context);

  /** Changes the plan or voucher of an open subscription, re-quotes it and answers the checkout. */
  const change = async (
    userId: number,
    id: number,
    origin: string,
    apply: (
      tx: Db,
      loaded: Loaded,
    ) => Promise<{ priceListValueId?: number | null; voucherTag?: string | null }>,
  ): Promise<Checkout> => {
    const priceChanged = await access.withSubscription(userId, id, origin, async (tx, loaded) => {
      const reopened = await access.reopen(tx, loaded);
      const changes = await apply(tx, { ...loaded, subscription: reopened });
      const changed = await updateSubscription(tx, id, changes);
      return (
        (await requote(tx, changed, loaded.course, loaded.moment.today)).priceChanged ?? loaded.priceChanged
      );
    });
    return access.view(userId, id, origin, priceChanged);
  };

  return {
    async checkout(userId: number, id: number, origin: string) {
      return access.view(userId, id, origin);
    },

    /**
     * The caller's open purchase of the course (awaiting payment, or pending with a live Pix or slip), the
     * purchase that already gives access ("already yours"), or a new one. One at a time per person.
     */
    async createOrRecover(userId: number, friendlyUrl: string) {
      const course = await courseTermsBySlug(db, friendlyUrl);
      if (!course || !course.active) throw notFound("No course on sale has this friendly URL.");
      const moment = await momentOf(clock);
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await access.lockPerson(tx, userId);
        const paid = await latestSubscription(tx, userId, course.id, ["payment-confirmed"]);
        if (paid && (paid.accessEnd === null || paid.accessEnd >= moment.today))
          return { subscriptionId: paid.id };
        // A Pix that expired meanwhile leaves it open too: the next read reopens it (subscription-lifecycle.ts).
        const open = await latestSubscription(tx, userId, course.id, openStatuses);
        if (open) return { subscriptionId: open.id };
        const prices = quote(course, null, null, null);
        const created = await insertSubscription(
          tx,
          {
            userId,
            courseId: course.id,
            subtotal: prices.subtotal,
            discounts: prices.discounts,
            total: prices.total,
            quotedPrice: course.newPrice,
          },
          Number(moment.today.slice(0, 4)),
        );
        return { subscriptionId: created.id };
      });
    },

    choosePlan: (userId: number, id: number, priceListValueId: number, origin: string) =>
      change(userId, id, origin, async (_tx, loaded) => ({
        priceListValueId: planOf(loaded.course, priceListValueId).priceListValueId,
      })),

    associateVoucher: (userId: number, id: number, tag: string, origin: string) =>
      change(userId, id, origin, async (tx, loaded) => ({
        voucherTag: (await voucherOf(tx, tag, loaded.moment.today, loaded.course.id)).tag,
      })),

    removeVoucher: (userId: number, id: number, origin: string) =>
      change(userId, id, origin, async () => ({ voucherTag: null })),

    /** Re-checks the voucher and the campaign against today (an expired voucher is dropped) and re-quotes. */
    reassociateDiscounts: (userId: number, id: number, origin: string) =>
      change(userId, id, origin, async () => ({})),

    async voucherPreview(userId: number, id: number, tag: string, priceListValueId: number, origin: string) {
      return access.withSubscription(userId, id, origin, async (tx, loaded) => {
        const plan = planOf(loaded.course, priceListValueId);
        const voucher = await voucherOf(tx, tag, loaded.moment.today, loaded.course.id);
        const campaign =
          plan.paymentCondition === 2 ? await campaignFor(tx, loaded.course.id, loaded.moment.today) : null;
        const prices = quote(loaded.course, plan, voucher.percent, campaign?.percent ?? null);
        return {
          tag: voucher.tag,
          percent: voucher.percent,
          discount: prices.voucherDiscount,
          total: prices.total,
        };
      });
    },

    async discountCalculator(
      userId: number,
      request: { subscriptionId: number; priceListValueId: number; tag?: string },
      origin: string,
    ) {
      return access.withSubscription(userId, request.subscriptionId, origin, async (tx, loaded) => {
        const plan = planOf(loaded.course, request.priceListValueId);
        const percent =
          request.tag === undefined
            ? await storedVoucherPercent(tx, loaded)
            : (await voucherOf(tx, request.tag, loaded.moment.today, loaded.course.id)).percent;
        return [await priceLine(tx, loaded, plan, percent)];
      });
    },

    /** One plan's prices, or every plan's with the chosen one first (the client reads the first line). */
    async coursePrice(
      userId: number,
      request: { subscriptionId: number; priceListValueId?: number },
      origin: string,
    ) {
      return access.withSubscription(userId, request.subscriptionId, origin, async (tx, loaded) => {
        const percent = await storedVoucherPercent(tx, loaded);
        const chosen = request.priceListValueId ?? loaded.subscription.priceListValueId;
        const plans =
          request.priceListValueId !== undefined
            ? [planOf(loaded.course, request.priceListValueId)]
            : plansOf(loaded.course).toSorted(
                (a, b) => Number(b.priceListValueId === chosen) - Number(a.priceListValueId === chosen),
              );
        const lines: PriceLine[] = [];
        for (const plan of plans) lines.push(await priceLine(tx, loaded, plan, percent));
        return lines;
      });
    },

    /** Spec §4: only for a course with a one-installment cash plan, and only that plan gets it. */
    async campaignDiscount(userId: number, courseId: number, priceListValueId: number) {
      const course = await courseTermsById(db, courseId);
      if (!course || !course.active) throw notFound("No course on sale has this id.");
      const plan = planOf(course, priceListValueId);
      if (!offersCampaign(course) || plan.priceListValueId !== cashPlan(course).priceListValueId)
        return { campaign: null };
      const campaign = await campaignFor(db, course.id, (await momentOf(clock)).today);
      return { campaign: campaign ? { name: campaign.name, percent: campaign.percent } : null };
    },

    /** update-ecommerce-hubspot-deal: the CRM adapter's failures are logged and answer updated:false (spec §8). */
    async updateDeal(userId: number, id: number, origin: string) {
      const { subscription } = await access.withSubscription(
        userId,
        id,
        origin,
        async (_tx, loaded) => loaded,
      );
      const updated = await updateDeal(crm, logger, {
        subscriptionId: subscription.id,
        stage: dealStageOf(subscription.status),
        amount: subscription.total,
      });
      return { updated };
    },
  };
}

export type CheckoutService = ReturnType<typeof checkoutService>;
