import { assign, fromPromise, setup } from "xstate";
import { kindedFailure } from "../flow-kit/kinded-failure.ts";
import type {
  CourseExam,
  CourseExamContext,
  CourseExamEvent,
  CourseExamFailure,
  ExamResult,
} from "./course-exam.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

const failureOf = (error: unknown): CourseExamFailure => kindedFailure<CourseExamFailure>(error);

/** The exam is open and every question has a choice. */
const answered = (context: CourseExamContext) =>
  context.exam?.open === true &&
  context.exam.questions.every((question) => context.answers[question.id] !== undefined);

/**
 * The certificate exam in the portal (issue 32, ADR 091): it loads (open with its questions, or closed with why);
 * the person chooses one option per question and sends them all — the server grades (the browser never sends a
 * score) — and the result says the score, whether it passed, and what is left; then the exam is read again (the
 * attempts, the wait, the certificate's code).
 */
export const courseExamMachine = setup({
  types: {
    context: {} as CourseExamContext,
    events: {} as CourseExamEvent,
    input: {} as { subscriptionId: number },
  },
  actors: {
    load: fromPromise<CourseExam, { subscriptionId: number }>(mustBeProvided),
    attempt: fromPromise<
      ExamResult,
      { subscriptionId: number; answers: { questionId: number; optionId: number }[] }
    >(mustBeProvided),
  },
  guards: {
    isOpen: ({ context }) => context.exam?.open === true,
    allAnswered: ({ context }) => answered(context),
    isOffered: ({ context, event }) =>
      event.type === "CHOOSE" &&
      (context.exam?.questions ?? []).some(
        (question) =>
          question.id === event.questionId && question.options.some((option) => option.id === event.optionId),
      ),
  },
}).createMachine({
  id: "courseExam",
  initial: "loading",
  context: ({ input }) => ({
    subscriptionId: input.subscriptionId,
    exam: null,
    answers: {},
    incomplete: false,
    result: null,
    failure: null,
  }),
  states: {
    loading: {
      entry: assign({ failure: null, answers: {}, incomplete: false, result: null }),
      invoke: {
        id: "load",
        src: "load",
        input: ({ context }) => ({ subscriptionId: context.subscriptionId }),
        onDone: { target: "ready", actions: assign({ exam: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: "loading" } } },
    ready: {
      on: {
        CHOOSE: {
          guard: "isOffered",
          actions: assign({
            answers: ({ context, event }) => ({ ...context.answers, [event.questionId]: event.optionId }),
            incomplete: false,
          }),
        },
        SUBMIT: [
          { guard: "allAnswered", target: "grading" },
          { guard: "isOpen", actions: assign({ incomplete: true }) },
        ],
      },
    },
    grading: {
      entry: assign({ failure: null }),
      invoke: {
        id: "attempt",
        src: "attempt",
        input: ({ context }) => ({
          subscriptionId: context.subscriptionId,
          answers: Object.entries(context.answers).map(([questionId, optionId]) => ({
            questionId: Number(questionId),
            optionId,
          })),
        }),
        onDone: { target: "graded", actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: "ready", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    graded: { on: { CONTINUE: { target: "loading" } } },
  },
});
