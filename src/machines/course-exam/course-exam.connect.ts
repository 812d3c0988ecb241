import type { SnapshotFrom } from "xstate";
import type { courseExamMachine } from "./course-exam.machine.ts";
import type { CourseExam, CourseExamEvent, CourseExamFailure, ExamResult } from "./course-exam.types.ts";

/** What the exam's view gets: which step, the exam, the choices, the result, and the person's actions. */
export interface CourseExamApi {
  phase: "loading" | "failed" | "ready" | "grading" | "graded";
  exam: CourseExam | null;
  answers: Readonly<Record<number, number>>;
  /** Sent with questions left unanswered. */
  incomplete: boolean;
  result: ExamResult | null;
  failure: CourseExamFailure | null;
  retry(): void;
  choose(questionId: number, optionId: number): void;
  submit(): void;
  continue(): void;
}

type Send = (event: CourseExamEvent) => void;

const actions = (send: Send) => ({
  retry: () => send({ type: "RETRY" }),
  choose: (questionId: number, optionId: number) => send({ type: "CHOOSE", questionId, optionId }),
  submit: () => send({ type: "SUBMIT" }),
  continue: () => send({ type: "CONTINUE" }),
});

/** Before the machine has loaded. */
export const idleCourseExam = (send: Send): CourseExamApi => ({
  phase: "loading",
  exam: null,
  answers: {},
  incomplete: false,
  result: null,
  failure: null,
  ...actions(send),
});

const phases = ["failed", "ready", "grading", "graded"] as const;

export function connectCourseExam(
  snapshot: SnapshotFrom<typeof courseExamMachine>,
  send: Send,
): CourseExamApi {
  const { context } = snapshot;
  return {
    phase: phases.find((phase) => snapshot.matches(phase)) ?? "loading",
    exam: context.exam,
    answers: context.answers,
    incomplete: context.incomplete,
    result: context.result,
    failure: context.failure,
    ...actions(send),
  };
}
