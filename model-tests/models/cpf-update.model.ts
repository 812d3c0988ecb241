import { cpfUpdateMachine } from "#src/machines/sign-up/cpf-update.machine.ts";
import { defineModel } from "../model.ts";

/** CPF update: profile loaded (with or without a CPF), signed out, load failing; CPF missing, invalid, taken, saved. */
export const cpfUpdateModel = defineModel({
  name: "cpf-update",
  machine: cpfUpdateMachine,
  complete: true,
  events: (snapshot) => {
    if (snapshot.matches("loading")) {
      return [
        { type: "xstate.done.actor.loadProfile", output: { cpf: null } },
        { type: "xstate.error.actor.loadProfile", error: { failure: "invalidCredentials" } },
        { type: "xstate.error.actor.loadProfile", error: { failure: "serviceUnavailable" } },
      ];
    }
    if (snapshot.matches("editing")) {
      return [
        { type: "SUBMIT", cpf: " " },
        { type: "SUBMIT", cpf: "111.111.111-11" },
        { type: "SUBMIT", cpf: "529.982.247-25" },
      ];
    }
    if (snapshot.matches("saving")) {
      return [
        { type: "xstate.done.actor.saveCpf", output: { cpf: "52998224725" } },
        { type: "xstate.error.actor.saveCpf", error: { failure: "cpfAlreadyRegistered" } },
        { type: "xstate.error.actor.saveCpf", error: { failure: "invalidCredentials" } },
        { type: "xstate.error.actor.saveCpf", error: { failure: "serviceUnavailable" } },
      ];
    }
    return [];
  },
  describeEvent: { SUBMIT: "the person submits a CPF" },
});
