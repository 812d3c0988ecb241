import { sql } from "drizzle-orm";
import { devIdpEntityId } from "#server/saml/dev-idp-entity.ts";
import { samlKeyPairOf } from "#server/saml/saml-keys.ts";
import type { Db } from "../database.ts";
import { tenants, users } from "../schema/identity.ts";
import { samlIdentityProviders, verifiedEmails } from "../schema/saml.ts";

/**
 * SAML of the demo (issue 27, ADR 060): hcfmusp signs in through the example IdP this server hosts in development
 * (/dev/saml-idp), whose key pair is made now and kept in the database; Sabiá asks its own second factor. The demo
 * accounts' e-mails count as verified (the seed made them), so a first SAML sign-in may link to them.
 */
export async function seedSaml(db: Db) {
  const idpKeys = await samlKeyPairOf(db, "dev-idp", "Sabiá example SAML IdP");
  await db
    .insert(samlIdentityProviders)
    .select(
      db
        .select({
          tenantId: tenants.id,
          entityId: sql<string>`${devIdpEntityId}`.as("entity_id"),
          ssoUrl: sql<string>`'/dev/saml-idp/sso'`.as("sso_url"),
          sloUrl: sql<string>`'/dev/saml-idp/slo'`.as("slo_url"),
          certificates: sql<string[]>`${JSON.stringify([idpKeys.certificate])}::jsonb`.as("certificates"),
          twoFactor: sql<string>`'sabia'`.as("two_factor"),
          mfaContexts: sql<string[]>`'["https://refeds.org/profile/mfa"]'::jsonb`.as("mfa_contexts"),
          updatedAt: sql<Date>`now()`.as("updated_at"),
        })
        .from(tenants)
        .where(sql`${tenants.alias} = 'hcfmusp'`),
    )
    .onConflictDoNothing();
  await db
    .insert(verifiedEmails)
    .select(
      db
        .select({ userId: users.id, email: users.email, verifiedAt: sql<Date>`now()`.as("verified_at") })
        .from(users),
    )
    .onConflictDoNothing();
}
