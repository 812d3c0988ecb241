import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courseModules, courses, lessons } from "../schema/catalog.ts";
import { lessonProgress, subscriptions } from "../schema/commerce.ts";

/** One subscription of the user (another person's reads as none) with its course. */
export async function portalSubscription(db: Db, userId: number, subscriptionId: number) {
  const [row] = await db
    .select({
      subscriptionId: subscriptions.id,
      status: subscriptions.status,
      paymentDate: subscriptions.paymentDate,
      accessStart: subscriptions.accessStart,
      accessEnd: subscriptions.accessEnd,
      courseId: courses.id,
      courseName: courses.name,
      friendlyUrl: courses.friendlyUrl,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  return row ?? null;
}
export type PortalSubscription = NonNullable<Awaited<ReturnType<typeof portalSubscription>>>;

/** The course's modules and lessons in order, with the user's progress on each lesson. */
export async function courseOutline(db: Db, userId: number, courseId: number) {
  return db
    .select({
      moduleId: courseModules.id,
      moduleTitle: courseModules.title,
      releaseAfterDays: courseModules.releaseAfterDays,
      lessonId: lessons.id,
      title: lessons.title,
      durationMinutes: lessons.durationMinutes,
      videoUrl: lessons.videoUrl,
      body: lessons.body,
      materialUrl: lessons.materialUrl,
      watchedSeconds: lessonProgress.watchedSeconds,
      positionSeconds: lessonProgress.positionSeconds,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(courseModules)
    .innerJoin(lessons, eq(lessons.moduleId, courseModules.id))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.userId, userId)))
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.position), asc(courseModules.id), asc(lessons.position), asc(lessons.id));
}
export type OutlineRow = Awaited<ReturnType<typeof courseOutline>>[number];

/**
 * Writes a report already folded by the rules: GREATEST keeps the watched time from going backwards even when two
 * reports race; a lesson once done stays done.
 */
export async function saveProgress(
  db: Db,
  row: { userId: number; lessonId: number; watchedSeconds: number; positionSeconds: number; done: boolean },
) {
  const completedAt = row.done ? sql`now()` : sql`null`;
  await db
    .insert(lessonProgress)
    .values({ ...row, completedAt })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        watchedSeconds: sql`greatest(${lessonProgress.watchedSeconds}, excluded.watched_seconds)`,
        positionSeconds: sql`excluded.position_seconds`,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, excluded.completed_at)`,
        updatedAt: sql`now()`,
      },
    });
}

/** Holds the subscription's row until the transaction ends, so two exam attempts cannot race past the limits. */
export async function lockSubscription(db: Db, subscriptionId: number) {
  await db.execute(sql`select id from subscriptions where id = ${subscriptionId} for update`);
}
