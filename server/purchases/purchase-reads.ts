import type {
  MyCourse,
  PurchaseItem,
  PurchaseList,
  PurchasesOwner,
} from "../../src/services/api/purchases-api.ts";
import { saoPauloDate } from "../../src/domain/payments/business-days.ts";
import { digitsOnly } from "../../src/domain/payments/card.ts";
import {
  coursesWithAccess,
  lessonCounts,
  purchaseOwner,
  purchasesOf,
} from "../db/purchases/purchase-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { notFound } from "../payments/checkout-refused.ts";

export const purchasesPerPage = 10;

type Row = Awaited<ReturnType<typeof purchasesOf>>["rows"][number];

const courseOf = (row: Row) => ({
  name: row.courseName,
  friendlyUrl: row.friendlyUrl,
  imageUrl: `/api/media/course/${row.friendlyUrl}/2.svg`,
  institution: row.institution,
});

const methods = new Set(["pix", "boleto", "card"]);

function toItem(row: Row): PurchaseItem {
  return {
    subscriptionId: row.subscriptionId,
    transactionNumber: row.transactionNumber,
    status: row.status as PurchaseItem["status"],
    course: courseOf(row),
    purchaseDate: row.createdAt.toISOString(),
    paymentDate: row.paymentDate?.toISOString() ?? null,
    paymentMethod: methods.has(row.paymentMethod ?? "")
      ? (row.paymentMethod as PurchaseItem["paymentMethod"])
      : null,
    subtotal: row.subtotal,
    discounts: row.discounts,
    total: row.total,
    slipDueDate: row.slipDueDate,
    accessStart: row.accessStart,
    accessEnd: row.accessEnd,
  };
}

/**
 * Spec §7 purchased-courses and my-courses. The body names the person by e-mail and CPF, but only the token
 * decides whose data this is: a body that names anyone else answers 404, exactly like a person who does not
 * exist, so the call cannot be used to probe other people's purchases.
 */
export function purchaseReads({ db, callerOf }: Pick<CheckoutContext, "db" | "callerOf">) {
  const ownerOf = async (authorization: string | undefined, owner: PurchasesOwner) => {
    const userId = await callerOf(authorization);
    const person = await purchaseOwner(db, userId);
    const sameEmail = person?.email.trim().toLowerCase() === owner.email.trim().toLowerCase();
    const sameCpf = digitsOnly(person?.cpf ?? "") === digitsOnly(owner.cpf);
    if (!person || !sameEmail || !sameCpf) throw notFound("No purchases for this e-mail and CPF.");
    return userId;
  };

  return {
    async purchasedCourses(authorization: string | undefined, owner: PurchasesOwner): Promise<PurchaseList> {
      const userId = await ownerOf(authorization, owner);
      const page = owner.page ?? 1;
      const { rows, totalCount } = await purchasesOf(db, userId, page, purchasesPerPage);
      return { results: rows.map(toItem), totalCount, page, perPage: purchasesPerPage };
    },

    async myCourses(
      authorization: string | undefined,
      owner: PurchasesOwner,
      now = new Date(),
    ): Promise<MyCourse[]> {
      const userId = await ownerOf(authorization, owner);
      const rows = await coursesWithAccess(db, userId);
      const lessons = await lessonCounts(
        db,
        userId,
        rows.map((row) => row.courseId),
      );
      const today = saoPauloDate(now);
      return rows.map((row) => {
        const counted = lessons.get(row.courseId);
        return {
          subscriptionId: row.subscriptionId,
          course: courseOf(row),
          accessStart: row.accessStart,
          accessEnd: row.accessEnd,
          progress: counted && counted.total > 0 ? Math.round((counted.done / counted.total) * 100) : 0,
          expired: row.accessEnd !== null && row.accessEnd < today,
        };
      });
    },
  };
}
