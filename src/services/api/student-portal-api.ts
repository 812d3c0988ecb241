import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api";
import { InvalidInput, NotFound, ServiceUnavailable } from "./api-errors.ts";
import { Conflict } from "./checkout-schemas.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Unauthorized } from "./session-api.ts";
import { Authorization } from "./authorization.ts";

/** Seconds within a day: what a player may report for one lesson. */
const Seconds = Schema.Number.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 86_400 })),
);

/** One lesson of the portal: its real duration, the person's progress, and whether it is open yet. */
export const PortalLesson = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  kind: Schema.Literals(["video", "text"]),
  durationSeconds: Schema.Number,
  /** Present only while the lesson is open: locked lessons send neither the video nor the text. */
  videoUrl: Schema.NullOr(Schema.String),
  body: Schema.NullOr(Schema.String),
  /** The lesson's PDF material (ADR 090), its address signed like the video's; null when none or locked. */
  materialUrl: Schema.NullOr(Schema.String),
  watchedSeconds: Schema.Number,
  positionSeconds: Schema.Number,
  done: Schema.Boolean,
});
export type PortalLesson = typeof PortalLesson.Type;

export const PortalModule = Schema.Struct({
  id: Schema.Number,
  title: Schema.String,
  /** The calendar day (YYYY-MM-DD) it opens: the purchase's confirmation day plus release_after_days. */
  releasedOn: Schema.String,
  locked: Schema.Boolean,
  lessons: Schema.Array(PortalLesson),
});
export type PortalModule = typeof PortalModule.Type;

/**
 * A course the person holds, as the student portal shows it. access: open, or why it is closed (expired: the access
 * period ended; cancelled: a cancellation was asked for or confirmed, spec §4) — then no modules are sent.
 */
export const PortalCourse = Schema.Struct({
  subscriptionId: Schema.Number,
  course: Schema.Struct({ name: Schema.String, friendlyUrl: Schema.String }),
  access: Schema.Literals(["open", "expired", "cancelled"]),
  accessEnd: Schema.NullOr(Schema.String),
  /** Whole percent of the course's lessons done: the same figure My Courses shows. */
  progress: Schema.Number,
  /** The lesson to resume: the last one touched that is not done, else the first open one not done (null: none). */
  resumeLessonId: Schema.NullOr(Schema.Number),
  modules: Schema.Array(PortalModule),
});
export type PortalCourse = typeof PortalCourse.Type;

/** What the player reports every few seconds and on leave. */
export const LessonReport = Schema.Struct({ watchedSeconds: Seconds, positionSeconds: Seconds });
export type LessonReport = typeof LessonReport.Type;

export const LessonProgress = Schema.Struct({
  lessonId: Schema.Number,
  watchedSeconds: Schema.Number,
  positionSeconds: Schema.Number,
  done: Schema.Boolean,
  progress: Schema.Number,
});
export type LessonProgress = typeof LessonProgress.Type;

/** 409 streamingElsewhere: the person watches from another IP right now (spec §6, one place at a time; ADR 096). */
const errors = [Unauthorized, NotFound, InvalidInput, ServiceUnavailable, Conflict] as const;
const Id = IntegerParam(1, 2_147_483_647);

/** Issue 32, the student portal: always the token's own subscription (anyone else's answers 404). */
export const StudentPortalGroup = HttpApiGroup.make("studentPortal")
  .add(
    HttpApiEndpoint.get("portalCourse", "/portal/courses/:id", {
      params: { id: Id },
      success: PortalCourse,
      error: errors,
    }).middleware(Authorization),
  )
  .add(
    HttpApiEndpoint.put("lessonProgress", "/portal/courses/:id/lessons/:lessonId/progress", {
      params: { id: Id, lessonId: Id },
      payload: LessonReport,
      success: LessonProgress,
      error: errors,
    }).middleware(Authorization),
  )
  .prefix("/candidate");
