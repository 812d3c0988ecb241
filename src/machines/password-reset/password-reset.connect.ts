import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { ChooseField, FieldProblems, ResetRequestField } from "#src/domain/identity/form-problems.ts";
import type { passwordResetMachine } from "./password-reset.machine.ts";
import type { PasswordResetEvent } from "./password-reset.types.ts";

export type PasswordResetScreen =
  "request" | "sent" | "checking" | "choose" | "updated" | "expired" | "used" | "failed";

export interface PasswordResetApi {
  screen: PasswordResetScreen;
  isBusy: boolean;
  failureKey: string | null;
  /** Field → i18n key (auth namespace), tied to the field by the view (request or new-password form). */
  problems: FieldProblems<ResetRequestField | ChooseField>;
  requestLink(user: string, captcha: string | null): void;
  submitPassword(password: string, confirmation: string): void;
  startOver(): void;
}

export function connectPasswordReset(
  snapshot: SnapshotFrom<typeof passwordResetMachine>,
  send: (event: PasswordResetEvent) => void,
): PasswordResetApi {
  const screen: PasswordResetScreen = snapshot.matches("linkSent")
    ? "sent"
    : snapshot.matches("checkingToken") || snapshot.matches("starting")
      ? "checking"
      : snapshot.matches("choosingPassword") || snapshot.matches("savingPassword")
        ? "choose"
        : snapshot.matches("passwordUpdated")
          ? "updated"
          : snapshot.matches("linkExpired")
            ? "expired"
            : snapshot.matches("tokenInvalid")
              ? "used"
              : snapshot.matches("failed")
                ? "failed"
                : "request";
  return {
    screen,
    isBusy: snapshot.matches("sendingLink") || snapshot.matches("savingPassword"),
    failureKey: snapshot.context.failure ? authFailureMessageKey(snapshot.context.failure) : null,
    problems: snapshot.context.problems,
    requestLink: (user, captcha) => send({ type: "REQUEST_LINK", user, captcha }),
    submitPassword: (password, confirmation) => send({ type: "SUBMIT_PASSWORD", password, confirmation }),
    startOver: () => send({ type: "START_OVER" }),
  };
}

/**
 * Before the machine has loaded: its first screen (checking the e-mailed token, or asking for a link);
 * `send` queues the events.
 */
export const idlePasswordReset =
  (token: string | null) =>
  (send: (event: PasswordResetEvent) => void): PasswordResetApi => ({
    screen: token ? "checking" : "request",
    isBusy: false,
    failureKey: null,
    problems: {},
    requestLink: (user, captcha) => send({ type: "REQUEST_LINK", user, captcha }),
    submitPassword: (password, confirmation) => send({ type: "SUBMIT_PASSWORD", password, confirmation }),
    startOver: () => send({ type: "START_OVER" }),
  });
