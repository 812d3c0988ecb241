import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
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
    /** The chosen plan (spec §3 payment items): course.id*100 + installments for card, course.id*100 cash. */
    priceListValueId: integer("price_list_value_id"),
    /** 1 card, 2 cash (slip or Pix). */
    paymentCondition: smallint("payment_condition"),
    installmentValue: numeric("installment_value", { precision: 12, scale: 2, mode: "number" }),
    campaignId: integer("campaign_id").references(() => campaigns.id),
    /** The course's new price when this subscription last quoted it (spec §8 "price changed since your last visit"). */
    quotedPrice: numeric("quoted_price", { precision: 12, scale: 2, mode: "number" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Average of the course's exam, 0–100, once taken (spec §9: the certificate needs 60). */
    examAverage: numeric("exam_average", { precision: 5, scale: 2, mode: "number" }),
    /** São Paulo calendar day the certificate was issued (spec §9: within 7 days it waives the refund). */
    certificateIssuedOn: date("certificate_issued_on", { mode: "string" }),
  },
  (table) => [
    index("subscriptions_user").on(table.userId),
    index("subscriptions_user_course").on(table.userId, table.courseId),
  ],
);

/** SAB-YYYY-NNNNNN transaction numbers; starts above the demo seed's numbers. */
export const transactionNumbers = pgSequence("subscription_transaction_numbers", { startWith: 1000 });

/** A discount campaign on one course or on all (course null), offered on the cash plan only (spec §4). */
export const campaigns = pgTable("campaigns", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  percent: integer("percent").notNull(),
  courseId: integer("course_id").references(() => courses.id),
  validFrom: date("valid_from", { mode: "string" }).notNull(),
  validUntil: date("valid_until", { mode: "string" }).notNull(),
});

/**
 * One row per payment attempt. Card attempts keep the brand and last four digits only: the card number and the
 * CVV never reach the database.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** pix | boleto | card */
    method: text("method").notNull(),
    /** pending | paid | expired | canceled (Pix, slip); approved | denied | pending (card). */
    status: text("status").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    pixCopyPaste: text("pix_copy_paste"),
    pixTxid: text("pix_txid"),
    pixValidationKey: text("pix_validation_key"),
    pixExpiresAt: timestamp("pix_expires_at", { withTimezone: true }),
    slipDigitableLine: text("slip_digitable_line"),
    slipBarcode: text("slip_barcode"),
    slipDueDate: date("slip_due_date", { mode: "string" }),
    /** When the bank received the slip's money; it clears on slipClearsOn (2 banking business days later). */
    slipPaidAt: timestamp("slip_paid_at", { withTimezone: true }),
    slipClearsOn: date("slip_clears_on", { mode: "string" }),
    slipClearedAt: timestamp("slip_cleared_at", { withTimezone: true }),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    cardInstallments: smallint("card_installments"),
    cardInstallmentValue: numeric("card_installment_value", { precision: 12, scale: 2, mode: "number" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** sandbox | pix: who holds this charge (a live Pix is asked about, renewed and removed at its provider). */
    provider: text("provider").notNull().default("sandbox"),
    /** The PSP's location URL of a dynamic Pix charge (the BR Code carries it). */
    pixLocation: text("pix_location"),
    /** The Pix that paid this charge (endToEndId), the one a devolução refers to. */
    pixEndToEndId: text("pix_end_to_end_id"),
    /** The card and boleto gateway's id of this payment (Mercado Pago's payment id), read back by its webhook. */
    gatewayPaymentId: text("gateway_payment_id"),
    /** The gateway's last status and detail as read from it (approved, rejected / cc_rejected_…, charged_back, …). */
    gatewayStatus: text("gateway_status"),
    gatewayStatusDetail: text("gateway_status_detail"),
    /** The gateway's printable slip (Mercado Pago's external_resource_url). */
    slipUrl: text("slip_url"),
    /** Why a card was refused, as a code the checkout translates (src/domain/payments/card-denial.ts). */
    cardDenialReason: text("card_denial_reason"),
    /** When the gateway returned the money (refund) or the issuer took it back (chargeback). */
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    chargedBackAt: timestamp("charged_back_at", { withTimezone: true }),
  },
  (table) => [
    index("payments_subscription").on(table.subscriptionId),
    uniqueIndex("payments_pix_txid").on(table.pixTxid),
    uniqueIndex("payments_gateway_payment").on(table.provider, table.gatewayPaymentId),
    // At most one live or successful attempt per subscription: the last line of defence against a double charge.
    uniqueIndex("payments_one_live")
      .on(table.subscriptionId)
      .where(sql`${table.status} in ('pending', 'paid', 'approved')`),
  ],
);

/**
 * Idempotency keys of payment calls (draft-ietf-httpapi-idempotency-key-header), per user. The fingerprint is an
 * HMAC of method, path and body, so a key sent again with another body is told apart without storing the body.
 */
export const paymentIdempotencyKeys = pgTable(
  "payment_idempotency_keys",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** in-flight | done */
    state: text("state").notNull(),
    responseStatus: smallint("response_status"),
    responseBody: jsonb("response_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** The payments sandbox's clock: one row, minutes ahead of the real clock (advanced by the sandbox control). */
export const sandboxClock = pgTable(
  "sandbox_clock",
  {
    id: smallint("id").primaryKey().default(1),
    offsetMinutes: integer("offset_minutes").notNull().default(0),
  },
  (table) => [check("sandbox_clock_single_row", sql`${table.id} = 1`)],
);

/** The CRM deal stage of each checkout, as the default CRM adapter records it (update-ecommerce-hubspot-deal). */
export const crmDeals = pgTable("crm_deals", {
  subscriptionId: integer("subscription_id")
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: "cascade" }),
  stage: text("stage").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const vouchers = pgTable("vouchers", {
  tag: text("tag").primaryKey(),
  percent: integer("percent").notNull(),
  validUntil: date("valid_until", { mode: "string" }),
});

/**
 * Lesson progress, for My Courses, the student portal and the certificate rules of spec §9. watched_seconds never
 * goes backwards and never passes the lesson's duration; completed_at is set once the watched share reaches the
 * done share of ADR 090 (null: not done yet); position_seconds is where the person stopped (the resume point).
 */
export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).defaultNow(),
    watchedSeconds: integer("watched_seconds").notNull().default(0),
    positionSeconds: integer("position_seconds").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("lesson_progress_pk").on(table.userId, table.lessonId)],
);

/**
 * A cancellation of a purchase (spec §9), one per subscription. The refund is computed on the day of the request
 * and kept as it was quoted; a confirmed refund is paid as a credit valid until creditValidUntil.
 */
export const cancellations = pgTable("cancellations", {
  subscriptionId: integer("subscription_id")
    .primaryKey()
    .references(() => subscriptions.id, { onDelete: "cascade" }),
  /** full | proportional | unpaid */
  kind: text("kind").notNull(),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
  lessonsTotal: integer("lessons_total").notNull(),
  lessonsAvailable: integer("lessons_available").notNull(),
  fine: numeric("fine", { precision: 12, scale: 2, mode: "number" }).notNull(),
  refund: numeric("refund", { precision: 12, scale: 2, mode: "number" }).notNull(),
  creditValidUntil: date("credit_valid_until", { mode: "string" }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
});
