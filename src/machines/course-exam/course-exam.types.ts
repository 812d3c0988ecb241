import type { CourseExam, ExamResult } from "#src/services/api/student-exam-api.ts";

/** Why the exam cannot be shown or taken now: not hers, signed out, refused as closed (409), or anything else. */
export type CourseExamFailure =
  { kind: "notFound" } | { kind: "signedOut" } | { kind: "closed" } | { kind: "unexpected" };

export interface CourseExamContext {
  subscriptionId: number;
  exam: CourseExam | null;
  /** The person's choice per question id. */
  answers: Record<number, number>;
  /** "Enviar respostas" pressed with questions left unanswered. */
  incomplete: boolean;
  result: ExamResult | null;
  failure: CourseExamFailure | null;
}

export type CourseExamEvent =
  | { type: "RETRY" }
  | { type: "CHOOSE"; questionId: number; optionId: number }
  | { type: "SUBMIT" }
  /** After a result: read the exam again (its attempts, its wait, the certificate). */
  | { type: "CONTINUE" };

export type { CourseExam, ExamResult };
