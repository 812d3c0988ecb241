import type { AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { AccessKind, CurrentRole, RoleChoice, UserRights } from "#src/domain/session/session-types.ts";

export interface RoleSelectionInput {
  rights: UserRights;
  /** When the application has an owner, the tenant or institution is fixed (§2). */
  owner: { type: "tenant" | "ies"; tenantAlias: string; iesAlias: string | null } | null;
  currentRole: CurrentRole | null;
  /** Whether the screen is shown at "/" (then a choice refreshes instead of navigating). */
  atHome: boolean;
}

export interface RoleSelectionContext extends RoleSelectionInput {
  kinds: AccessKind[];
  kind: AccessKind | null;
  tenantAlias: string | null;
  iesAlias: string | null;
  pending: RoleChoice | null;
  failure: AuthFailure | null;
}

export type RoleSelectionEvent =
  | { type: "SELECT_ACCESS"; kind: AccessKind }
  | { type: "BACK" }
  | { type: "SELECT_TENANT"; alias: string | null }
  | { type: "SELECT_IES"; alias: string | null }
  | { type: "CHOOSE_ROLE"; roleAlias: string };

export type RoleSelectionOutput =
  { kind: "refresh" } | { kind: "navigate"; to: string } | { kind: "redirect"; to: "/role-not-found" };
