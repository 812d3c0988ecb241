import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { roles, users } from "./identity.ts";

/**
 * Single-use hand-off codes (`tokenId` in new-tab and SSO URLs, spec §4): valid 60 seconds, stored as a
 * SHA-256, exchanged once for a fresh access token with the same user, role and impersonator.
 */
export const handOffCodes = pgTable("hand_off_codes", {
  codeHash: text("code_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  roleId: integer("role_id").references(() => roles.id),
  tenantId: integer("tenant_id"),
  iesId: integer("ies_id"),
  impersonatorId: integer("impersonator_id").references(() => users.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Every impersonation: who, as whom, with which role, when (spec §6, issue 6). */
export const impersonations = pgTable(
  "impersonations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    operatorId: integer("operator_id")
      .notNull()
      .references(() => users.id),
    targetUserId: integer("target_user_id")
      .notNull()
      .references(() => users.id),
    roleAlias: text("role_alias").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("impersonations_operator").on(table.operatorId)],
);
