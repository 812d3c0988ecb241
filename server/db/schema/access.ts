import { index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * Server-side sessions (issue 25). Every access token carries its session's id (`sid`); a token whose session is
 * revoked is refused, so signing out, "sign out everywhere", a password change and the one-IP-at-a-time rule end
 * sessions for real. An impersonation session names the operator's session that minted it (`parentId`), so ending
 * the operator's session (or changing the operator's password) ends every impersonation it started.
 */
export const accessSessions = pgTable(
  "access_sessions",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The operator acting as `userId`, when this is an impersonation session. */
    impersonatorId: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
    /** The session that minted this one (an operator's, for an impersonation). */
    parentId: text("parent_id"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** signed-out | signed-out-everywhere | password-changed | other-ip | impersonation-ended | … */
    revokedReason: text("revoked_reason"),
  },
  (table) => [
    index("access_sessions_user").on(table.userId, table.revokedAt),
    index("access_sessions_parent").on(table.parentId),
  ],
);

/**
 * Who did what (issue 25): staff reads of personal data and every request made while impersonating, with both
 * people. Append-only: a trigger (migration 0019) refuses UPDATE and DELETE. Ids are plain integers, not foreign
 * keys, so deleting an account never removes what was done to it.
 */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The person who really acted: the operator while impersonating, else the signed-in user. */
    actorId: integer("actor_id"),
    /** The account the request acted as, when impersonating (else null). */
    actingAsId: integer("acting_as_id"),
    /** Whose personal data or account the action concerned, when it is someone's. */
    subjectId: integer("subject_id"),
    /** person.read, impersonated.request, impersonation.refused, … */
    action: text("action").notNull(),
    /** The role alias the actor held, e.g. "operacao". */
    roleAlias: text("role_alias"),
    ip: text("ip"),
    detail: jsonb("detail").notNull().default({}),
  },
  (table) => [
    index("audit_events_actor").on(table.actorId, table.at),
    index("audit_events_subject").on(table.subjectId, table.at),
  ],
);
