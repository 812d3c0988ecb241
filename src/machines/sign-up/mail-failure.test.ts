import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { validSignUpForm } from "#src/domain/identity/sign-up-form.fixture.ts";
import type { SignUpForm } from "#src/domain/identity/sign-up-fields.ts";
import en from "#src/i18n/locales/en/auth.json" with { type: "json" };
import { connectForgotUsername } from "../forgot-username/forgot-username.connect.ts";
import { forgotUsernameMachine } from "../forgot-username/forgot-username.machine.ts";
import { connectPasswordReset } from "../password-reset/password-reset.connect.ts";
import { passwordResetMachine } from "../password-reset/password-reset.machine.ts";
import { connectSignUp } from "./sign-up.connect.ts";
import { signUpMachine } from "./sign-up.machine.ts";

/** The API's 502 (the e-mail could not be sent) as the adapter rejects with it. */
const badGateway = <Output, Input>() =>
  fromPromise<Output, Input>(async () => {
    throw { failure: "emailSendFailed", field: null, status: 502 };
  });
const noop = () => {};

describe("e-mail not sent (502 emailSendFailed) reaches each form as §8's message", () => {
  it("sign-up keeps the form and shows the message, not a field error", async () => {
    const actor = createActor(
      signUpMachine.provide({
        actors: { createAccount: badGateway<{ token: string }, { form: SignUpForm; captcha: string }>() },
      }),
    ).start();
    actor.send({
      type: "SUBMIT",
      captcha: "solved",
      form: validSignUpForm,
    });
    const snapshot = await waitFor(actor, (state) => state.matches("editing"));
    const api = connectSignUp(snapshot, noop);
    expect(api.failureKey).toBe("auth:failures.emailSendFailed");
    expect(api.problems).toEqual({});
    expect(en.failures.emailSendFailed).toMatch(/e-mail/);
  });

  it("forgot-username and password reset show it and stay on the request form", async () => {
    const forgot = createActor(
      forgotUsernameMachine.provide({
        actors: { recoverUsername: badGateway<void, { email: string; captcha: string }>() },
      }),
    ).start();
    forgot.send({ type: "SUBMIT", email: "aluno@sabia.dev", captcha: "solved" });
    const forgotApi = connectForgotUsername(await waitFor(forgot, (state) => state.matches("editing")), noop);
    expect(forgotApi).toMatchObject({ isSent: false, failureKey: "auth:failures.emailSendFailed" });

    const reset = createActor(
      passwordResetMachine.provide({
        actors: { requestLink: badGateway<void, { user: string; captcha: string | null }>() },
      }),
      {
        input: { token: null },
      },
    ).start();
    reset.send({ type: "REQUEST_LINK", user: "aluno", captcha: "solved" });
    const resetApi = connectPasswordReset(
      await waitFor(reset, (state) => state.matches("requesting") && state.context.failure !== null),
      noop,
    );
    expect(resetApi.failureKey).toBe("auth:failures.emailSendFailed");
  });
});
