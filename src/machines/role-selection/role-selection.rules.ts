import type { AccessKind, RoleChoice, RoleRef } from "#src/domain/session/session-types.ts";
import type { RoleSelectionContext } from "./role-selection.types.ts";

/** The roles offered for the chosen access kind and scope (§2 role-selection second panel). */
export function rolesOnOffer(context: RoleSelectionContext): RoleRef[] {
  if (context.kind === "application") return context.rights.applicationRoles;
  const tenant = context.rights.tenants.find((t) => t.alias === context.tenantAlias);
  if (context.kind === "tenant") return tenant?.roles ?? [];
  if (context.kind === "ies") return tenant?.ies.find((i) => i.alias === context.iesAlias)?.roles ?? [];
  return [];
}

/** Tenant autocomplete: tenant or ies access, when no owner is fixed. */
export function showsTenantPicker(kind: AccessKind | null, owner: RoleSelectionContext["owner"]): boolean {
  return (kind === "tenant" || kind === "ies") && owner === null;
}

/** Institution autocomplete: ies access, when the owner is absent or a tenant. */
export function showsIesPicker(kind: AccessKind | null, owner: RoleSelectionContext["owner"]): boolean {
  return kind === "ies" && (owner === null || owner.type === "tenant");
}

export function choiceFor(context: RoleSelectionContext, roleAlias: string): RoleChoice | null {
  const role = rolesOnOffer(context).find((r) => r.alias === roleAlias);
  if (!role || !context.kind) return null;
  return {
    kind: context.kind,
    role,
    tenantAlias: context.kind === "application" ? null : context.tenantAlias,
    iesAlias: context.kind === "ies" ? context.iesAlias : null,
  };
}

export function isActiveChoice(context: RoleSelectionContext, choice: RoleChoice): boolean {
  const current = context.currentRole;
  if (!current) return false;
  return (
    current.role.alias === choice.role.alias &&
    (current.tenant?.alias ?? null) === choice.tenantAlias &&
    (current.ies?.alias ?? null) === choice.iesAlias
  );
}

/** Starting scope: fixed by the owner, else the current role's, so the active role shows its check mark. */
export function initialScope(context: Pick<RoleSelectionContext, "owner" | "currentRole">) {
  if (context.owner) return { tenantAlias: context.owner.tenantAlias, iesAlias: context.owner.iesAlias };
  return {
    tenantAlias: context.currentRole?.tenant?.alias ?? null,
    iesAlias: context.currentRole?.ies?.alias ?? null,
  };
}
