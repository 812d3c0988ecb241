import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { FieldProblems, RecoveryField } from "#src/domain/identity/form-problems.ts";
import type { ForgotUsernameEvent, forgotUsernameMachine } from "./forgot-username.machine.ts";

export interface ForgotUsernameApi {
  isSending: boolean;
  isSent: boolean;
  failureKey: string | null;
  /** Field → i18n key (auth namespace), tied to the field by the view. */
  problems: FieldProblems<RecoveryField>;
  submit(email: string, captcha: string | null): void;
}

export function connectForgotUsername(
  snapshot: SnapshotFrom<typeof forgotUsernameMachine>,
  send: (event: ForgotUsernameEvent) => void,
): ForgotUsernameApi {
  return {
    isSending: snapshot.matches("sending"),
    isSent: snapshot.matches("sent"),
    failureKey: snapshot.context.failure ? authFailureMessageKey(snapshot.context.failure) : null,
    problems: snapshot.context.problems,
    submit: (email, captcha) => send({ type: "SUBMIT", email, captcha }),
  };
}

/** What the view shows before the machine has loaded (nothing in flight); `send` queues the events. */
export function idleForgotUsername(send: (event: ForgotUsernameEvent) => void): ForgotUsernameApi {
  return {
    isSending: false,
    isSent: false,
    failureKey: null,
    problems: {},
    submit: (email, captcha) => send({ type: "SUBMIT", email, captcha }),
  };
}
