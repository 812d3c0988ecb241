/**
 * Spec §9 and ADR 091: when a course's certificate exam opens, how an attempt is graded, and how many attempts a
 * person may make. Pure rules shared by the server (which decides) and the portal (which explains).
 */
import { certificatePassingAverage, examUnlockProgress } from "../purchases/certificate.ts";

/** Percent of the course's modules done that opens the exam (spec §9 "exam at 75 % module progress"). */
export const examOpensAtModuleShare = examUnlockProgress;
/** Attempts allowed within one waiting window. */
export const examAttemptsPerWindow = 3;
/** Hours after the first attempt of a full window before the next attempt is allowed. */
export const examWaitHours = 24;

/** A module is done when every one of its lessons is done (a module without lessons is never done). */
export const isModuleDone = (lessonsDone: readonly boolean[]) =>
  lessonsDone.length > 0 && lessonsDone.every(Boolean);

/** Whole percent of `modules` of which `finished` are done (rounded down, so 74.9 % stays closed). */
export function modulesDonePercent(finished: number, modules: number): number {
  return modules > 0 ? Math.floor((finished / modules) * 100) : 0;
}

/** The same share from each module's lessons' done flags. */
export const moduleShareDone = (modules: readonly (readonly boolean[])[]): number =>
  modulesDonePercent(modules.filter(isModuleDone).length, modules.length);

export const isExamOpen = (share: number) => share >= examOpensAtModuleShare;

export interface GradedQuestion {
  id: number;
  optionCount: number;
  answer: number;
}
export interface Answer {
  questionId: number;
  optionId: number;
}

/**
 * The score of an attempt: the average of its questions, each worth 100 when answered right and 0 otherwise (a
 * question left unanswered is wrong), rounded to a whole percent. The caller has already refused unknown ids.
 */
export function gradeAttempt(questions: readonly GradedQuestion[], answers: readonly Answer[]) {
  const chosen = new Map(answers.map((answer) => [answer.questionId, answer.optionId]));
  const right = questions.filter((question) => chosen.get(question.id) === question.answer).length;
  const score = questions.length === 0 ? 0 : Math.round((right / questions.length) * 100);
  return { score, right, passed: score >= certificatePassingAverage };
}

/**
 * Attempts within the waiting window: up to 3 in any 24 hours; with 3 made, the next opens 24 hours after the
 * earliest of them. `answeredAt` are every attempt's times; `now` is the sandbox-aware clock's.
 */
export function attemptWindow(answeredAt: readonly Date[], now: Date) {
  const windowStart = now.getTime() - examWaitHours * 3_600_000;
  const recent = answeredAt
    .map((at) => at.getTime())
    .filter((at) => at > windowStart)
    .toSorted((a, b) => a - b);
  const left = Math.max(0, examAttemptsPerWindow - recent.length);
  const nextAttemptAt = left > 0 ? null : new Date(recent[0]! + examWaitHours * 3_600_000);
  return { left, nextAttemptAt };
}
