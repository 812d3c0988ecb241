import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { applications, roles, userRights, users } from "../db/schema/identity.ts";

/**
 * Who is staff, and which applications take self sign-up (issue 25, ADR 050).
 *
 * Spec §6 grants the role 'basic' to newly added users. An application takes self sign-up only when it defines
 * that role itself (seeded data: the public store and the student portal) and is not an operation application;
 * a staff application defines no 'basic', so nobody can make themselves a member of it.
 */
export const entryRoleAlias = "basic";

/** Whether people may sign themselves up to this application (see above). */
export async function takesSelfSignUp(db: Db, application: { id: number; isOperation: boolean }) {
  if (application.isOperation) return false;
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.applicationId, application.id), eq(roles.alias, entryRoleAlias)));
  return role !== undefined;
}

/**
 * Whether an account works in operation: an operator, a holder of any role of an operation application, or of
 * any application-level right (no tenant: spec §6 "operation mode … when the current role has no tenant").
 * Such an account cannot be impersonated: one operator acting as another would escape the audit. A 'basic'
 * right never counts as an operation role (the old sign-up hole could leave one behind).
 */
export async function worksInOperation(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        sql`(${users.isOperator} or exists (
          select 1 from ${userRights} join ${roles} on ${roles.id} = ${userRights.roleId}
          join ${applications} on ${applications.id} = ${roles.applicationId}
          where ${userRights.userId} = ${users.id} and ${roles.alias} <> ${entryRoleAlias}
            and (${applications.isOperation} or ${userRights.tenantId} is null)))`,
      ),
    );
  return row !== undefined;
}
