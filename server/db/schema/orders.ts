import { check, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { courses } from "./catalog.ts";
import { subscriptions, vouchers } from "./commerce.ts";
import { users } from "./identity.ts";

/** A signed-in person's cart (ADR 067): the same on every device; an anonymous cart is merged in on sign-in. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/** One charge (Pix, slip or card) for several courses; each course is still one subscription (ADR 067). */
export const orders = pgTable("orders", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id),
  transactionNumber: text("transaction_number").notNull().unique(),
  paymentMethod: text("payment_method"),
  voucherTag: text("voucher_tag"),
  subtotal: numeric("subtotal", { precision: 12, scale: 2, mode: "number" }).notNull(),
  discounts: numeric("discounts", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
  total: numeric("total", { precision: 12, scale: 2, mode: "number" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The order's courses with the price each had when ordered, so a later refund never re-derives an old price. */
export const orderItems = pgTable(
  "order_items",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id")
      .notNull()
      .unique()
      .references(() => subscriptions.id),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id),
    subtotal: numeric("subtotal", { precision: 12, scale: 2, mode: "number" }).notNull(),
    discounts: numeric("discounts", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    total: numeric("total", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** none | requested | refunded */
    refundState: text("refund_state").notNull().default("none"),
    refundedAmount: numeric("refunded_amount", { precision: 12, scale: 2, mode: "number" })
      .notNull()
      .default(0),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.courseId] }),
    check("order_items_refund_state", sql`${table.refundState} in ('none', 'requested', 'refunded')`),
    check("order_items_refund_within_total", sql`${table.refundedAmount} between 0 and ${table.total}`),
  ],
);

/** The courses a voucher allows; a voucher without rows allows every course (ADR 067). */
export const voucherCourses = pgTable(
  "voucher_courses",
  {
    tag: text("tag")
      .notNull()
      .references(() => vouchers.tag, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.tag, table.courseId] })],
);
