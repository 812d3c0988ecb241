import type { SessionInfo } from "../services/session/session-info.ts";
import type { RoleSelectionInput } from "../machines/role-selection/role-selection.types.ts";

/** The role-selection input for a session (the wire types are read-only; the machine's are not). */
export function toRoleSelectionInput(session: SessionInfo, atHome: boolean): RoleSelectionInput {
  return {
    rights: {
      applicationRoles: [...session.rights.applicationRoles],
      tenants: session.rights.tenants.map((tenant) => ({
        ...tenant,
        roles: [...tenant.roles],
        ies: tenant.ies.map((ies) => ({ ...ies, roles: [...ies.roles] })),
      })),
    },
    owner: null,
    currentRole: session.currentRole,
    atHome,
  };
}
