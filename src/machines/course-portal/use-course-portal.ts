import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idleCoursePortal, type CoursePortalApi } from "./course-portal.connect.ts";
import { runCoursePortal } from "./course-portal.runtime.ts";
import type { CoursePortalEvent } from "./course-portal.types.ts";

/**
 * The student portal's flow (issue 32). The portal is its own bundle (a web component), so the machine comes with
 * it rather than after hydration.
 */
export function useCoursePortal(subscriptionId: number, language: string): CoursePortalApi {
  return useFlowRuntime<CoursePortalApi, CoursePortalEvent>(idleCoursePortal, (onChange) =>
    Promise.resolve(runCoursePortal(subscriptionId, language, onChange)),
  );
}
