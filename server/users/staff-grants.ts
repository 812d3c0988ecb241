import type { Db } from "../db/database.ts";
import { applicationExists, institutionOf, roleOf, tenantIdOf } from "../db/users/staff-users-queries.ts";

/**
 * Which right a staff grant adds (issue 30, ADR 074). A role comes from its application; a tenant-level role
 * needs the tenant, an institution-level one the institution (whose tenant it is held in). Roles that make staff
 * — every role of an operation application and every application-level role (spec §6: no tenant means
 * operation mode) — are never granted by these calls.
 */
export interface Grant {
  applicationAlias: string;
  role: string;
  tenantAlias?: string | undefined;
  iesAlias?: string | undefined;
}

export interface ResolvedRight {
  roleId: number;
  tenantId: number | null;
  iesId: number | null;
}

/** A grant that names something unknown or the wrong scope: 400 naming the field. */
export class GrantInvalid extends Error {
  readonly field: string;
  constructor(field: string, detail: string) {
    super(detail);
    this.field = field;
  }
}

/** A role that would make the account staff: 403 staffRoleNotGrantable. */
export class StaffRoleNotGrantable extends Error {}

export async function resolveGrant(db: Db, grant: Grant, only?: "ies"): Promise<ResolvedRight> {
  if (!(await applicationExists(db, grant.applicationAlias)))
    throw new GrantInvalid("applicationAlias", `No application has the alias ${grant.applicationAlias}.`);
  const role = await roleOf(db, grant.applicationAlias, grant.role);
  if (!role) throw new GrantInvalid("role", `${grant.applicationAlias} has no role ${grant.role}.`);
  if (role.isOperation || role.level === "application")
    throw new StaffRoleNotGrantable(`${grant.role} of ${grant.applicationAlias} is a staff role.`);
  if (only === "ies" && role.level !== "ies")
    throw new GrantInvalid("role", `${grant.role} is not an institution-level role.`);
  if (role.level === "tenant") {
    if (grant.iesAlias !== undefined)
      throw new GrantInvalid("iesAlias", `${grant.role} is a tenant-level role: name no institution.`);
    if (grant.tenantAlias === undefined)
      throw new GrantInvalid("tenantAlias", `${grant.role} is a tenant-level role: name its tenant.`);
    const tenantId = await tenantIdOf(db, grant.tenantAlias);
    if (tenantId === null)
      throw new GrantInvalid("tenantAlias", `No tenant has the alias ${grant.tenantAlias}.`);
    return { roleId: role.id, tenantId, iesId: null };
  }
  if (grant.iesAlias === undefined)
    throw new GrantInvalid("iesAlias", `${grant.role} is an institution-level role: name its institution.`);
  const ies = await institutionOf(db, grant.iesAlias);
  if (!ies) throw new GrantInvalid("iesAlias", `No institution has the alias ${grant.iesAlias}.`);
  if (grant.tenantAlias !== undefined && (await tenantIdOf(db, grant.tenantAlias)) !== ies.tenantId)
    throw new GrantInvalid("tenantAlias", `${grant.iesAlias} is not an institution of ${grant.tenantAlias}.`);
  return { roleId: role.id, tenantId: ies.tenantId, iesId: ies.id };
}
