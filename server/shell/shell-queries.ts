import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { applications, features } from "../db/schema/identity.ts";
import type { RightRow } from "../db/session/rights-queries.ts";

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

/** The shell's workspace for one application: its settings, its features, the person's other applications. */
export async function workspace(db: Db, applicationAlias: string, rows: RightRow[]) {
  const [application] = await db
    .select()
    .from(applications)
    .where(sql`lower(${applications.alias}) = lower(${applicationAlias})`);
  if (!application) return null;
  const featureRows = await db
    .select()
    .from(features)
    .where(eq(features.applicationId, application.id))
    .orderBy(asc(features.id));
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
