import type { PersonLookup } from "#src/domain/people/person-lookup.ts";
import type { StaffPurchase, StaffUser } from "#src/services/api/staff-users-api.ts";
import type { AddIes, AddRole } from "#src/services/staff-users/staff-users.service.ts";

export type { StaffPurchase, StaffUser };

/** Why a call was refused, as the page says it (issue 30): plain data, so the view can translate it. */
export type PeopleFailure =
  /** 400: the field the server (or the contract, before sending) named. */
  | { kind: "field"; field: string }
  | { kind: "notFound" }
  /** 403 with its code (staffRoleNotGrantable, staffNotChangeable, staffRoleRequired…). */
  | { kind: "refused"; code: string | null }
  /** 409 with its code (usernameExists). */
  | { kind: "conflict"; code: string | null }
  | { kind: "unavailable" }
  | { kind: "unexpected" };

/** The person's-page actions, one at a time. */
export type PeopleAction = "addRole" | "addIes" | "rename" | "setPassword";

export interface PeopleContext {
  /** The person on screen (null before a search finds one). */
  user: StaffUser | null;
  /** The action whose form is busy, failed or done last. */
  action: PeopleAction | null;
  failure: PeopleFailure | null;
  /** The last action succeeded (the page says so). */
  done: boolean;
}

export type PeopleEvent =
  | { type: "SEARCH"; text: string }
  | { type: "ADD_ROLE"; role: AddRole }
  | { type: "ADD_IES"; ies: AddIes }
  | { type: "RENAME"; username: string }
  | { type: "SET_PASSWORD"; password: string; applicationUrl: string };

export type { AddIes, AddRole, PersonLookup };
