/** Session shapes of spec §3 shared by the session machines, their services and the API. */
export interface RoleRef {
  id: string;
  name: string;
  alias: string;
}

export interface Logos {
  mini: string | null;
  light: string | null;
  dark: string | null;
}

export interface IesRights {
  id: string;
  name: string;
  alias: string;
  hostname: string | null;
  logos: Logos;
  roles: RoleRef[];
}

/** One entry of "tenant rights" (§3): a tenant with its own roles and its institutions' roles. */
export interface TenantRights {
  id: string;
  alias: string;
  iesAlias: string | null;
  name: string;
  hostname: string | null;
  logos: Logos;
  roles: RoleRef[];
  ies: IesRights[];
}

export interface ScopeRef {
  id: string;
  name: string;
  alias: string;
  hostname: string | null;
}

/** Current role (§3): tenant, ies and role; tenant/ies absent for application-level (operation) roles. */
export interface CurrentRole {
  tenant: ScopeRef | null;
  ies: ScopeRef | null;
  role: RoleRef;
}

export interface LastAccess {
  tenantId: string | null;
  tenantAlias: string | null;
  tenantName: string | null;
  tenantHostname: string | null;
  iesId: string | null;
  iesAlias: string | null;
  iesName: string | null;
  iesHostname: string | null;
  roleAlias: string;
  roleName: string;
  roleId: string;
}

/** Access kinds of the role-selection screen (§2). */
export type AccessKind = "application" | "tenant" | "ies";

/** Rights of a user: application-level roles plus tenant rights. */
export interface UserRights {
  applicationRoles: RoleRef[];
  tenants: TenantRights[];
}

export function countRightsEntries(rights: UserRights): number {
  const tenantEntries = rights.tenants.reduce(
    (sum, tenant) => sum + tenant.roles.length + tenant.ies.reduce((s, ies) => s + ies.roles.length, 0),
    0,
  );
  return rights.applicationRoles.length + tenantEntries;
}

/** Which access kinds a user has (§2): application roles, tenant roles, institution roles. */
export function accessKindsOf(rights: UserRights): AccessKind[] {
  const kinds: AccessKind[] = [];
  if (rights.applicationRoles.length > 0) kinds.push("application");
  if (rights.tenants.some((tenant) => tenant.roles.length > 0)) kinds.push("tenant");
  if (rights.tenants.some((tenant) => tenant.ies.some((ies) => ies.roles.length > 0))) kinds.push("ies");
  return kinds;
}

/** A role the user can assume: the role and the scope it belongs to. */
export interface RoleChoice {
  kind: AccessKind;
  role: RoleRef;
  tenantAlias: string | null;
  iesAlias: string | null;
}

/** The single rights entry, when the user has exactly one (spec §4: assume it automatically). */
export function onlyRoleChoice(rights: UserRights): RoleChoice | null {
  if (countRightsEntries(rights) !== 1) return null;
  const [applicationRole] = rights.applicationRoles;
  if (applicationRole)
    return { kind: "application", role: applicationRole, tenantAlias: null, iesAlias: null };
  for (const tenant of rights.tenants) {
    const [tenantRole] = tenant.roles;
    if (tenantRole) return { kind: "tenant", role: tenantRole, tenantAlias: tenant.alias, iesAlias: null };
    for (const ies of tenant.ies) {
      const [iesRole] = ies.roles;
      if (iesRole) return { kind: "ies", role: iesRole, tenantAlias: tenant.alias, iesAlias: ies.alias };
    }
  }
  return null;
}
