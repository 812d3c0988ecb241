import { sql } from "drizzle-orm";
import { check, date, index, integer, numeric, pgTable, timestamp } from "drizzle-orm/pg-core";
import { subscriptions } from "./commerce.ts";
import { users } from "./identity.ts";

/**
 * The refund-credit ledger (spec §9 "refund credit must be used within 6 months", ADR 047). Append-only: a grant
 * is written when a cancellation's refund is confirmed as credit; a spend takes part of one grant for one
 * purchase (a purchase that takes from several grants has several spends). A spend is released (never deleted)
 * when its purchase is cancelled unpaid or the person removes the credit. The balance on a day is the sum of the
 * grants still valid that day less the live spends of those grants; the checkout takes it under a per-person lock,
 * so it never goes negative and a credit is spent once.
 */
export const creditGrants = pgTable(
  "credit_grants",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** The São Paulo calendar day the cancellation was confirmed. */
    grantedOn: date("granted_on", { mode: "string" }).notNull(),
    /** Last day it can be spent (granted on + 6 months). */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** The cancelled purchase whose refund this is: one grant per purchase. */
    sourceSubscriptionId: integer("source_subscription_id")
      .notNull()
      .unique()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("credit_grants_user").on(table.userId, table.validUntil),
    check("credit_grants_positive", sql`${table.amount} > 0`),
  ],
);

export const creditSpends = pgTable(
  "credit_spends",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    grantId: integer("grant_id")
      .notNull()
      .references(() => creditGrants.id, { onDelete: "cascade" }),
    /** The purchase that spends it: reserved while that purchase is open, spent once it is paid. */
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Given back to the balance (purchase cancelled unpaid, credit removed or reduced); null while it counts. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (table) => [
    index("credit_spends_grant").on(table.grantId),
    index("credit_spends_subscription").on(table.subscriptionId),
    check("credit_spends_positive", sql`${table.amount} > 0`),
  ],
);
