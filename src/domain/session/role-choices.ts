import type { StaffUser } from "#src/services/api/staff-users-api.ts";

/** A role the person holds in the shell's application, to access as (impersonation takes the role's alias). */
export interface RoleChoice {
  roleAlias: string;
  roleName: string;
  scope: string | null;
}

/** Distinct role aliases of the application, first scope named (the server picks a scope for the alias). */
export function roleChoicesOf(
  user: Pick<StaffUser, "rights"> | null,
  applicationAlias: string,
): RoleChoice[] {
  const choices = new Map<string, RoleChoice>();
  for (const right of user?.rights ?? []) {
    if (right.applicationAlias.toLowerCase() !== applicationAlias.toLowerCase()) continue;
    if (!choices.has(right.roleAlias))
      choices.set(right.roleAlias, {
        roleAlias: right.roleAlias,
        roleName: right.roleName,
        scope: right.iesAlias ?? right.tenantAlias,
      });
  }
  return [...choices.values()];
}
