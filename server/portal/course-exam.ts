import type { CourseExam, ExamAnswers, ExamResult } from "#src/services/api/student-exam-api.ts";
import { saoPauloDate } from "#src/domain/payments/business-days.ts";
import {
  attemptWindow,
  examOpensAtModuleShare,
  gradeAttempt,
  isExamOpen,
  moduleShareDone,
} from "#src/domain/portal/exam.ts";
import { certificatePassingAverage } from "#src/domain/purchases/certificate.ts";
import type { Db } from "../db/database.ts";
import {
  attemptsOf,
  certificateOf,
  examQuestionsOf,
  insertAttempt,
  issueCertificate,
  recordExamAverage,
} from "../db/portal/exam-queries.ts";
import { courseOutline, lockSubscription, portalSubscription } from "../db/portal/portal-queries.ts";
import type { CheckoutContext } from "../payments/checkout-context.ts";
import { CheckoutRefused, invalid } from "../payments/checkout-refused.ts";
import { alertStaff } from "../support-queue/staff-alerts.ts";
import { newCertificateCode } from "./certificate-code.ts";
import { accessOf, noCourse } from "./portal-course.ts";

const closed = (detail: string) => new CheckoutRefused({ kind: "conflict", code: "examClosed", detail });

const closedDetail = {
  access: "This course is closed (expired or cancelled): its exam is too.",
  passed: "The exam is already passed: the certificate is issued.",
  modules: `The exam opens when ${examOpensAtModuleShare} % of the course's modules are done.`,
  waiting: "No attempt is left for now: wait until nextAttemptAt.",
} as const;

/** Modules in order, each as its lessons' done flags (module done = every lesson done, ADR 091). */
async function moduleProgressOf(db: Db, userId: number, courseId: number) {
  const modules = new Map<number, boolean[]>();
  for (const row of await courseOutline(db, userId, courseId))
    modules.set(row.moduleId, [...(modules.get(row.moduleId) ?? []), row.completedAt !== null]);
  return moduleShareDone([...modules.values()]);
}

/** Issue 32: the certificate exam of the token's own subscription (ADR 091); anyone else's answers 404. */
export function courseExams({ db, clock }: Pick<CheckoutContext, "db" | "clock">) {
  /**
   * Where the exam stands for this subscription at `now`, read inside `tx` (the caller and the clock are read
   * before a transaction opens: PGlite has one connection, and they do not read through `tx`).
   */
  const standing = async (tx: Db, userId: number, now: Date, subscriptionId: number) => {
    const row = await portalSubscription(tx, userId, subscriptionId);
    const access = row ? accessOf(row, saoPauloDate(now)) : null;
    if (!row || !access) throw noCourse();
    const moduleProgress = await moduleProgressOf(tx, userId, row.courseId);
    const attempts = await attemptsOf(tx, subscriptionId);
    const certificate = await certificateOf(tx, subscriptionId);
    const certificateCode = certificate?.code ?? null;
    const window = attemptWindow(
      attempts.map((attempt) => attempt.answeredAt),
      now,
    );
    const passed = certificateCode !== null || attempts.some((attempt) => attempt.passed);
    const closedReason =
      access !== "open"
        ? ("access" as const)
        : passed
          ? ("passed" as const)
          : !isExamOpen(moduleProgress)
            ? ("modules" as const)
            : window.left === 0
              ? ("waiting" as const)
              : null;
    // A certificate issued without an attempt on record (the demo's seeded one) still has the score that earned it.
    const lastScore = attempts.at(-1)?.score ?? certificate?.score ?? null;
    return { row, now, moduleProgress, attempts, certificateCode, lastScore, window, passed, closedReason };
  };

  return {
    async read(userId: number, subscriptionId: number): Promise<CourseExam> {
      const state = await standing(db, userId, await clock.now(), subscriptionId);
      const questions = state.closedReason === null ? await examQuestionsOf(db, state.row.courseId) : [];
      return {
        subscriptionId,
        open: state.closedReason === null,
        closedReason: state.closedReason,
        moduleProgress: state.moduleProgress,
        opensAt: examOpensAtModuleShare,
        passingScore: certificatePassingAverage,
        attemptsUsed: state.attempts.length,
        attemptsLeft: state.passed || state.closedReason === "access" ? 0 : state.window.left,
        nextAttemptAt: state.closedReason === "waiting" ? state.window.nextAttemptAt!.toISOString() : null,
        lastScore: state.lastScore,
        passed: state.passed,
        certificateCode: state.certificateCode,
        // The prompt and the options only: the right answer stays here.
        questions: questions.map((question) => ({
          id: question.id,
          prompt: question.prompt,
          options: question.options.map((text, index) => ({ id: index + 1, text })),
        })),
      };
    },

    /** Grades on the server: the browser sends choices only; its view of the score is never asked for. */
    async attempt(userId: number, subscriptionId: number, { answers }: ExamAnswers): Promise<ExamResult> {
      const now = await clock.now();
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await lockSubscription(tx, subscriptionId);
        const state = await standing(tx, userId, now, subscriptionId);
        if (state.closedReason !== null) throw closed(closedDetail[state.closedReason]);
        const questions = await examQuestionsOf(tx, state.row.courseId);
        const seen = new Set<number>();
        for (const [index, answer] of answers.entries()) {
          const question = questions.find((candidate) => candidate.id === answer.questionId);
          if (!question || seen.has(answer.questionId))
            throw invalid(`answers[${index}].questionId`, "No question of this exam, or answered twice.");
          if (answer.optionId > question.options.length)
            throw invalid(`answers[${index}].optionId`, "No option of this question has this id.");
          seen.add(answer.questionId);
        }
        const graded = gradeAttempt(
          questions.map((question) => ({ ...question, optionCount: question.options.length })),
          answers,
        );
        await insertAttempt(tx, {
          subscriptionId,
          answeredAt: state.now,
          score: graded.score,
          passed: graded.passed,
          answers: answers.map(({ questionId, optionId }) => ({ questionId, optionId })),
        });
        await recordExamAverage(tx, subscriptionId, graded.score);
        const certificateCode = graded.passed
          ? await issueCertificate(tx, {
              subscriptionId,
              code: newCertificateCode(),
              issuedAt: state.now,
              issuedOn: saoPauloDate(state.now),
              score: graded.score,
            })
          : null;
        const window = attemptWindow(
          [...state.attempts.map((attempt) => attempt.answeredAt), state.now],
          state.now,
        );
        // The attempt that used up the last one: support hears of it through the bell (ADR 096).
        if (!graded.passed && window.left === 0) await alertStaff(tx, "exam-locked");
        return {
          score: graded.score,
          passed: graded.passed,
          right: graded.right,
          total: questions.length,
          attemptsLeft: graded.passed ? 0 : window.left,
          nextAttemptAt: !graded.passed && window.nextAttemptAt ? window.nextAttemptAt.toISOString() : null,
          certificateCode,
        };
      });
    },
  };
}
