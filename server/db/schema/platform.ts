import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/** Spec §3 "Notification". */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    icon: text("icon"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    isRead: boolean("is_read").notNull().default(false),
    recipientTargetUrl: text("recipient_target_url"),
    notificationTargetUrl: text("notification_target_url"),
    deliveryMode: text("delivery_mode").notNull().default("application"),
  },
  (table) => [index("notifications_recipient").on(table.recipientId)],
);

/** Every e-mail or SMS goes through here; delivered by nodemailer when SMTP_URL is set. */
export const outbox = pgTable("outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  channel: text("channel").notNull().default("email"),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  error: text("error"),
});

/** ALTCHA solutions already accepted (a solution is accepted once). */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Idempotency keys of payment calls, shared by every instance. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  response: jsonb("response").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Short-lived codes (two-factor, password reset) and throttling counters, in the database so N instances agree. */
export const oneTimeCodes = pgTable("one_time_codes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose").notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
