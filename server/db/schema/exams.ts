import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { subscriptions } from "./commerce.ts";
import { users } from "./identity.ts";

/**
 * A multiple-choice question of a course's certificate exam (issue 32, ADR 091). `options` are the choices in the
 * order shown (an option's id is its 1-based place); `answer` is the right one's id and never leaves the server.
 */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    prompt: text("prompt").notNull(),
    options: jsonb("options").$type<string[]>().notNull(),
    answer: smallint("answer").notNull(),
  },
  (table) => [index("exam_questions_course").on(table.courseId, table.position)],
);

/** One graded attempt at a course's exam: the score the server computed and what was answered. */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }).notNull(),
    /** Whole percent of the questions answered right (ADR 091). */
    score: smallint("score").notNull(),
    passed: boolean("passed").notNull(),
    answers: jsonb("answers").$type<{ questionId: number; optionId: number }[]>().notNull(),
    /** Set when support reset the person's attempts (ADR 096): a voided attempt no longer counts. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (table) => [index("exam_attempts_subscription").on(table.subscriptionId, table.answeredAt)],
);

/**
 * The certificate of a subscription, issued on its first passing attempt (one per subscription). `code` is random
 * and unguessable: the public verification page /certificado/{code} finds it by that alone.
 */
export const certificates = pgTable(
  "certificates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** São Paulo calendar day of issue (also kept on the subscription, where the refund rules read it). */
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    score: smallint("score").notNull(),
  },
  (table) => [
    uniqueIndex("certificates_subscription").on(table.subscriptionId),
    uniqueIndex("certificates_code").on(table.code),
  ],
);

/**
 * The person's latest stream (ADR 096, spec §6 "one at a time"): where her player last reported, kept in the
 * database so every instance of the fleet sees it (ADR 080). One row a person; a report from another IP within
 * the stream window is refused.
 */
export const streamPresence = pgTable("stream_presence", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  ip: text("ip").notNull(),
  subscriptionId: integer("subscription_id").notNull(),
  lessonId: integer("lesson_id").notNull(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
});
