import { validSignUpForm } from "#src/domain/identity/sign-up-form.fixture.ts";
import { fastBuyMachine } from "#src/machines/fast-buy/fast-buy.machine.ts";
import { defineModel } from "../model.ts";

const { name, email, cpf, cellphone } = validSignUpForm;
const validForm = { name, email, cpf, cellphone, privacyAccepted: true };

/**
 * Quick purchase: invalid form, missing captcha, account created, e-mail that already has an account (ends in
 * sign-in), CPF already registered (a field error), service failure (the form's failure).
 */
export const fastBuyModel = defineModel({
  name: "fast-buy",
  machine: fastBuyMachine,
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
        { type: "xstate.error.actor.createAccount", error: { reason: "emailExists" } },
        {
          type: "xstate.error.actor.createAccount",
          error: { reason: "field", field: "cpf", messageKey: "failures.cpfAlreadyRegistered" },
        },
        { type: "xstate.error.actor.createAccount", error: { reason: "failed" } },
      ];
    }
    return [];
  },
  describeEvent: { SUBMIT: "the person submits the quick-purchase form" },
});
