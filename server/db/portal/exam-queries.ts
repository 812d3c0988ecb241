import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { courses } from "../schema/catalog.ts";
import { subscriptions } from "../schema/commerce.ts";
import { certificates, examAttempts, examQuestions } from "../schema/exams.ts";
import { institutions, users } from "../schema/identity.ts";

/** A course's exam questions in order, with the right answer (for grading only: it never leaves the server). */
export const examQuestionsOf = (db: Db, courseId: number) =>
  db
    .select({
      id: examQuestions.id,
      prompt: examQuestions.prompt,
      options: examQuestions.options,
      answer: examQuestions.answer,
    })
    .from(examQuestions)
    .where(eq(examQuestions.courseId, courseId))
    .orderBy(asc(examQuestions.position), asc(examQuestions.id));

/** Every attempt of a subscription that counts (support's reset voids failed ones, ADR 096), oldest first. */
export const attemptsOf = (db: Db, subscriptionId: number) =>
  db
    .select({ answeredAt: examAttempts.answeredAt, score: examAttempts.score, passed: examAttempts.passed })
    .from(examAttempts)
    .where(and(eq(examAttempts.subscriptionId, subscriptionId), isNull(examAttempts.voidedAt)))
    .orderBy(asc(examAttempts.answeredAt), asc(examAttempts.id));

/** The subscription's certificate, if issued: its code and the score that earned it. */
export async function certificateOf(db: Db, subscriptionId: number) {
  const [row] = await db
    .select({ code: certificates.code, score: certificates.score })
    .from(certificates)
    .where(eq(certificates.subscriptionId, subscriptionId));
  return row ?? null;
}

export const certificateCodeOf = async (db: Db, subscriptionId: number) =>
  (await certificateOf(db, subscriptionId))?.code ?? null;

export const insertAttempt = (db: Db, row: typeof examAttempts.$inferInsert) =>
  db.insert(examAttempts).values(row);

/**
 * Issues the subscription's one certificate (a second pass keeps the first) and records the day on the
 * subscription, where the refund rules read it (spec §9); the exam average kept there is the best score.
 */
export async function issueCertificate(
  db: Db,
  row: { subscriptionId: number; code: string; issuedAt: Date; issuedOn: string; score: number },
) {
  await db.insert(certificates).values(row).onConflictDoNothing({ target: certificates.subscriptionId });
  await db
    .update(subscriptions)
    .set({
      certificateIssuedOn: sql`coalesce(${subscriptions.certificateIssuedOn}, ${row.issuedOn}::date)`,
    })
    .where(eq(subscriptions.id, row.subscriptionId));
  return certificateCodeOf(db, row.subscriptionId);
}

/** The best score so far, kept on the subscription as its exam average (spec §9; My Purchases reads it). */
export const recordExamAverage = (db: Db, subscriptionId: number, score: number) =>
  db
    .update(subscriptions)
    .set({ examAverage: sql`greatest(coalesce(${subscriptions.examAverage}, 0), ${score})` })
    .where(eq(subscriptions.id, subscriptionId));

const certificateFields = {
  code: certificates.code,
  issuedOn: certificates.issuedOn,
  holder: users.name,
  cpf: users.cpf,
  course: courses.name,
  hours: courses.loadHours,
  ownerModel: courses.ownerModel,
  institution: institutions.title,
};

const certificateRows = (db: Db) =>
  db
    .select(certificateFields)
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(institutions, eq(institutions.id, courses.institutionId));

/** A certificate by its verification code (null: none has it). */
export async function certificateByCode(db: Db, code: string) {
  const [row] = await certificateRows(db).where(eq(certificates.code, code));
  return row ?? null;
}

/** The certificate of the user's own subscription (null: none issued, or not hers). */
export async function certificateOfSubscription(db: Db, userId: number, subscriptionId: number) {
  const [row] = await certificateRows(db).where(
    and(eq(certificates.subscriptionId, subscriptionId), eq(subscriptions.userId, userId)),
  );
  return row ?? null;
}
export type CertificateRow = NonNullable<Awaited<ReturnType<typeof certificateByCode>>>;
