import { sessionGuardMachine } from "#src/machines/session-guard/session-guard.machine.ts";
import type { SessionFacts, SessionGuardInput } from "#src/machines/session-guard/session-guard.types.ts";
import type { UserRights } from "#src/domain/session/session-types.ts";
import { defineModel } from "../model.ts";

const role = (alias: string) => ({ id: alias, name: alias, alias });
const tenant = (alias: string, roles: string[]) => ({
  id: alias,
  alias,
  iesAlias: null,
  name: alias,
  hostname: null,
  logos: { mini: null, light: null, dark: null },
  roles: roles.map(role),
  ies: [],
});
const noRights: UserRights = { applicationRoles: [], tenants: [] };
const oneRight: UserRights = { applicationRoles: [], tenants: [tenant("grupo-a", ["professor"])] };
const twoRights: UserRights = {
  applicationRoles: [],
  tenants: [tenant("grupo-a", ["gestor"]), tenant("grupo-b", ["gestor"])],
};
const currentRole = {
  tenant: { id: "grupo-a", name: "grupo-a", alias: "grupo-a", hostname: null },
  ies: null,
  role: role("gestor"),
};

const facts = (overrides: Partial<SessionFacts>): SessionFacts => ({
  temporaryPassword: false,
  impersonated: false,
  rights: twoRights,
  currentRole: null,
  lastAccess: null,
  ...overrides,
});

const page = (pathname: string, search = "") => ({ pathname, search });

const input = (overrides: Partial<SessionGuardInput>): SessionGuardInput => ({
  page: page("/my-account"),
  hasToken: true,
  handedOff: false,
  saml: { enabled: false, requestUrl: null },
  ...overrides,
});

/** Every rule of spec §4 "Session and guards", one input per situation, one session per outcome. */
export const sessionGuardModel = defineModel({
  name: "session-guard",
  machine: sessionGuardMachine,
  complete: true,
  inputs: [
    input({}),
    input({ hasToken: false }),
    input({ hasToken: false, saml: { enabled: true, requestUrl: "https://idp.example/saml?req=1" } }),
    input({ handedOff: true, page: page("/home", "?returnUrl=%2Fmeus-cursos") }),
    input({ handedOff: true, page: page("/home") }),
    input({ page: page("/role-not-found") }),
    input({ page: page("/welcome") }),
  ],
  events: (snapshot) => {
    if (snapshot.matches("loadingSession")) {
      return [
        { type: "xstate.done.actor.loadSession", output: facts({ temporaryPassword: true }) },
        {
          type: "xstate.done.actor.loadSession",
          output: facts({ temporaryPassword: true, impersonated: true, currentRole }),
        },
        { type: "xstate.done.actor.loadSession", output: facts({ rights: noRights }) },
        { type: "xstate.done.actor.loadSession", output: facts({ currentRole }) },
        { type: "xstate.done.actor.loadSession", output: facts({ rights: oneRight }) },
        { type: "xstate.done.actor.loadSession", output: facts({}) },
        {
          type: "xstate.error.actor.loadSession",
          error: Object.assign(new Error("token refused"), { status: 401 }),
        },
        {
          type: "xstate.error.actor.loadSession",
          error: Object.assign(new Error("no answer"), { status: null }),
        },
      ];
    }
    if (snapshot.matches("assumingRole")) {
      return [
        { type: "xstate.done.actor.assumeRole", output: undefined },
        { type: "xstate.error.actor.assumeRole", error: new Error("role assumption failed") },
      ];
    }
    return [];
  },
});
