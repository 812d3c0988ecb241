import type {
  LessonProgress,
  LessonReport,
  PortalCourse,
  PortalModule,
} from "#src/services/api/student-portal-api.ts";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import {
  foldReport,
  isLessonDone,
  lessonDoneShare,
  moduleReleaseDay,
} from "#src/domain/portal/lesson-progress.ts";
import {
  courseOutline,
  portalSubscription,
  saveProgress,
  type OutlineRow,
  type PortalSubscription,
} from "../db/portal/portal-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { notFound } from "../payments/checkout-refused.ts";
import { loadMediaSecret, signMediaPath } from "../media/media-links.ts";
import { streamPresence } from "./stream-presence.ts";

const cancelled = new Set(["cancellation-requested", "awaiting-cancellation", "cancellation-confirmed"]);
export const noCourse = () => notFound("No course of yours has this id.");

/** open, expired or cancelled for a course the person was given; null: never hers to study (404). */
export function accessOf(row: PortalSubscription, today: string): PortalCourse["access"] | null {
  if (cancelled.has(row.status) || (row.status === "purchase-canceled" && row.paymentDate))
    return "cancelled";
  if (row.status !== "payment-confirmed") return null;
  return row.accessEnd !== null && row.accessEnd < today ? "expired" : "open";
}

/** The day the purchase was confirmed (its modules' release dates count from it). */
const confirmedDay = (row: PortalSubscription) =>
  row.paymentDate ? saoPauloDate(row.paymentDate) : (row.accessStart ?? "9999-12-31");

const seconds = (lesson: OutlineRow) => lesson.durationMinutes * 60;
const isDone = (lesson: OutlineRow) => lesson.completedAt !== null;

function modulesOf(rows: readonly OutlineRow[], confirmed: string, today: string): PortalModule[] {
  const modules = new Map<number, PortalModule & { lessons: PortalModule["lessons"][number][] }>();
  for (const row of rows) {
    const releasedOn = moduleReleaseDay(confirmed, row.releaseAfterDays);
    const locked = releasedOn > today;
    const module = modules.get(row.moduleId) ?? {
      id: row.moduleId,
      title: row.moduleTitle,
      releasedOn,
      locked,
      lessons: [],
    };
    module.lessons.push({
      id: row.lessonId,
      title: row.title,
      kind: row.videoUrl ? "video" : "text",
      durationSeconds: seconds(row),
      videoUrl: locked ? null : row.videoUrl,
      body: locked ? null : row.body,
      materialUrl: locked ? null : row.materialUrl,
      watchedSeconds: isDone(row)
        ? Math.max(row.watchedSeconds ?? 0, Math.ceil(seconds(row) * lessonDoneShare))
        : (row.watchedSeconds ?? 0),
      positionSeconds: row.positionSeconds ?? 0,
      done: isDone(row),
    });
    modules.set(row.moduleId, module);
  }
  return [...modules.values()];
}

const progressOf = (rows: readonly OutlineRow[]) =>
  rows.length === 0 ? 0 : Math.round((rows.filter(isDone).length / rows.length) * 100);

/** The last lesson touched that is not done, else the first open lesson not done. */
function resumeOf(rows: readonly OutlineRow[], modules: readonly PortalModule[]): number | null {
  const open = new Set(modules.filter((module) => !module.locked).flatMap((m) => m.lessons.map((l) => l.id)));
  const touched = rows
    .filter((row) => open.has(row.lessonId) && row.updatedAt !== null && !isDone(row))
    .toSorted((a, b) => b.updatedAt!.getTime() - a.updatedAt!.getTime());
  return touched[0]?.lessonId ?? rows.find((row) => open.has(row.lessonId) && !isDone(row))?.lessonId ?? null;
}

/** Issue 32: the student portal's reads and progress reports, always of the token's own subscription. */
export function portalCourses({ db, clock }: Pick<CheckoutContext, "db" | "clock">) {
  const today = async () => saoPauloDate(await clock.now());
  const streams = streamPresence(db);
  let mediaSecret: Promise<string> | undefined;
  /** Open lessons carry their video's and PDF material's addresses signed for this person (media-links.ts). */
  const signed = async (modules: PortalModule[]): Promise<PortalModule[]> => {
    const secret = await (mediaSecret ??= loadMediaSecret(db, process.env["MEDIA_SECRET"]));
    const now = Math.floor(Date.now() / 1000);
    const sign = (path: string | null) => path && signMediaPath(secret, path, now);
    return modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({
        ...lesson,
        videoUrl: sign(lesson.videoUrl),
        materialUrl: sign(lesson.materialUrl),
      })),
    }));
  };
  const held = async (userId: number, subscriptionId: number) => {
    const row = await portalSubscription(db, userId, subscriptionId);
    const day = await today();
    const access = row ? accessOf(row, day) : null;
    if (!row || !access) throw noCourse();
    return { userId, row, access, day };
  };

  return {
    /** `ip`: the client's (ADR 055's way); an open course's media are not handed out while another IP streams. */
    async course(userId: number, subscriptionId: number, ip: string): Promise<PortalCourse> {
      const { row, access, day } = await held(userId, subscriptionId);
      if (access === "open") await streams.mayStream(userId, ip, await clock.now());
      const rows = await courseOutline(db, userId, row.courseId);
      const modules = access === "open" ? await signed(modulesOf(rows, confirmedDay(row), day)) : [];
      return {
        subscriptionId: row.subscriptionId,
        course: { name: row.courseName, friendlyUrl: row.friendlyUrl },
        access,
        accessEnd: row.accessEnd,
        progress: progressOf(rows),
        resumeLessonId: access === "open" ? resumeOf(rows, modules) : null,
        modules,
      };
    },

    /** A player's report: only for an open lesson of an open course; anything else answers 404. */
    async report(
      userId: number,
      subscriptionId: number,
      lessonId: number,
      report: LessonReport,
      ip: string,
    ): Promise<LessonProgress> {
      const { row, access, day } = await held(userId, subscriptionId);
      if (access !== "open") throw noCourse();
      const rows = await courseOutline(db, userId, row.courseId);
      const lesson = rows.find((candidate) => candidate.lessonId === lessonId);
      if (!lesson || moduleReleaseDay(confirmedDay(row), lesson.releaseAfterDays) > day)
        throw notFound("No open lesson of this course has this id.");
      await streams.claim(userId, ip, subscriptionId, lessonId, await clock.now());
      const folded = foldReport(
        { watchedSeconds: lesson.watchedSeconds ?? 0, positionSeconds: lesson.positionSeconds ?? 0 },
        report,
        seconds(lesson),
      );
      const done = isDone(lesson) || isLessonDone(folded.watchedSeconds, seconds(lesson));
      await saveProgress(db, { userId, lessonId, ...folded, done });
      const after = await courseOutline(db, userId, row.courseId);
      const saved = after.find((candidate) => candidate.lessonId === lessonId)!;
      return {
        lessonId,
        watchedSeconds: saved.watchedSeconds ?? 0,
        positionSeconds: saved.positionSeconds ?? 0,
        done: isDone(saved),
        progress: progressOf(after),
      };
    },
  };
}
