import { forgotUsernameMachine } from "#src/machines/forgot-username/forgot-username.machine.ts";
import { passwordChangeMachine } from "#src/machines/password-change/password-change.machine.ts";
import { signUpMachine } from "#src/machines/sign-up/sign-up.machine.ts";
import { validSignUpForm } from "#src/domain/identity/sign-up-form.fixture.ts";
import { defineModel } from "../model.ts";

const validForm = validSignUpForm;

/** Sign-up: invalid form, missing captcha, created, CPF already registered (a field error), service failure. */
export const signUpModel = defineModel({
  name: "sign-up",
  machine: signUpMachine,
  complete: true,
  events: (snapshot) => {
    if (snapshot.matches("editing")) {
      return [
        { type: "SUBMIT", form: { ...validForm, cpf: "111.111.111-11" }, captcha: "solved" },
        { type: "SUBMIT", form: validForm, captcha: null },
        { type: "SUBMIT", form: validForm, captcha: "solved" },
      ];
    }
    if (snapshot.matches("creating")) {
      return [
        { type: "xstate.done.actor.createAccount", output: { token: "t-new" } },
        { type: "xstate.error.actor.createAccount", error: { failure: "cpfAlreadyRegistered" } },
        { type: "xstate.error.actor.createAccount", error: { failure: "serviceUnavailable" } },
      ];
    }
    return [];
  },
  describeEvent: { SUBMIT: "the person submits the sign-up form" },
});

/** Forgot username: invalid e-mail, missing captcha, sent, service failure. */
export const forgotUsernameModel = defineModel({
  name: "forgot-username",
  machine: forgotUsernameMachine,
  complete: true,
  events: (snapshot) => {
    if (snapshot.matches("editing")) {
      return [
        { type: "SUBMIT", email: "nao-e-email", captcha: "solved" },
        { type: "SUBMIT", email: "aluno@sabia.dev", captcha: null },
        { type: "SUBMIT", email: "aluno@sabia.dev", captcha: "solved" },
      ];
    }
    if (snapshot.matches("sending")) {
      return [
        { type: "xstate.done.actor.recoverUsername", output: undefined },
        { type: "xstate.error.actor.recoverUsername", error: { failure: "emailSendFailed" } },
      ];
    }
    return [];
  },
  describeEvent: { SUBMIT: "the person submits their e-mail address" },
});

/** Expired/temporary password change: missing fields, same as current, weak, mismatch, changed, wrong current. */
export const passwordChangeModel = defineModel({
  name: "password-change",
  machine: passwordChangeMachine,
  complete: true,
  inputs: [{ returnUrl: "/meus-cursos" }],
  events: (snapshot) => {
    if (snapshot.matches("editing")) {
      return [
        { type: "SUBMIT", currentPassword: "", newPassword: "", confirmation: "" },
        { type: "SUBMIT", currentPassword: "Temp@2026", newPassword: "Temp@2026", confirmation: "Temp@2026" },
        { type: "SUBMIT", currentPassword: "Temp@2026", newPassword: "fraca", confirmation: "fraca" },
        { type: "SUBMIT", currentPassword: "Temp@2026", newPassword: "Nova@2026", confirmation: "Nova@2027" },
        { type: "SUBMIT", currentPassword: "Temp@2026", newPassword: "Nova@2026", confirmation: "Nova@2026" },
      ];
    }
    if (snapshot.matches("saving")) {
      return [
        { type: "xstate.done.actor.changePassword", output: undefined },
        { type: "xstate.error.actor.changePassword", error: { failure: "invalidCredentials" } },
      ];
    }
    return [];
  },
  describeEvent: { SUBMIT: "the person submits current and new password" },
});
