import { fromPromise } from "xstate";
import { statusOf } from "#src/services/http/service-errors.ts";
import { portalCalls, type CoursePortalEnvironment } from "../course-portal/course-portal.actors.ts";
import { courseExamMachine } from "./course-exam.machine.ts";
import type { CourseExamFailure } from "./course-exam.types.ts";

/** The services' failure as the exam explains it: 404 not hers, 401/403 signed out, 409 closed meanwhile. */
export function courseExamFailureOf(error: unknown): CourseExamFailure {
  const status = statusOf(error);
  if (status === 404) return { kind: "notFound" };
  if (status === 401 || status === 403) return { kind: "signedOut" };
  if (status === 409) return { kind: "closed" };
  return { kind: "unexpected" };
}

/** The exam's machine with its real side effects: read the exam, send one attempt (the server grades it). */
export function provideCourseExam(environment: CoursePortalEnvironment) {
  const calls = portalCalls(environment);
  const failing = (error: unknown) => {
    throw courseExamFailureOf(error);
  };
  return courseExamMachine.provide({
    actors: {
      load: fromPromise(({ input, signal }) =>
        calls((api) => api.exam(input.subscriptionId), signal).catch(failing),
      ),
      attempt: fromPromise(({ input, signal }) =>
        calls((api) => api.attempt(input.subscriptionId, { answers: input.answers }), signal).catch(failing),
      ),
    },
  });
}
