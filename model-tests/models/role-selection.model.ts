import { roleSelectionMachine } from "#src/machines/role-selection/role-selection.machine.ts";
import type { RoleSelectionInput } from "#src/machines/role-selection/role-selection.types.ts";
import { defineModel } from "../model.ts";

const role = (alias: string) => ({ id: alias, name: alias, alias });
const ies = (alias: string, roles: string[]) => ({
  id: alias,
  name: alias,
  alias,
  hostname: null,
  logos: { mini: null, light: null, dark: null },
  roles: roles.map(role),
});

/** Like the demo account gestora: roles in two tenants and in institutions of each. */
const gestoraRights = {
  applicationRoles: [],
  tenants: [
    {
      id: "ga",
      alias: "grupo-a",
      iesAlias: null,
      name: "Grupo A",
      hostname: null,
      logos: { mini: null, light: null, dark: null },
      roles: [role("gestor")],
      ies: [ies("hcfmusp", ["coordenador"])],
    },
    {
      id: "gb",
      alias: "grupo-b",
      iesAlias: null,
      name: "Grupo B",
      hostname: null,
      logos: { mini: null, light: null, dark: null },
      roles: [role("gestor")],
      ies: [ies("ibcmed", ["coordenador"])],
    },
  ],
};

const gestora: RoleSelectionInput = {
  rights: gestoraRights,
  owner: null,
  currentRole: {
    tenant: { id: "ga", alias: "grupo-a", name: "Grupo A", hostname: null },
    ies: null,
    role: role("gestor"),
  },
  atHome: true,
};

/** An operator: application-level access only, so the access kind is chosen automatically. */
const operador: RoleSelectionInput = {
  rights: { applicationRoles: [role("operador"), role("suporte")], tenants: [] },
  owner: null,
  currentRole: null,
  atHome: false,
};

export const roleSelectionModel = defineModel({
  name: "role-selection",
  machine: roleSelectionMachine,
  complete: true,
  inputs: [gestora, operador],
  events: (snapshot) => {
    if (snapshot.matches("choosingAccess")) {
      return [
        { type: "SELECT_ACCESS", kind: "tenant" as const },
        { type: "SELECT_ACCESS", kind: "ies" as const },
      ];
    }
    if (snapshot.matches("choosingRole")) {
      const ctx = snapshot.context;
      const roles =
        ctx.kind === "application"
          ? ["operador", "suporte"]
          : ctx.kind === "tenant"
            ? ["gestor"]
            : ["coordenador"];
      return [
        { type: "BACK" },
        ...(ctx.kind === "application"
          ? []
          : ([
              { type: "SELECT_TENANT", alias: "grupo-a" },
              { type: "SELECT_TENANT", alias: "grupo-b" },
            ] as const)),
        ...(ctx.kind === "ies"
          ? ([{ type: "SELECT_IES", alias: ctx.tenantAlias === "grupo-b" ? "ibcmed" : "hcfmusp" }] as const)
          : []),
        ...roles.map((roleAlias) => ({ type: "CHOOSE_ROLE" as const, roleAlias })),
        { type: "CHOOSE_ROLE", roleAlias: "nao-existe" },
      ];
    }
    if (snapshot.matches("assuming")) {
      return [
        { type: "xstate.done.actor.assumeRole", output: undefined },
        { type: "xstate.error.actor.assumeRole", error: new Error("assume failed") },
      ];
    }
    return [];
  },
  describeEvent: {
    SELECT_ACCESS: "the person picks an access kind in the first panel",
    BACK: "the person presses the back icon",
    SELECT_TENANT: "the person picks a tenant in the autocomplete",
    SELECT_IES: "the person picks an institution in the autocomplete",
    CHOOSE_ROLE: "the person clicks a role",
  },
});
