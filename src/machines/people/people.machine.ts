import { assign, fromPromise, setup } from "xstate";
import { personLookupOf } from "#src/domain/people/person-lookup.ts";
import type {
  PeopleAction,
  PeopleContext,
  PeopleEvent,
  PeopleFailure,
  PersonLookup,
  StaffUser,
} from "./people.types.ts";

/** What the "act" actor receives: the person and the action the operator asked for. */
export type PeopleActRequest = { user: StaffUser } & Extract<
  PeopleEvent,
  { type: "ADD_ROLE" | "ADD_IES" | "RENAME" | "SET_PASSWORD" }
>;

const actionOf: Record<PeopleActRequest["type"], PeopleAction> = {
  ADD_ROLE: "addRole",
  ADD_IES: "addIes",
  RENAME: "rename",
  SET_PASSWORD: "setPassword",
};

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/** Actors reject with a PeopleFailure (people.actors.ts turns the services' errors into one). */
const failureOf = (error: unknown): PeopleFailure =>
  typeof error === "object" && error !== null && typeof (error as { kind?: unknown }).kind === "string"
    ? (error as PeopleFailure)
    : { kind: "unexpected" };

/** A search from the empty page or from a person's page; empty text names the search box. */
const search = {
  SEARCH: [
    { guard: "emptySearch", target: "idle", actions: "searchBoxEmpty" },
    { target: "searching", actions: "clearOutcome" },
  ],
} as const;

const act = {
  ADD_ROLE: { target: "acting" },
  ADD_IES: { target: "acting" },
  RENAME: { target: "acting" },
  SET_PASSWORD: { target: "acting" },
} as const;

/**
 * The staff People page (issue 30): a search by username, e-mail, CPF or uuid finds one person; on her page the
 * operator adds a role or an institution, changes the username or sets a new password, one action at a time.
 * Each answer replaces the person shown (her rights as the server now has them); a refusal names its reason.
 */
export const peopleMachine = setup({
  types: {
    context: {} as PeopleContext,
    events: {} as PeopleEvent,
  },
  actors: {
    find: fromPromise<StaffUser, PersonLookup>(mustBeProvided),
    act: fromPromise<StaffUser | null, PeopleActRequest>(mustBeProvided),
  },
  actions: {
    searchBoxEmpty: assign({
      user: null,
      action: null,
      done: false,
      failure: { kind: "field", field: "query" },
    }),
    clearOutcome: assign({ action: null, failure: null, done: false }),
  },
  guards: {
    emptySearch: ({ event }) => event.type === "SEARCH" && personLookupOf(event.text) === null,
  },
}).createMachine({
  id: "people",
  initial: "idle",
  context: { user: null, action: null, failure: null, done: false },
  states: {
    idle: { on: search },
    searching: {
      invoke: {
        id: "find",
        src: "find",
        input: ({ event }) => personLookupOf((event as Extract<PeopleEvent, { type: "SEARCH" }>).text)!,
        onDone: { target: "found", actions: assign({ user: ({ event }) => event.output }) },
        onError: {
          target: "idle",
          actions: assign({ user: null, failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    found: {
      on: { ...search, ...act },
      exit: assign({ failure: null, done: false }),
    },
    acting: {
      entry: assign({ action: ({ event }) => actionOf[event.type as PeopleActRequest["type"]] }),
      invoke: {
        id: "act",
        src: "act",
        input: ({ context, event }) =>
          ({ ...(event as Omit<PeopleActRequest, "user">), user: context.user! }) as PeopleActRequest,
        onDone: {
          target: "found",
          actions: assign({
            user: ({ context, event }) => event.output ?? context.user,
            done: true,
          }),
        },
        onError: { target: "found", actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
  },
});
