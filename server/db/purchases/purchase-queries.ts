import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { authors, courseAuthors, courseModules, courses, lessons } from "../schema/catalog.ts";
import { cancellations, lessonProgress, payments, subscriptions } from "../schema/commerce.ts";
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
  examAverage: subscriptions.examAverage,
  certificateIssuedOn: subscriptions.certificateIssuedOn,
};

/**
 * A purchase the customer has acted on (issue 28): opening a checkout creates a subscription "awaiting payment",
 * which is not an order until a payment was generated (a Pix code, a slip, a card attempt) or it moved on.
 */
const actedOn = sql`(${subscriptions.status} <> 'awaiting-payment' or ${subscriptions.paymentMethod} is not null
  or exists (select 1 from ${payments} where ${payments.subscriptionId} = ${subscriptions.id}))`;

/** One page of the user's purchases, newest first, and how many there are. */
export async function purchasesOf(db: Db, userId: number, page: number, perPage: number) {
  const mine = and(eq(subscriptions.userId, userId), actedOn);
  const rows = await db
    .select(purchaseColumns)
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(mine)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [total] = await db.select({ n: count() }).from(subscriptions).where(mine);
  return { rows, totalCount: Number(total?.n ?? 0) };
}

/**
 * The purchases that give access to a course: paid ones. Access is blocked from the moment a cancellation is
 * asked for (spec §4 "blocked right after cancellation"), which also freezes the lessons the refund counted.
 */
export async function coursesWithAccess(db: Db, userId: number) {
  return db
    .select(purchaseColumns)
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.status, "payment-confirmed")))
    .orderBy(desc(subscriptions.accessEnd), desc(subscriptions.id));
}

/** Lessons per course and how many of them the user completed. */
export async function lessonCounts(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { total: number; done: number }>();
  const rows = await db
    .select({
      courseId: courseModules.courseId,
      total: count(lessons.id),
      done: sql<number>`count(${lessonProgress.completedAt})`,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(inArray(courseModules.courseId, courseIds))
    .groupBy(courseModules.courseId);
  return new Map(rows.map((row) => [row.courseId, { total: Number(row.total), done: Number(row.done) }]));
}

/** Per course: how many modules it has and how many the user finished (every lesson done; ADR 091). */
export async function moduleCounts(db: Db, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, { total: number; done: number }>();
  const perModule = db
    .select({
      courseId: courseModules.courseId,
      lessons: count(lessons.id).as("lessons"),
      done: sql<number>`count(${lessonProgress.completedAt})`.as("done"),
    })
    .from(courseModules)
    .leftJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(inArray(courseModules.courseId, courseIds))
    .groupBy(courseModules.id, courseModules.courseId)
    .as("per_module");
  const rows = await db
    .select({
      courseId: perModule.courseId,
      total: count(),
      done: sql<number>`count(*) filter (where ${perModule.lessons} > 0 and ${perModule.done} = ${perModule.lessons})`,
    })
    .from(perModule)
    .groupBy(perModule.courseId);
  return new Map(rows.map((row) => [row.courseId, { total: Number(row.total), done: Number(row.done) }]));
}

/** The authors of each course, in the course's order. */
export async function authorsOf(db: Db, courseIds: number[]) {
  if (courseIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ courseId: courseAuthors.courseId, name: authors.name })
    .from(courseAuthors)
    .innerJoin(authors, eq(authors.id, courseAuthors.authorId))
    .where(inArray(courseAuthors.courseId, courseIds))
    .orderBy(courseAuthors.courseId, courseAuthors.position, authors.name);
  const byCourse = new Map<number, string[]>();
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row.name]);
  return byCourse;
}

/** Each subscription's cancellation, if one was asked for. */
export async function cancellationsOf(db: Db, subscriptionIds: number[]) {
  if (subscriptionIds.length === 0) return new Map<number, CancellationRow>();
  const rows = await db
    .select()
    .from(cancellations)
    .where(inArray(cancellations.subscriptionId, subscriptionIds));
  return new Map(rows.map((row) => [row.subscriptionId, row]));
}

export type CancellationRow = typeof cancellations.$inferSelect;

export async function insertCancellation(db: Db, row: typeof cancellations.$inferInsert) {
  await db.insert(cancellations).values(row);
}

export async function confirmCancellationRow(
  db: Db,
  subscriptionId: number,
  confirmedAt: Date,
  creditValidUntil: string | null,
) {
  await db
    .update(cancellations)
    .set({ confirmedAt, creditValidUntil })
    .where(eq(cancellations.subscriptionId, subscriptionId));
}

/**
 * A course's lessons, and how many of them a drip schedule has released `daysSinceAccess` days after the access
 * started (a module's lessons are released together, `release_after_days` after the start).
 */
export async function lessonsReleased(db: Db, courseId: number, daysSinceAccess: number) {
  const [row] = await db
    .select({
      total: count(lessons.id),
      available: sql<number>`count(*) filter (where ${courseModules.releaseAfterDays} <= ${daysSinceAccess})`,
    })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(courseModules.courseId, courseId));
  return { total: Number(row?.total ?? 0), available: Number(row?.available ?? 0) };
}

/** One purchase of the user (null when it is not theirs or does not exist). */
export async function purchaseOf(db: Db, userId: number | null, subscriptionId: number) {
  const [row] = await db
    .select(purchaseColumns)
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId))
    .where(
      userId === null
        ? eq(subscriptions.id, subscriptionId)
        : and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)),
    );
  return row ?? null;
}
