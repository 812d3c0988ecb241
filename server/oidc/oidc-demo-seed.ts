import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tenants } from "../db/schema/identity.ts";
import { oidcProviders } from "../db/schema/oidc.ts";

/**
 * The demo tenant's two OpenID buttons, pointing at the local test OP (simulators/oidc-op): only outside
 * production and only when OIDC_DEMO_ISSUER names that OP. No secret is stored: the rows name the environment
 * variables (OIDC_GOVBR_DEMO_SECRET, OIDC_GOOGLE_DEMO_SECRET) that hold them. Idempotent.
 */
export async function seedDemoOidcProviders(db: Db, issuer: string, tenantAlias = "sabia") {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, tenantAlias));
  if (!tenant) return;
  await db
    .insert(oidcProviders)
    .values([
      {
        tenantId: tenant.id,
        slug: "govbr-demo",
        kind: "govbr",
        label: "gov.br",
        issuer,
        clientId: "govbr-demo",
        clientSecretEnv: "OIDC_GOVBR_DEMO_SECRET",
        scopes: "openid email profile govbr_confiabilidades",
        acceptedLevels: ["prata", "ouro"],
      },
      {
        tenantId: tenant.id,
        slug: "google-demo",
        kind: "google",
        label: "Google",
        issuer,
        clientId: "google-demo",
        clientSecretEnv: "OIDC_GOOGLE_DEMO_SECRET",
      },
    ])
    .onConflictDoNothing();
}
