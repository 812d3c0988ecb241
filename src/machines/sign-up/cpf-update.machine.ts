import { assign, fromPromise, setup } from "xstate";
import { authFailureOf, type AuthFailure } from "#src/domain/identity/auth-failures.ts";
import { isValidDocument } from "#src/domain/identity/person-rules.ts";

export type CpfUpdateEvent = { type: "SUBMIT"; cpf: string };

export interface CpfUpdateContext {
  /** The CPF on file (digits), once loaded. */
  cpf: string | null;
  failure: AuthFailure | null;
  /** i18n key of the CPF field's problem (auth namespace). */
  fieldProblem: string | null;
}

const mustBeProvided = async (): Promise<never> => {
  throw new Error("actor must be provided");
};

/**
 * CPF update of the marketplace (/cadastrar-cpf, spec §2): load the signed-in person's profile, take a CPF
 * with real check digits, save it (PATCH me); a CPF already in the system is refused on the field. Without a
 * valid session the flow ends in `signedOut` (the hook sends the person to sign in and back).
 */
export const cpfUpdateMachine = setup({
  types: { context: {} as CpfUpdateContext, events: {} as CpfUpdateEvent },
  actors: {
    loadProfile: fromPromise<{ cpf: string | null }>(mustBeProvided),
    saveCpf: fromPromise<{ cpf: string | null }, { cpf: string }>(mustBeProvided),
  },
  guards: {
    signedOut: ({ event }) => authFailureOf((event as { error?: unknown }).error) === "invalidCredentials",
    cpfMissing: ({ event }) => event.cpf.trim() === "",
    cpfInvalid: ({ event }) => !isValidDocument(event.cpf),
  },
}).createMachine({
  id: "cpf-update",
  initial: "loading",
  context: { cpf: null, failure: null, fieldProblem: null },
  states: {
    loading: {
      invoke: {
        id: "loadProfile",
        src: "loadProfile",
        onDone: { target: "editing", actions: assign({ cpf: ({ event }) => event.output.cpf }) },
        onError: [
          { guard: "signedOut", target: "signedOut" },
          { target: "editing", actions: assign({ failure: ({ event }) => authFailureOf(event.error) }) },
        ],
      },
    },
    editing: {
      on: {
        SUBMIT: [
          { guard: "cpfMissing", actions: assign({ fieldProblem: "fields.required", failure: null }) },
          { guard: "cpfInvalid", actions: assign({ fieldProblem: "fields.cpfInvalid", failure: null }) },
          { target: "saving", actions: assign({ fieldProblem: null, failure: null }) },
        ],
      },
    },
    saving: {
      invoke: {
        id: "saveCpf",
        src: "saveCpf",
        input: ({ event }) => ({ cpf: (event as CpfUpdateEvent).cpf }),
        onDone: { target: "saved", actions: assign({ cpf: ({ event }) => event.output.cpf }) },
        onError: [
          { guard: "signedOut", target: "signedOut" },
          {
            target: "editing",
            actions: assign(({ event }) => {
              const failure = authFailureOf(event.error);
              return failure === "cpfAlreadyRegistered"
                ? { fieldProblem: "failures.cpfAlreadyRegistered", failure: null }
                : { fieldProblem: null, failure };
            }),
          },
        ],
      },
    },
    saved: { type: "final" },
    signedOut: { type: "final" },
  },
});
