import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleCourseExam, type CourseExamApi } from "./course-exam.connect.ts";
import { runCourseExam } from "./course-exam.runtime.ts";
import type { CourseExamEvent } from "./course-exam.types.ts";

/** The certificate exam's flow inside the portal (issue 32); it comes with the portal's bundle. */
export function useCourseExam(subscriptionId: number, language: string): CourseExamApi {
  return useFlowRuntime<CourseExamApi, CourseExamEvent>(idleCourseExam, (onChange) =>
    Promise.resolve(runCourseExam(subscriptionId, language, onChange)),
  );
}
