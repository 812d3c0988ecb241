import { assign, fromPromise, setup } from "xstate";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import { accessKindsOf, type RoleChoice } from "#src/domain/session/session-types.ts";
import { choiceFor, initialScope, isActiveChoice } from "./role-selection.rules.ts";
import type {
  RoleSelectionContext,
  RoleSelectionEvent,
  RoleSelectionInput,
  RoleSelectionOutput,
} from "./role-selection.types.ts";

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

const chosenRole = (event: RoleSelectionEvent) => (event.type === "CHOOSE_ROLE" ? event.roleAlias : "");

/**
 * Role selection (spec §2 "Role-selection screen", §4): access kinds first (one kind is chosen
 * automatically), then tenant / institution pickers and roles; changing the tenant clears the institution;
 * the active role is not re-selected; choosing assumes the role, then refreshes at the platform home or goes there (ADR 035: "/" of the spec);
 * a failed assumption leads to /role-not-found.
 */
export const roleSelectionMachine = setup({
  types: {
    context: {} as RoleSelectionContext,
    events: {} as RoleSelectionEvent,
    input: {} as RoleSelectionInput,
    output: {} as RoleSelectionOutput,
  },
  actors: { assumeRole: fromPromise<void, RoleChoice>(mustBeProvided) },
  guards: {
    singleKind: ({ context }) => context.kinds.length === 1,
    severalKinds: ({ context }) => context.kinds.length > 1,
    differentTenant: ({ context, event }) =>
      event.type === "SELECT_TENANT" && event.alias !== context.tenantAlias,
    roleUnavailable: ({ context, event }) => choiceFor(context, chosenRole(event)) === null,
    roleActive: ({ context, event }) => isActiveChoice(context, choiceFor(context, chosenRole(event))!),
    atHome: ({ context }) => context.atHome,
  },
}).createMachine({
  id: "role-selection",
  initial: "choosingAccess",
  context: ({ input }) => ({
    ...input,
    kinds: accessKindsOf(input.rights),
    kind: null,
    ...initialScope(input),
    pending: null,
    failure: null,
  }),
  states: {
    choosingAccess: {
      always: {
        guard: "singleKind",
        target: "choosingRole",
        actions: assign({ kind: ({ context }) => context.kinds[0]! }),
      },
      on: {
        SELECT_ACCESS: {
          target: "choosingRole",
          actions: assign({ kind: ({ event }) => event.kind, failure: null }),
        },
      },
    },
    choosingRole: {
      on: {
        BACK: { guard: "severalKinds", target: "choosingAccess" },
        SELECT_TENANT: {
          guard: "differentTenant",
          actions: assign({ tenantAlias: ({ event }) => event.alias, iesAlias: null, failure: null }),
        },
        SELECT_IES: { actions: assign({ iesAlias: ({ event }) => event.alias, failure: null }) },
        CHOOSE_ROLE: [
          { guard: "roleUnavailable" },
          { guard: "roleActive" },
          {
            target: "assuming",
            actions: assign({ pending: ({ context, event }) => choiceFor(context, event.roleAlias) }),
          },
        ],
      },
    },
    assuming: {
      invoke: {
        id: "assumeRole",
        src: "assumeRole",
        input: ({ context }) => context.pending!,
        onDone: [{ guard: "atHome", target: "refreshing" }, { target: "navigatingHome" }],
        onError: { target: "roleNotFound", actions: assign({ failure: "unexpected" }) },
      },
    },
    refreshing: { type: "final" },
    navigatingHome: { type: "final" },
    roleNotFound: { type: "final" },
  },
  output: ({ context }): RoleSelectionOutput => {
    if (context.failure) return { kind: "redirect", to: "/role-not-found" };
    return context.atHome ? { kind: "refresh" } : { kind: "navigate", to: platformHomePath };
  },
});
