import type { SnapshotFrom } from "xstate";
import type { peopleMachine } from "./people.machine.ts";
import type { AddIes, AddRole, PeopleAction, PeopleContext, PeopleEvent, StaffUser } from "./people.types.ts";
import { roleChoicesOf, type RoleChoice } from "#src/domain/session/role-choices.ts";

export { roleChoicesOf, type RoleChoice };

/** What the People page needs (ADR 007: views never match states or build raw events). */
export interface PeopleApi {
  user: StaffUser | null;
  isSearching: boolean;
  /** The action in flight, if any. */
  busy: PeopleAction | null;
  /** An i18n key (people namespace) for the search's or an action's refusal, and where it shows. */
  failure: { at: PeopleAction | "search"; key: string; field: string | null } | null;
  /** The action that just succeeded (the page says so). */
  succeeded: PeopleAction | null;
  /** The person's roles in the shell's application: impersonation offers these. */
  roleChoices: RoleChoice[];
  search(text: string): void;
  addRole(role: AddRole): void;
  addIes(ies: AddIes): void;
  rename(username: string): void;
  setPassword(password: string, applicationUrl: string): void;
}

const failureKeyOf = (
  failure: NonNullable<PeopleContext["failure"]>,
): { key: string; field: string | null } => {
  switch (failure.kind) {
    case "field":
      return { key: `errors.field.${failure.field}`, field: failure.field };
    case "refused":
      return { key: `errors.refused.${failure.code ?? "forbidden"}`, field: null };
    case "conflict":
      return failure.code === "usernameExists"
        ? { key: "errors.usernameExists", field: "username" }
        : { key: "errors.conflict", field: null };
    default:
      return { key: `errors.${failure.kind}`, field: null };
  }
};

/** The view API from the machine's context and whether a search or an action is in flight. */
export function peopleApi(
  context: PeopleContext,
  flags: { isSearching: boolean; busy: PeopleAction | null },
  send: (event: PeopleEvent) => void,
  applicationAlias: string,
): PeopleApi {
  const failure = context.failure;
  return {
    user: context.user,
    isSearching: flags.isSearching,
    busy: flags.busy,
    failure: failure ? { at: context.action ?? "search", ...failureKeyOf(failure) } : null,
    succeeded: context.done ? context.action : null,
    roleChoices: roleChoicesOf(context.user, applicationAlias),
    search: (text) => send({ type: "SEARCH", text }),
    addRole: (role) => send({ type: "ADD_ROLE", role }),
    addIes: (ies) => send({ type: "ADD_IES", ies }),
    rename: (username) => send({ type: "RENAME", username }),
    setPassword: (password, applicationUrl) => send({ type: "SET_PASSWORD", password, applicationUrl }),
  };
}

export function connectPeople(
  snapshot: SnapshotFrom<typeof peopleMachine>,
  send: (event: PeopleEvent) => void,
  applicationAlias: string,
): PeopleApi {
  const acting = snapshot.matches("acting");
  return peopleApi(
    snapshot.context,
    { isSearching: snapshot.matches("searching"), busy: acting ? snapshot.context.action : null },
    send,
    applicationAlias,
  );
}

/** Before the machine has loaded: nothing found yet; events are queued. */
export const idlePeople = (send: (event: PeopleEvent) => void, applicationAlias: string): PeopleApi =>
  peopleApi(
    { user: null, action: null, failure: null, done: false },
    { isSearching: false, busy: null },
    send,
    applicationAlias,
  );
