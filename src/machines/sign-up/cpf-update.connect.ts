import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { CpfUpdateEvent, cpfUpdateMachine } from "./cpf-update.machine.ts";

export interface CpfUpdateApi {
  isLoading: boolean;
  isSaving: boolean;
  isSaved: boolean;
  isSignedOut: boolean;
  /** The CPF on file, formatted 000.000.000-00, or null. */
  currentCpf: string | null;
  /** i18n key (auth namespace) of the field's problem. */
  fieldProblemKey: string | null;
  failureKey: string | null;
  submit(cpf: string): void;
}

const formatted = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");

export function connectCpfUpdate(
  snapshot: SnapshotFrom<typeof cpfUpdateMachine>,
  send: (event: CpfUpdateEvent) => void,
): CpfUpdateApi {
  const { cpf, failure, fieldProblem } = snapshot.context;
  return {
    isLoading: snapshot.matches("loading"),
    isSaving: snapshot.matches("saving"),
    isSaved: snapshot.matches("saved"),
    isSignedOut: snapshot.matches("signedOut"),
    currentCpf: cpf ? formatted(cpf) : null,
    fieldProblemKey: fieldProblem ? `auth:${fieldProblem}` : null,
    failureKey: failure ? authFailureMessageKey(failure) : null,
    submit: (value) => send({ type: "SUBMIT", cpf: value }),
  };
}

/** Before the machine has loaded: the profile is being loaded (its first state); `send` queues the events. */
export function idleCpfUpdate(send: (event: CpfUpdateEvent) => void): CpfUpdateApi {
  return {
    isLoading: true,
    isSaving: false,
    isSaved: false,
    isSignedOut: false,
    currentCpf: null,
    fieldProblemKey: null,
    failureKey: null,
    submit: (value) => send({ type: "SUBMIT", cpf: value }),
  };
}
