import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { FieldProblems, PasswordChangeField } from "#src/domain/identity/form-problems.ts";
import type { PasswordChangeEvent, passwordChangeMachine } from "./password-change.machine.ts";

export interface PasswordChangeApi {
  isSaving: boolean;
  isChanged: boolean;
  failureKey: string | null;
  /** Field → i18n key (auth namespace), tied to the field by the view. */
  problems: FieldProblems<PasswordChangeField>;
  submit(currentPassword: string, newPassword: string, confirmation: string): void;
}

export function connectPasswordChange(
  snapshot: SnapshotFrom<typeof passwordChangeMachine>,
  send: (event: PasswordChangeEvent) => void,
): PasswordChangeApi {
  return {
    isSaving: snapshot.matches("saving"),
    isChanged: snapshot.matches("changed"),
    failureKey: snapshot.context.failure ? authFailureMessageKey(snapshot.context.failure) : null,
    problems: snapshot.context.problems,
    submit: (currentPassword, newPassword, confirmation) =>
      send({ type: "SUBMIT", currentPassword, newPassword, confirmation }),
  };
}

/** What the view shows before the machine has loaded (nothing in flight); `send` queues the events. */
export function idlePasswordChange(send: (event: PasswordChangeEvent) => void): PasswordChangeApi {
  return {
    isSaving: false,
    isChanged: false,
    failureKey: null,
    problems: {},
    submit: (currentPassword, newPassword, confirmation) =>
      send({ type: "SUBMIT", currentPassword, newPassword, confirmation }),
  };
}
