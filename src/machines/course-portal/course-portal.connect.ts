import type { SnapshotFrom } from "xstate";
import type { PortalLesson } from "#src/services/api/student-portal-api.ts";
import type { coursePortalMachine } from "./course-portal.machine.ts";
import { lessonOf } from "./course-portal.outline.ts";
import type {
  CoursePortalEvent,
  CoursePortalFailure,
  LessonReportOf,
  PortalCourse,
} from "./course-portal.types.ts";

/** What the portal's views get: which step, the course, the open lesson, and the person's actions. */
export interface CoursePortalApi {
  phase: "loading" | "failed" | "closed" | "open";
  failure: CoursePortalFailure | null;
  course: PortalCourse | null;
  /** The lesson open beside the outline. */
  lesson: PortalLesson | null;
  /** "Continuar de onde parou": the server's resume point. */
  resumeLesson: PortalLesson | null;
  saving: boolean;
  saveFailed: boolean;
  retry(): void;
  openLesson(lessonId: number): void;
  report(report: LessonReportOf): void;
}

type Send = (event: CoursePortalEvent) => void;

const actions = (send: Send) => ({
  retry: () => send({ type: "RETRY" }),
  openLesson: (lessonId: number) => send({ type: "OPEN_LESSON", lessonId }),
  report: (report: LessonReportOf) => send({ type: "REPORT", report }),
});

/** Before the machine has loaded (it comes after the element mounts). */
export const idleCoursePortal = (send: Send): CoursePortalApi => ({
  phase: "loading",
  failure: null,
  course: null,
  lesson: null,
  resumeLesson: null,
  saving: false,
  saveFailed: false,
  ...actions(send),
});

export function connectCoursePortal(
  snapshot: SnapshotFrom<typeof coursePortalMachine>,
  send: Send,
): CoursePortalApi {
  const { context } = snapshot;
  const phase = snapshot.matches("open")
    ? "open"
    : snapshot.matches("closed")
      ? "closed"
      : snapshot.matches("failed")
        ? "failed"
        : "loading";
  return {
    phase,
    failure: context.failure,
    course: context.course,
    lesson: lessonOf(context.course, context.lessonId),
    resumeLesson: lessonOf(context.course, context.course?.resumeLessonId ?? null),
    saving: snapshot.matches({ open: "saving" }),
    saveFailed: context.saveFailed,
    ...actions(send),
  };
}
