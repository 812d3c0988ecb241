import { Effect, Layer, Scheduler } from "effect";
import { fromPromise } from "xstate";
import { runtimeOf, runToPromise } from "#src/services/runtime.ts";
import { TokenStorage } from "#src/services/session/token-storage.ts";
import { statusOf } from "#src/services/http/service-errors.ts";
import type { ApiFetch } from "#src/services/api/in-process.ts";
import { StudentPortalService } from "#src/services/portal/student-portal.service.ts";
import { browserStaffEnvironment, type StaffEnvironment } from "../flow-kit/staff-environment.ts";
import { coursePortalMachine } from "./course-portal.machine.ts";
import type { CoursePortalFailure } from "./course-portal.types.ts";

/** What the portal's actors need from outside (tests pass a StudentPortalService layer). */
export type CoursePortalEnvironment = StaffEnvironment<StudentPortalService>;

export const browserCoursePortalEnvironment = (language: string): CoursePortalEnvironment =>
  browserStaffEnvironment(language);

/**
 * The services' failure as the portal explains it: 404 not hers, 401 signed out, 409 watched from another IP right
 * now (the portal's only conflict, ADR 096), else unexpected.
 */
export function coursePortalFailureOf(error: unknown): CoursePortalFailure {
  const status = statusOf(error);
  if (status === 404 || status === 400) return { kind: "notFound" };
  if (status === 409) return { kind: "elsewhere" };
  if (status === 401 || status === 403) return { kind: "signedOut" };
  return { kind: "unexpected" };
}

/**
 * Every call keeps alive: a report sent as the page goes away (pagehide) still reaches the server. A beacon
 * cannot carry the Bearer header, a keepalive fetch can.
 */
export const keepaliveFetch: ApiFetch = (input, init) => fetch(input, { ...init, keepalive: true });

/**
 * A call's fiber yields in microtasks, never to a timer: a report sent from a pagehide listener reaches fetch
 * before the page goes (timers no longer run then; microtasks run right after the listener).
 */
const leaveSafeScheduler = Layer.succeed(Scheduler.Scheduler)(new Scheduler.MixedScheduler("sync"));

/** The student portal's calls with the stored token (the portal's and the exam's machines share them). */
export function portalCalls(environment: CoursePortalEnvironment) {
  const runtime = runtimeOf(
    Layer.merge(
      environment.layer ??
        StudentPortalService.layer({ baseUrl: environment.options.baseUrl, fetch: keepaliveFetch }).pipe(
          Layer.provide(TokenStorage.fromStorage(environment.storage, environment.tabStorage)),
        ),
      leaveSafeScheduler,
    ),
  );
  return <A>(
    use: (api: StudentPortalService["Service"]) => Effect.Effect<A, unknown>,
    signal?: AbortSignal,
  ) => runToPromise(runtime, Effect.flatMap(StudentPortalService, use), signal);
}

/** The portal machine with its real side effects: the student portal's calls with the stored token. */
export function provideCoursePortal(environment: CoursePortalEnvironment) {
  const calls = portalCalls(environment);
  const run = <A>(
    use: (api: StudentPortalService["Service"]) => Effect.Effect<A, unknown>,
    signal?: AbortSignal,
  ) =>
    calls(use, signal).catch((error: unknown) => {
      throw coursePortalFailureOf(error);
    });
  return coursePortalMachine.provide({
    actors: {
      load: fromPromise(({ input, signal }) => run((api) => api.course(input.subscriptionId), signal)),
      save: fromPromise(({ input }) =>
        // Not aborted with the machine: a report sent as the element goes away must still arrive.
        run((api) =>
          api.report(input.subscriptionId, input.report.lessonId, {
            watchedSeconds: input.report.watchedSeconds,
            positionSeconds: input.report.positionSeconds,
          }),
        ),
      ),
    },
  });
}
