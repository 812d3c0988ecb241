import type { LessonProgress, PortalCourse, PortalLesson } from "#src/services/api/student-portal-api.ts";

/**
 * Why the portal cannot show a course: none named in the address, not one of hers (or no such course), signed
 * out, watched from another IP right now (spec §6, ADR 096), or anything else.
 */
export type CoursePortalFailure =
  | { kind: "noCourse" }
  | { kind: "notFound" }
  | { kind: "signedOut" }
  | { kind: "elsewhere" }
  | { kind: "unexpected" };

/** What the player reports for one lesson: seconds watched and where playback stands. */
export interface LessonReportOf {
  lessonId: number;
  watchedSeconds: number;
  positionSeconds: number;
}

export interface CoursePortalContext {
  subscriptionId: number;
  course: PortalCourse | null;
  /** The lesson open beside the outline (null: none chosen yet). */
  lessonId: number | null;
  failure: CoursePortalFailure | null;
  /** The report being saved. */
  sending: LessonReportOf | null;
  /** The newest report that came while another was being saved: sent when that one ends. */
  pending: LessonReportOf | null;
  /** The last save was refused or failed (the next report tries again). */
  saveFailed: boolean;
}

export type CoursePortalEvent =
  { type: "RETRY" } | { type: "OPEN_LESSON"; lessonId: number } | { type: "REPORT"; report: LessonReportOf };

export type { LessonProgress, PortalCourse, PortalLesson };
