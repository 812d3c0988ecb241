import type { SnapshotFrom } from "xstate";
import type { AccessKind, Logos } from "#src/domain/session/session-types.ts";
import type { roleSelectionMachine } from "./role-selection.machine.ts";
import {
  choiceFor,
  isActiveChoice,
  rolesOnOffer,
  showsIesPicker,
  showsTenantPicker,
} from "./role-selection.rules.ts";
import type { RoleSelectionEvent } from "./role-selection.types.ts";

export interface ScopeOption {
  alias: string;
  name: string;
  logo: string | null;
}

export interface RoleOption {
  alias: string;
  name: string;
  active: boolean;
}

export interface RoleSelectionApi {
  panel: "access" | "roles";
  accessKinds: AccessKind[];
  kind: AccessKind | null;
  canGoBack: boolean;
  tenantPicker: { options: ScopeOption[]; selected: string | null } | null;
  iesPicker: { options: ScopeOption[]; selected: string | null } | null;
  roles: RoleOption[];
  isAssuming: boolean;
  selectAccess(kind: AccessKind): void;
  back(): void;
  selectTenant(alias: string | null): void;
  selectIes(alias: string | null): void;
  chooseRole(alias: string): void;
}

/** Before the machine has loaded (after hydration): the view's spinner; events sent meanwhile are queued. */
export function idleRoleSelection(send: (event: RoleSelectionEvent) => void): RoleSelectionApi {
  return {
    panel: "access",
    accessKinds: [],
    kind: null,
    canGoBack: false,
    tenantPicker: null,
    iesPicker: null,
    roles: [],
    isAssuming: true,
    ...senders(send),
  };
}

const senders = (send: (event: RoleSelectionEvent) => void) => ({
  selectAccess: (kind: AccessKind) => send({ type: "SELECT_ACCESS", kind }),
  back: () => send({ type: "BACK" }),
  selectTenant: (alias: string | null) => send({ type: "SELECT_TENANT", alias }),
  selectIes: (alias: string | null) => send({ type: "SELECT_IES", alias }),
  chooseRole: (alias: string) => send({ type: "CHOOSE_ROLE", roleAlias: alias }),
});

const logoOf = (logos: Logos) => logos.mini ?? logos.light ?? null;

export function connectRoleSelection(
  snapshot: SnapshotFrom<typeof roleSelectionMachine>,
  send: (event: RoleSelectionEvent) => void,
): RoleSelectionApi {
  const context = snapshot.context;
  const tenantsForKind = context.rights.tenants.filter((tenant) =>
    context.kind === "tenant" ? tenant.roles.length > 0 : tenant.ies.some((ies) => ies.roles.length > 0),
  );
  const tenant = context.rights.tenants.find((t) => t.alias === context.tenantAlias);
  return {
    panel: snapshot.matches("choosingAccess") ? "access" : "roles",
    accessKinds: context.kinds,
    kind: context.kind,
    canGoBack: context.kinds.length > 1,
    tenantPicker: showsTenantPicker(context.kind, context.owner)
      ? {
          options: tenantsForKind.map((t) => ({ alias: t.alias, name: t.name, logo: logoOf(t.logos) })),
          selected: context.tenantAlias,
        }
      : null,
    iesPicker: showsIesPicker(context.kind, context.owner)
      ? {
          options: (tenant?.ies ?? [])
            .filter((i) => i.roles.length > 0)
            .map((i) => ({ alias: i.alias, name: i.name, logo: logoOf(i.logos) })),
          selected: context.iesAlias,
        }
      : null,
    roles: rolesOnOffer(context).map((role) => {
      const choice = choiceFor(context, role.alias);
      return {
        alias: role.alias,
        name: role.name,
        active: choice !== null && isActiveChoice(context, choice),
      };
    }),
    isAssuming: snapshot.matches("assuming") || snapshot.status === "done",
    ...senders(send),
  };
}
