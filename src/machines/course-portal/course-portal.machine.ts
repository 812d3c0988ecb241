import { assign, fromPromise, setup } from "xstate";
import { kindedFailure } from "../flow-kit/kinded-failure.ts";
import { applyProgress, openLessonIds } from "./course-portal.outline.ts";
import type {
  CoursePortalContext,
  CoursePortalEvent,
  CoursePortalFailure,
  LessonProgress,
  LessonReportOf,
  PortalCourse,
} from "./course-portal.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

const failureOf = (error: unknown): CoursePortalFailure => kindedFailure<CoursePortalFailure>(error);

/**
 * The student portal (issue 32, ADR 090): the course loads (or is refused); a closed one (expired, cancelled)
 * only says why; an open one shows its outline, opens a lesson, and saves what the player reports — one save at
 * a time, the newest report that arrives meanwhile sent next (older ones are superseded: the server keeps the
 * most watched anyway). Watching from another IP at the same time is refused (ADR 096), on load or on a save: the
 * portal then says so and offers to try again.
 */
export const coursePortalMachine = setup({
  types: {
    context: {} as CoursePortalContext,
    events: {} as CoursePortalEvent,
    input: {} as { subscriptionId: number },
  },
  actors: {
    load: fromPromise<PortalCourse, { subscriptionId: number }>(mustBeProvided),
    save: fromPromise<LessonProgress, { subscriptionId: number; report: LessonReportOf }>(mustBeProvided),
  },
  guards: {
    isOpen: ({ event }) => (event as { output?: PortalCourse }).output?.access === "open",
    lessonIsOpen: ({ context, event }) =>
      event.type === "OPEN_LESSON" && openLessonIds(context.course).has(event.lessonId),
    hasPending: ({ context }) => context.pending !== null,
    refusedElsewhere: ({ event }) => failureOf((event as { error?: unknown }).error).kind === "elsewhere",
  },
}).createMachine({
  id: "coursePortal",
  initial: "loading",
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    course: null,
    lessonId: null,
    failure: null,
    sending: null,
    pending: null,
    saveFailed: false,
  }),
  states: {
    loading: {
      entry: assign({ failure: null }),
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ subscriptionId: context.subscriptionId }),
        onDone: [
          { guard: "isOpen", target: "open", actions: assign({ course: ({ event }) => event.output }) },
          { target: "closed", actions: assign({ course: ({ event }) => event.output }) },
        ],
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: "loading" } } },
    closed: {},
    open: {
      initial: "idle",
      on: {
        OPEN_LESSON: { guard: "lessonIsOpen", actions: assign({ lessonId: ({ event }) => event.lessonId }) },
      },
      states: {
        idle: {
          on: { REPORT: { target: "saving", actions: assign({ sending: ({ event }) => event.report }) } },
        },
        saving: {
          invoke: {
            id: "save",
            src: "save",
            input: ({ context }) => ({ subscriptionId: context.subscriptionId, report: context.sending! }),
            onDone: {
              target: "saved",
              actions: assign({
                course: ({ context, event }) => applyProgress(context.course!, event.output),
                saveFailed: false,
              }),
            },
            onError: [
              // Another IP streams this person's courses right now (ADR 096): the player stops, the portal says so.
              {
                guard: "refusedElsewhere",
                target: "#coursePortal.failed",
                actions: assign({ failure: { kind: "elsewhere" }, pending: null, sending: null }),
              },
              { target: "saved", actions: assign({ saveFailed: true }) },
            ],
          },
          on: { REPORT: { actions: assign({ pending: ({ event }) => event.report }) } },
        },
        saved: {
          always: [
            {
              guard: "hasPending",
              target: "saving",
              actions: assign({ sending: ({ context }) => context.pending, pending: null }),
            },
            { target: "idle", actions: assign({ sending: null }) },
          ],
        },
      },
    },
  },
});
