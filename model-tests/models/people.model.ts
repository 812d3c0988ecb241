import type { SnapshotFrom } from "xstate";
import { peopleMachine } from "#src/machines/people/people.machine.ts";
import type { StaffUser } from "#src/services/api/staff-users-api.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof peopleMachine>;
type Event = ModelEvent<typeof peopleMachine>;

const aluno: StaffUser = {
  id: 1,
  uuid: "0f8fad5b-d9cb-469f-a165-70867728950e",
  username: "aluno",
  name: "Ana Lúcia Moreira",
  email: "aluno@sabia.dev",
  cpf: "52998224725",
  cellphone: null,
  temporaryPassword: false,
  isOperator: false,
  rights: [],
};
const notFound = { kind: "notFound" };
const badField = { kind: "field", field: "role" };

/**
 * The staff People page (issue 30): a search (empty, found, not found), then on the person's page each action
 * (add a role, add an institution, rename, set a password) done or refused, and a new search from there.
 */
export const peopleModel = defineModel({
  name: "people",
  machine: peopleMachine,
  complete: true,
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    if (snapshot.matches("idle") && snapshot.context.failure === null)
      events.push({ type: "SEARCH", text: " " }, { type: "SEARCH", text: "529.982.247-25" });
    if (snapshot.matches("searching"))
      events.push(
        { type: "xstate.done.actor.find", output: aluno },
        { type: "xstate.error.actor.find", error: notFound },
      );
    if (snapshot.matches("found") && !snapshot.context.done && snapshot.context.failure === null)
      events.push(
        {
          type: "ADD_ROLE",
          role: { applicationAlias: "artmed-marketplace", role: "aluno", tenantAlias: "horizonte" },
        },
        { type: "ADD_IES", ies: { applicationAlias: "sabia-portal", iesAlias: "hcfmusp", role: "basic" } },
        { type: "RENAME", username: "ana.moreira" },
        {
          type: "SET_PASSWORD",
          password: "Trocar#2026x",
          applicationUrl: "http://localhost:3000/auth/signin",
        },
        { type: "SEARCH", text: "" },
        { type: "SEARCH", text: "gestora" },
      );
    if (snapshot.matches("acting"))
      events.push(
        { type: "xstate.done.actor.act", output: snapshot.context.action === "setPassword" ? null : aluno },
        { type: "xstate.error.actor.act", error: badField },
      );
    return events;
  },
  describeEvent: {
    SEARCH: "the operator searches by username, e-mail, CPF or uuid",
    ADD_ROLE: "the operator adds a role",
    ADD_IES: "the operator adds an institution",
    RENAME: "the operator changes the username",
    SET_PASSWORD: "the operator sets a new password",
  },
});
