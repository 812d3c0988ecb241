import { index, integer, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";

/**
 * Failed sign-ins (issue 5): one row per failure, keyed by the lower-cased login that was typed
 * (whether or not such a user exists, so throttling cannot tell accounts apart) and by client IP. The
 * account wait and the per-IP limit of server/identity/throttle.ts are counted from here, so every server
 * instance applies the same limits. A successful sign-in deletes the rows of its login.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    login: text("login").notNull(),
    ip: text("ip").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("sign_in_failures_login").on(table.login, table.at),
    index("sign_in_failures_ip").on(table.ip, table.at),
  ],
);

/** Two-factor challenges: a 6-digit code (stored as SHA-256) by e-mail or SMS, expiring, limited attempts and resends. */
export const authenticationChallenges = pgTable("authentication_challenges", {
  id: text("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  channel: text("channel").notNull(),
  codeHash: text("code_hash").notNull(),
  applicationAlias: text("application_alias").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  attempts: smallint("attempts").notNull().default(0),
  sends: smallint("sends").notNull().default(1),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/**
 * Abuse limits beyond sign-in's (issue 15, ADR 030): one row per counted event — a recovery e-mail, a
 * two-factor challenge, a lock notice — per key it counts against (`user:12`, `login:ana@x.com`, `ip:…`).
 * server/identity/throttle-store.ts reserves here under advisory locks, so every instance sees one count.
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    action: text("action").notNull(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("throttle_events_key").on(table.action, table.key, table.at)],
);
