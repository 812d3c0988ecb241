import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { payments, subscriptions } from "./commerce.ts";

/**
 * The payments ledger (issue 24): every body a provider sent us and every answer it gave, kept as it came, next to
 * the ids of the order it concerns, personal data redacted (payments/ledger-redaction.ts). Append-only: a trigger (migration 0017) refuses UPDATE and DELETE, so what
 * support reads is what happened. Ids are plain integers, not foreign keys, so no cascade can ever remove a line.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** pix | sandbox */
    provider: text("provider").notNull(),
    /** What happened: charge.created, charge.removed, charge.read, webhook.pix, pix.swept, refund.requested, … */
    kind: text("kind").notNull(),
    subscriptionId: integer("subscription_id"),
    paymentId: integer("payment_id"),
    txid: text("txid"),
    endToEndId: text("end_to_end_id"),
    refundId: text("refund_id"),
    /** The provider's HTTP status, when the event is an answer. */
    httpStatus: smallint("http_status"),
    body: jsonb("body").notNull(),
    /** Something support must look at (an unknown txid, a wrong amount, a refund that keeps failing). */
    flagged: boolean("flagged").notNull().default(false),
    flagReason: text("flag_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("payment_events_txid").on(table.txid),
    index("payment_events_subscription").on(table.subscriptionId),
    index("payment_events_flagged")
      .on(table.createdAt)
      .where(sql`${table.flagged}`),
  ],
);

/**
 * One row per Pix received (its endToEndId is unique in the whole Pix system): the webhook and the reconciliation
 * both insert here first, so a payment told twice — or told by both — grants access once.
 */
export const pixReceipts = pgTable("pix_receipts", {
  endToEndId: text("end_to_end_id").primaryKey(),
  txid: text("txid"),
  amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
  /** The Pix's `horario`. */
  paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
  paymentId: integer("payment_id"),
  /** granted | flagged */
  outcome: text("outcome").notNull(),
  reason: text("reason"),
  /** webhook | reconciliation */
  receivedVia: text("received_via").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money going back to a customer (a Pix devolução within the 7 days of spec §9), followed until the provider says
 * it was returned or not; failed requests are retried with back-off and support is told after a few.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "set null" }),
    /** pix */
    method: text("method").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    /** processing | returned | failed */
    status: text("status").notNull().default("processing"),
    /** The devolução's id at the PSP (ours, [a-zA-Z0-9]{1,35}). */
    providerRefundId: text("provider_refund_id").notNull().unique(),
    endToEndId: text("end_to_end_id"),
    /** The provider accepted the request (EM_PROCESSAMENTO); until then the request itself is retried. */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** The provider's `motivo` when it did not return the money. */
    failureReason: text("failure_reason"),
    supportNotifiedAt: timestamp("support_notified_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refunds_due")
      .on(table.nextAttemptAt)
      .where(sql`${table.settledAt} is null`),
  ],
);
