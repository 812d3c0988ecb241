import { and, asc, eq } from "drizzle-orm";
import type { OpenIdProvider } from "#src/services/api/settings-api.ts";
import type { Db } from "../db/database.ts";
import { oidcProviders } from "../db/schema/oidc.ts";

/** A tenant's sign-in buttons (spec §2): its enabled OpenID providers, in the order they were added. */
export async function openIdButtons(db: Db, tenantId: number): Promise<OpenIdProvider[]> {
  const rows = await db
    .select({ slug: oidcProviders.slug, kind: oidcProviders.kind, label: oidcProviders.label })
    .from(oidcProviders)
    .where(and(eq(oidcProviders.tenantId, tenantId), eq(oidcProviders.enabled, true)))
    .orderBy(asc(oidcProviders.id));
  // An unknown kind shows as a generic provider, under its own label.
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind === "govbr" || row.kind === "google" ? row.kind : "generic",
    label: row.label,
  }));
}
