import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tenants, users } from "./identity.ts";

/**
 * SAML 2.0 per tenant (issue 27, ADR 060): the institution's identity provider as our service provider knows it.
 * `certificates` holds every signing certificate the IdP may use (PEM, base64 body accepted): during a rollover
 * both the old and the new one are listed. `twoFactor` says who gives the second factor: "idp" trusts the IdP's
 * AuthnContext (a class in `mfaContexts`), "sabia" asks Sabiá's own code of a person who has two-factor on.
 */
export const samlIdentityProviders = pgTable("saml_identity_providers", {
  tenantId: integer("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  entityId: text("entity_id").notNull(),
  ssoUrl: text("sso_url").notNull(),
  sloUrl: text("slo_url"),
  certificates: jsonb("certificates").$type<string[]>().notNull(),
  /** "idp" | "sabia" */
  twoFactor: text("two_factor").notNull().default("sabia"),
  /** AuthnContextClassRef values that count as a second factor when `twoFactor` is "idp". */
  mfaContexts: jsonb("mfa_contexts").$type<string[]>().notNull().default(["https://refeds.org/profile/mfa"]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Key pairs made at seed or first start and kept here, never in the repository: `sp:<tenant alias>` is our
 * service provider's signing key for that tenant (its certificate is in the published metadata); `dev-idp` is the
 * example IdP's (development only).
 */
export const samlKeyPairs = pgTable("saml_key_pairs", {
  owner: text("owner").primaryKey(),
  privateKey: text("private_key").notNull(),
  certificate: text("certificate").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** AuthnRequest ids we sent, each accepted once as a response's InResponseTo (then deleted), for 10 minutes. */
export const samlRequests = pgTable(
  "saml_requests",
  {
    id: text("id").primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saml_requests_created").on(table.createdAt)],
);

/** Assertion ids already accepted (replay guard), kept until well after the assertion's NotOnOrAfter. */
export const samlAssertions = pgTable(
  "saml_assertions",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    assertionId: text("assertion_id").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.assertionId] })],
);

/**
 * A person's IdP identity (the NameID) linked to a Sabiá account, per tenant. A link is made by the seed or by
 * the first sign-in whose NameID e-mail is one the account has verified (`verified_emails`).
 */
export const samlIdentities = pgTable(
  "saml_identities",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    nameId: text("name_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.nameId] })],
);

/**
 * E-mail addresses an account has proved it holds. Before issue 27 nothing recorded it (self sign-up takes any
 * address, `?sendEmail=false` sends nothing), so only the seed's demo accounts start verified.
 */
export const verifiedEmails = pgTable(
  "verified_emails",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("verified_emails_email").on(sql`lower(${table.email})`),
    index("verified_emails_user").on(table.userId),
  ],
);
