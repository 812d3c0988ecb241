import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { users } from "./identity.ts";

/** Spec §4 purchase states. */
export const purchaseStatuses = [
  "awaiting-payment",
  "payment-pending",
  "payment-confirmed",
  "awaiting-cancellation",
  "cancellation-requested",
  "cancellation-confirmed",
  "purchase-canceled",
] as const;

/** A checkout (subscription) of one course by one user; payments hang off it. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    status: text("status").notNull().default("awaiting-payment"),
    transactionNumber: text("transaction_number").notNull().unique(),
    installments: integer("installments").notNull().default(1),
    paymentMethod: text("payment_method"),
    voucherTag: text("voucher_tag"),
    subtotal: numeric("subtotal", { precision: 12, scale: 2, mode: "number" }).notNull(),
    discounts: numeric("discounts", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    total: numeric("total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    paymentDate: timestamp("payment_date", { withTimezone: true }),
    slipDueDate: date("slip_due_date", { mode: "string" }),
    accessStart: date("access_start", { mode: "string" }),
    accessEnd: date("access_end", { mode: "string" }),
    payment: jsonb("payment").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("subscriptions_user").on(table.userId)],
);

export const vouchers = pgTable("vouchers", {
  tag: text("tag").primaryKey(),
  percent: integer("percent").notNull(),
  validUntil: date("valid_until", { mode: "string" }),
});

/** Lesson progress, for My Courses (in progress / expired) and the certificate rules of spec §9. */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("lesson_progress_pk").on(table.userId, table.lessonId)],
);
