import {
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tenants, users } from "./identity.ts";

/**
 * OpenID providers a tenant signs in with (issue 27, ADR 061): gov.br Login Único, Google, or any other OP.
 * The client secret is never stored: `clientSecretEnv` names the environment variable that holds it.
 */
export const oidcProviders = pgTable(
  "oidc_providers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** In the URL: /api/auth/oidc/{slug}/start. */
    slug: text("slug").notNull(),
    /** "govbr" | "google" | "generic" */
    kind: text("kind").notNull(),
    /** The button's label when the kind has none of its own (generic). */
    label: text("label").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretEnv: text("client_secret_env"),
    scopes: text("scopes").notNull().default("openid email profile"),
    /** gov.br only: the assurance levels accepted (bronze, prata, ouro); empty accepts any. */
    acceptedLevels: text("accepted_levels").array().notNull().default([]),
    enabled: boolean("enabled").notNull().default(true),
  },
  (table) => [uniqueIndex("oidc_providers_tenant_slug").on(table.tenantId, table.slug)],
);

/** One sign-in in flight: state, nonce and PKCE verifier, single use, a few minutes. */
export const oidcTransactions = pgTable(
  "oidc_transactions",
  {
    state: text("state").primaryKey(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => oidcProviders.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    returnTo: text("return_to").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (table) => [index("oidc_transactions_expires").on(table.expiresAt)],
);

/** A person at an OP (issuer + sub) is this account. */
export const oidcLinks = pgTable(
  "oidc_links",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer("provider_id")
      .notNull()
      .references(() => oidcProviders.id, { onDelete: "cascade" }),
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("oidc_links_issuer_subject").on(table.issuer, table.subject)],
);

/**
 * "We found your account — link it?": an existing account matched by CPF or e-mail, offered to the person who
 * just signed in at the OP; the link is made only when they confirm with that account's password. Single use.
 */
export const oidcLinkOffers = pgTable("oidc_link_offers", {
  id: text("id").primaryKey(),
  /** SHA-256 of the secret kept in the browser's cookie: the offer is answered from that browser only. */
  secretHash: text("secret_hash").notNull(),
  providerId: integer("provider_id")
    .notNull()
    .references(() => oidcProviders.id, { onDelete: "cascade" }),
  issuer: text("issuer").notNull(),
  subject: text("subject").notNull(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "cpf" | "email" */
  matchedBy: text("matched_by").notNull(),
  returnTo: text("return_to").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
