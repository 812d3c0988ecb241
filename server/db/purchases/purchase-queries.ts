import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courseModules, courses, lessons } from "../schema/catalog.ts";
import { lessonProgress, subscriptions } from "../schema/commerce.ts";
import { institutions, users } from "../schema/identity.ts";

/** Who a token's user is, as the purchase lists are keyed (spec §3: e-mail and CPF). */
export async function purchaseOwner(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, cpf: users.cpf })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

const purchaseColumns = {
  subscriptionId: subscriptions.id,
  transactionNumber: subscriptions.transactionNumber,
  status: subscriptions.status,
  courseId: courses.id,
  courseName: courses.name,
  friendlyUrl: courses.friendlyUrl,
  institution: institutions.title,
  createdAt: subscriptions.createdAt,
  paymentDate: subscriptions.paymentDate,
  paymentMethod: subscriptions.paymentMethod,
  subtotal: subscriptions.subtotal,
  discounts: subscriptions.discounts,
  total: subscriptions.total,
  slipDueDate: subscriptions.slipDueDate,
  accessStart: subscriptions.accessStart,
  accessEnd: subscriptions.accessEnd,
};

/** One page of the user's purchases, newest first, and how many there are. */
export async function purchasesOf(db: Db, userId: number, page: number, perPage: number) {
  const rows = await db
    .select(purchaseColumns)
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId));
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/** The purchases that give access to a course (paid, or paid and waiting for a cancellation to be decided). */
export async function coursesWithAccess(db: Db, userId: number) {
  return db
    .select(purchaseColumns)
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, [
          "payment-confirmed",
          "awaiting-cancellation",
          "cancellation-requested",
        ]),
      ),
    )
    .orderBy(desc(subscriptions.accessEnd), desc(subscriptions.id));
}

/** Lessons per course and how many of them the user completed. */
export async function lessonCounts(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { total: number; done: number }>();
  const rows = await db
    .select({
      courseId: courseModules.courseId,
      total: count(lessons.id),
      done: sql<number>`count(${lessonProgress.lessonId})`,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(inArray(courseModules.courseId, courseIds))
    .groupBy(courseModules.courseId);
  return new Map(rows.map((row) => [row.courseId, { total: Number(row.total), done: Number(row.done) }]));
}
