import { passwordResetMachine } from "#src/machines/password-reset/password-reset.machine.ts";
import { defineModel } from "../model.ts";

const failures = (id: string, kinds: string[]) =>
  kinds.map((failure) => ({ type: `xstate.error.actor.${id}` as const, error: { failure } }));

function resetEvents(snapshot: { matches(state: string): boolean }) {
  if (snapshot.matches("requesting")) {
    return [
      { type: "REQUEST_LINK" as const, user: " ", captcha: "solved" },
      { type: "REQUEST_LINK" as const, user: "aluno", captcha: null },
      { type: "REQUEST_LINK" as const, user: "aluno", captcha: "solved" },
    ];
  }
  if (snapshot.matches("sendingLink")) {
    return [
      { type: "xstate.done.actor.requestLink" as const, output: undefined },
      ...failures("requestLink", ["emailSendFailed"]),
    ];
  }
  if (snapshot.matches("checkingToken")) {
    return [
      { type: "xstate.done.actor.checkToken" as const, output: undefined },
      ...failures("checkToken", ["resetLinkExpired", "resetTokenUsed", "unexpected"]),
    ];
  }
  if (snapshot.matches("choosingPassword")) {
    return [
      { type: "SUBMIT_PASSWORD" as const, password: "fraca", confirmation: "fraca" },
      { type: "SUBMIT_PASSWORD" as const, password: "Nova@2026x", confirmation: "Nova@2026y" },
      { type: "SUBMIT_PASSWORD" as const, password: "Nova@2026x", confirmation: "Nova@2026x" },
    ];
  }
  if (snapshot.matches("savingPassword")) {
    return [
      { type: "xstate.done.actor.confirmPassword" as const, output: undefined },
      ...failures("confirmPassword", ["resetLinkExpired", "resetTokenUsed", "serviceUnavailable"]),
    ];
  }
  if (snapshot.matches("linkExpired") || snapshot.matches("tokenInvalid") || snapshot.matches("failed")) {
    return [{ type: "START_OVER" as const }];
  }
  return [];
}

/**
 * Reset from the request form (missing user, missing captcha, e-mail failure = bad gateway, link sent) and from
 * the e-mailed link (token valid, expired, used, failing; new password weak, mismatched, saved, save failing).
 */
export const passwordResetModel = defineModel({
  name: "password-reset",
  machine: passwordResetMachine,
  complete: true,
  inputs: [{ token: null }, { token: "reset-token-1" }],
  events: resetEvents,
  describeEvent: {
    REQUEST_LINK: "the person asks for a reset link",
    SUBMIT_PASSWORD: "the person submits the new password twice",
    START_OVER: "the person asks for a new link",
  },
});
