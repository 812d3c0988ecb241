import { signInMachine } from "#src/machines/sign-in/sign-in.machine.ts";
import { defineModel } from "../model.ts";

const challenge = { challengeId: "ch-1", channel: "email" as const, destination: "d***@sabia.dev" };

/** Sign-in: missing fields, missing captcha, wrong password, two-factor with a malformed, wrong and right code, resend, cancel. */
export const signInModel = defineModel({
  name: "sign-in",
  machine: signInMachine,
  complete: true,
  inputs: [{ returnUrl: "/minhas-compras" }],
  events: (snapshot) => {
    if (snapshot.matches("editing")) {
      return [
        { type: "SUBMIT", username: "", password: "", captcha: "solved" },
        { type: "SUBMIT", username: "aluno", password: "Sabia@2026", captcha: null },
        { type: "SUBMIT", username: "aluno", password: "Sabia@2026", captcha: "solved" },
      ];
    }
    if (snapshot.matches("authenticating")) {
      return [
        { type: "xstate.done.actor.signIn", output: { kind: "token", token: "t-1" } },
        { type: "xstate.done.actor.signIn", output: { kind: "secondFactor", challenge } },
        { type: "xstate.error.actor.signIn", error: { failure: "invalidCredentials" } },
      ];
    }
    if (snapshot.matches({ secondFactor: "awaitingCode" })) {
      return [
        { type: "SUBMIT_CODE", code: "12ab" },
        { type: "SUBMIT_CODE", code: "123456" },
        { type: "RESEND_CODE" },
        { type: "RESEND_CODE", channel: "sms" as const },
        { type: "CANCEL_SECOND_FACTOR" },
      ];
    }
    if (snapshot.matches({ secondFactor: "verifyingCode" })) {
      return [
        { type: "xstate.done.actor.validateCode", output: { token: "t-2" } },
        { type: "xstate.error.actor.validateCode", error: { failure: "incorrectCode" } },
      ];
    }
    if (snapshot.matches({ secondFactor: "resendingCode" })) {
      return [
        { type: "xstate.done.actor.resendCode", output: challenge },
        { type: "xstate.error.actor.resendCode", error: { failure: "serviceUnavailable" } },
        { type: "xstate.error.actor.resendCode", error: { failure: "cellphoneNotFound", field: "channel" } },
      ];
    }
    return [];
  },
  describeEvent: {
    SUBMIT: "the person submits the sign-in form",
    SUBMIT_CODE: "the person enters the 6-digit code",
    RESEND_CODE: "the person asks for a new code",
    CANCEL_SECOND_FACTOR: "the person closes the two-factor dialog",
  },
});
