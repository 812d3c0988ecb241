import { and, eq, or, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { applications, roles, tenants, userRights, users } from "../db/schema/identity.ts";
import { notFound } from "./identity-refused.ts";
import { entryRoleAlias } from "./staff-accounts.ts";

/**
 * Where an identity call is made (spec §6, §7): a tenant's form (`tenants/{tenant}/…`) or the operation form
 * (`operation/…`, `signin/operations`). Sign-in, username recovery and password reset are scoped to it.
 */
export type IdentityForm = { kind: "tenant"; tenant: string } | { kind: "operation" };

export type ApplicationRow = typeof applications.$inferSelect;
export type TenantRow = typeof tenants.$inferSelect;

/** The application of an alias (compared without case), or a 404 naming it. */
export async function applicationOf(
  db: Db,
  alias: string,
  field: "app" | "applicationAlias" = "app",
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(eq(sql`lower(${applications.alias})`, alias.toLowerCase()));
  if (!row) throw notFound(field, alias);
  return row;
}

/** The tenant of an alias, or a 404 naming it. */
export async function tenantOf(db: Db, alias: string): Promise<TenantRow> {
  const [row] = await db.select().from(tenants).where(eq(tenants.alias, alias));
  if (!row) throw notFound("tenant", alias);
  return row;
}

/** Resolved form: the tenant's id for a tenant form (404 when unknown). */
export type ResolvedForm = { kind: "tenant"; tenantId: number } | { kind: "operation" };

export async function resolveForm(db: Db, form: IdentityForm): Promise<ResolvedForm> {
  return form.kind === "operation"
    ? form
    : { kind: "tenant", tenantId: (await tenantOf(db, form.tenant)).id };
}

/**
 * Whether a user may use this form: at a tenant, when they hold rights in it — or none anywhere yet (a new
 * account; spec §6 sends them to the no-role page); in operation, when they are an operator or hold one of an
 * operation application's own roles (never 'basic', which only self sign-up grants: ADR 050). One query
 * whatever the answer, run for unknown users too (`userId` null), so the answer costs the same.
 */
export async function belongsTo(db: Db, userId: number | null, form: ResolvedForm): Promise<boolean> {
  const id = userId ?? -1;
  if (form.kind === "operation") {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, id),
          or(
            eq(users.isOperator, true),
            sql`exists (select 1 from ${userRights} join ${roles} on ${roles.id} = ${userRights.roleId}
              join ${applications} on ${applications.id} = ${roles.applicationId}
              where ${userRights.userId} = ${users.id} and ${applications.isOperation}
                and ${roles.alias} <> ${entryRoleAlias})`,
          ),
        ),
      );
    return row !== undefined;
  }
  const [row] = await db
    .select({
      here: sql<number>`count(*) filter (where ${userRights.tenantId} = ${form.tenantId})::int`,
      anywhere: sql<number>`count(${userRights.id})::int`,
    })
    .from(userRights)
    .where(eq(userRights.userId, id));
  return userId !== null && ((row?.here ?? 0) > 0 || (row?.anywhere ?? 0) === 0);
}
