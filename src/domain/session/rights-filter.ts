import type { TenantRights } from "./session-types.ts";

export interface RightsEntryWithApplication extends TenantRights {
  applicationAlias: string;
}

export interface ApplicationScope {
  applicationAlias: string;
  /** When the application has an owner, rights are limited to that tenant or institution (§6). */
  owner: { type: "tenant" | "ies"; alias: string } | null;
}

/**
 * Spec §6: rights are filtered to the current application alias (case-insensitive) and, when the
 * application has an owner, to the current tenant or institution. Only institutions where the user has
 * roles in the application are kept; entries left with no roles at all are dropped.
 */
export function filterRights(entries: RightsEntryWithApplication[], scope: ApplicationScope): TenantRights[] {
  const alias = scope.applicationAlias.toLowerCase();
  return entries
    .filter((entry) => entry.applicationAlias.toLowerCase() === alias)
    .filter((entry) => {
      if (!scope.owner) return true;
      if (scope.owner.type === "tenant") return entry.alias.toLowerCase() === scope.owner.alias.toLowerCase();
      return entry.ies.some((ies) => ies.alias.toLowerCase() === scope.owner!.alias.toLowerCase());
    })
    .map(({ applicationAlias: _applicationAlias, ...entry }) => ({
      ...entry,
      ies: entry.ies
        .filter((ies) => ies.roles.length > 0)
        .filter(
          (ies) => scope.owner?.type !== "ies" || ies.alias.toLowerCase() === scope.owner.alias.toLowerCase(),
        ),
    }))
    .filter((entry) => entry.roles.length > 0 || entry.ies.length > 0);
}
