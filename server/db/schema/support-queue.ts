import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * A reconciliation flag closed from the support queue (issue 30, ADR 081): the ledger line itself is append-only
 * (migration 0017), so what support did about it is kept here, one row per flagged line, with who and why.
 */
export const supportFlagResolutions = pgTable("support_flag_resolutions", {
  /** The flagged `payment_events` line (a plain id, like the ledger's own: no cascade ever touches it). */
  eventId: bigint("event_id", { mode: "number" }).primaryKey(),
  resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  note: text("note").notNull(),
  resolvedAt: timestamp("resolved_at", { withTimezone: true }).notNull().defaultNow(),
});
