import { Effect } from "effect";
import { fromPromise } from "xstate";
import type { PersonLookup } from "#src/domain/people/person-lookup.ts";
import { statusOf } from "#src/services/http/service-errors.ts";
import { StaffUsers, type StaffUsersFailure } from "#src/services/staff-users/staff-users.service.ts";
import {
  browserStaffEnvironment,
  staffRunner,
  type StaffEnvironment,
} from "../flow-kit/staff-environment.ts";
import { peopleMachine } from "./people.machine.ts";
import type { PeopleFailure } from "./people.types.ts";

/** What the People actors need from outside (tests pass StaffUsers.layerTest). */
export type PeopleEnvironment = StaffEnvironment<StaffUsers>;

export const browserPeopleEnvironment = (language: string): PeopleEnvironment =>
  browserStaffEnvironment(language);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** The field a 400 names: the handler's (or the contract's, service side) `field`, else the schema's first issue. */
function fieldOf(error: unknown): string | null {
  const problem = record(error);
  const named = text(problem["field"]);
  if (named) return named;
  const issues = problem["errors"];
  const path = Array.isArray(issues) ? (record(issues[0])["path"] as unknown[] | undefined) : undefined;
  if (path && path.length > 1) return String(path[path.length - 1]);
  const quoted = /"([A-Za-z]+)"/.exec(text(problem["detail"]) ?? "");
  return quoted?.[1] ?? null;
}

/** The services' failure (or a contract check that stopped the request) as the page explains it. */
export function peopleFailureOf(error: StaffUsersFailure | unknown): PeopleFailure {
  const code = text(record(error)["code"]);
  const status = statusOf(error);
  switch (status) {
    case 400:
      return { kind: "field", field: fieldOf(error) ?? "query" };
    case 403:
      return { kind: "refused", code };
    case 404:
      return { kind: "notFound" };
    case 409:
      return { kind: "conflict", code };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}

const find = (api: StaffUsers["Service"], lookup: PersonLookup) => {
  switch (lookup.kind) {
    case "uuid":
      return api.byUuid(lookup.value);
    case "email":
      return api.byEmail(lookup.value);
    case "cpf":
      return api.byCpf(lookup.value);
    case "username":
      return api.byUsername(lookup.value);
  }
};

/** The People machine with its real side effects: the staff calls of spec §7 "Users" (issue 30). */
export function providePeople(environment: PeopleEnvironment) {
  const run = staffRunner(StaffUsers, environment, (options) => StaffUsers.layer(options), peopleFailureOf);
  return peopleMachine.provide({
    actors: {
      find: fromPromise(({ input, signal }) => run((api) => find(api, input), signal)),
      act: fromPromise(({ input, signal }) =>
        run((api) => {
          switch (input.type) {
            case "ADD_ROLE":
              return api.addRole(input.user.uuid, input.role);
            case "ADD_IES":
              return api.addIes(input.user.id, input.ies);
            case "RENAME":
              return api.rename(input.user.id, input.username.trim());
            case "SET_PASSWORD":
              return api
                .setPassword(input.user.uuid, input.password, input.applicationUrl)
                .pipe(Effect.as(null));
          }
        }, signal),
      ),
    },
  });
}
