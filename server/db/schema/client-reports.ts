import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What browsers report (spec §9, ADR 078): script errors as they happen, and the page-load timing of a sample of
 * page views ("trace", rate 0.01). No person, token, IP or query string is kept; rows older than 30 days go.
 */
export const clientReports = pgTable(
  "client_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    kind: text("kind").notNull(),
    /** The page's path, without its query or fragment. */
    path: text("path").notNull(),
    message: text("message"),
    /** Where the error was thrown: script URL, line and column, or the stack. */
    source: text("source"),
    stack: text("stack"),
    /** A trace's page-load time in milliseconds. */
    durationMs: integer("duration_ms"),
    userAgent: text("user_agent"),
  },
  (table) => [index("client_reports_at").on(table.at)],
);
