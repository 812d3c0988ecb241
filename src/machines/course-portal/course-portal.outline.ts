import type { LessonProgress, PortalCourse, PortalLesson } from "#src/services/api/student-portal-api.ts";

/** The ids of the lessons that can be opened now (the lessons of released modules). */
export function openLessonIds(course: PortalCourse | null): ReadonlySet<number> {
  if (!course) return new Set();
  return new Set(
    course.modules.filter((module) => !module.locked).flatMap((module) => module.lessons.map(({ id }) => id)),
  );
}

/** A lesson of the course by id (null when the course has none such). */
export function lessonOf(course: PortalCourse | null, lessonId: number | null): PortalLesson | null {
  if (!course || lessonId === null) return null;
  for (const module of course.modules)
    for (const lesson of module.lessons) if (lesson.id === lessonId) return lesson;
  return null;
}

/** The course as the server answered a saved report: that lesson's figures and the course's progress. */
export function applyProgress(course: PortalCourse, saved: LessonProgress): PortalCourse {
  return {
    ...course,
    progress: saved.progress,
    modules: course.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) =>
        lesson.id === saved.lessonId
          ? {
              ...lesson,
              watchedSeconds: saved.watchedSeconds,
              positionSeconds: saved.positionSeconds,
              done: saved.done,
            }
          : lesson,
      ),
    })),
  };
}
