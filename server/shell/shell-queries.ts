import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { applications, features, roleFeatures, tenants } from "../db/schema/identity.ts";
import type { RightRow } from "../db/session/rights-queries.ts";
import type { RoleClaim } from "../identity/access-tokens.ts";

/** Spec §4 "Application status": every application with its status and address (the status dialog's table). */
export async function applicationStatus(db: Db) {
  const rows = await db
    .select({
      alias: applications.alias,
      name: applications.name,
      status: applications.status,
      url: applications.url,
    })
    .from(applications)
    .orderBy(asc(applications.name));
  return rows.map((row) => ({
    ...row,
    status: (row.status === "degraded" || row.status === "unhealthy" ? row.status : "healthy") as
      "healthy" | "degraded" | "unhealthy",
  }));
}

/** The features of one role in one application (spec §4: assuming a role swaps its features in). */
export async function roleFeatureRows(db: Db, applicationId: number, roleId: number) {
  return db
    .select({ feature: features })
    .from(roleFeatures)
    .innerJoin(features, eq(features.id, roleFeatures.featureId))
    .where(and(eq(roleFeatures.roleId, roleId), eq(features.applicationId, applicationId)))
    .orderBy(asc(features.id))
    .then((rows) => rows.map((row) => row.feature));
}

/**
 * The tenant theme of a role (spec §3 tenant settings theme): colours, logos and favicon of the role's tenant;
 * the tenant's own logos stand in when the theme names none. Null for a role without a tenant.
 */
export async function roleTenantTheme(db: Db, tenantId: number | null) {
  if (tenantId === null) return null;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return null;
  const theme = tenant.settings.theme;
  return {
    alias: tenant.alias,
    name: tenant.name,
    theme: {
      primaryColor: theme.primaryColor,
      accentColor: theme.accentColor,
      secondaryColor: theme.secondaryColor,
      logo: theme.logo ?? tenant.logoLight,
      darkLogo: theme.darkLogo ?? tenant.logoDark,
      favicon: theme.favicon,
    },
  };
}

/**
 * The shell's workspace for one application and the current role: its settings, the role's features, the role's
 * tenant theme and the person's other applications. Without a current role there are no features.
 */
export async function workspace(db: Db, applicationAlias: string, rows: RightRow[], role: RoleClaim | null) {
  const [application] = await db
    .select()
    .from(applications)
    .where(sql`lower(${applications.alias}) = lower(${applicationAlias})`);
  if (!application) return null;
  const featureRows = role ? await roleFeatureRows(db, application.id, role.roleId) : [];
  const held = new Set(rows.map((row) => row.applicationAlias.toLowerCase()));
  held.delete(application.alias.toLowerCase());
  const others = held.size
    ? (await db.select().from(applications).orderBy(asc(applications.name))).filter((row) =>
        held.has(row.alias.toLowerCase()),
      )
    : [];
  return {
    application: {
      alias: application.alias,
      name: application.name,
      isOperation: application.isOperation,
      menuSearchEnabled: application.menuSearchEnabled,
    },
    tenant: await roleTenantTheme(db, role?.tenantId ?? null),
    features: featureRows.map((row) => ({
      id: String(row.id),
      featureParentId: row.parentId === null ? null : String(row.parentId),
      alias: row.alias,
      description: row.description,
      icon: row.icon,
      webRoute: row.webRoute,
      endpoint: row.endpoint,
      menuVisibility: row.menuVisibility,
    })),
    availableApplications: others.map((row) => ({
      alias: row.alias,
      name: row.name,
      logo: row.logo,
      isOperation: row.isOperation,
      independentTabsEnabled: row.independentTabsEnabled,
    })),
  };
}

/** A web component an application registered, or null. */
export async function webComponent(db: Db, applicationAlias: string, tag: string) {
  const [application] = await db
    .select({ alias: applications.alias, name: applications.name, webComponents: applications.webComponents })
    .from(applications)
    .where(sql`lower(${applications.alias}) = lower(${applicationAlias})`);
  const component = application?.webComponents.find((candidate) => candidate.tag === tag);
  if (!application || !component) return null;
  return { application: application.alias, applicationName: application.name, ...component };
}
