import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, type AnyStateMachine } from "xstate";
import { Identity } from "#src/services/identity/identity.service.ts";
import {
  connectForgotUsername,
  idleForgotUsername,
  type ForgotUsernameApi,
} from "../forgot-username/forgot-username.connect.ts";
import { forgotUsernameMachine } from "../forgot-username/forgot-username.machine.ts";
import { provideForgotUsername } from "../forgot-username/forgot-username.actors.ts";
import { connectPasswordChange, idlePasswordChange } from "../password-change/password-change.connect.ts";
import { passwordChangeMachine } from "../password-change/password-change.machine.ts";
import { connectPasswordReset, idlePasswordReset } from "../password-reset/password-reset.connect.ts";
import { passwordResetMachine } from "../password-reset/password-reset.machine.ts";
import { connectCpfUpdate, idleCpfUpdate } from "../sign-up/cpf-update.connect.ts";
import { cpfUpdateMachine } from "../sign-up/cpf-update.machine.ts";
import { connectSignUp, idleSignUp } from "../sign-up/sign-up.connect.ts";
import { signUpMachine } from "../sign-up/sign-up.machine.ts";
import { connectSignIn, idleSignIn } from "../sign-in/sign-in.connect.ts";
import { signInMachine } from "../sign-in/sign-in.machine.ts";
import { startFlow } from "./start-flow.ts";

/** The data part of an API (handlers dropped), as a view renders it. */
const shown = (api: object) => JSON.parse(JSON.stringify(api)) as unknown;

function firstApi<Api>(
  machine: AnyStateMachine,
  input: unknown,
  connect: (snapshot: never, send: () => void) => Api,
) {
  const actor = createActor(machine, { input }).start();
  const api = connect(actor.getSnapshot() as never, () => {});
  actor.stop();
  return api;
}

const noop = () => {};

describe("idle APIs (what a page renders before its machine has loaded)", () => {
  it.each([
    ["sign-in", signInMachine, { returnUrl: "/" }, connectSignIn, idleSignIn(noop)],
    ["sign-up", signUpMachine, undefined, connectSignUp, idleSignUp(noop)],
    ["forgot-username", forgotUsernameMachine, undefined, connectForgotUsername, idleForgotUsername(noop)],
    [
      "password-reset, asking for a link",
      passwordResetMachine,
      { token: null },
      connectPasswordReset,
      idlePasswordReset(null)(noop),
    ],
    [
      "password-reset, e-mailed token",
      passwordResetMachine,
      { token: "tok" },
      connectPasswordReset,
      idlePasswordReset("tok")(noop),
    ],
    [
      "password-change",
      passwordChangeMachine,
      { returnUrl: "/" },
      connectPasswordChange,
      idlePasswordChange(noop),
    ],
    ["cpf-update", cpfUpdateMachine, undefined, connectCpfUpdate, idleCpfUpdate(noop)],
  ] as const)("%s: the same screen as the machine's first snapshot", (_, machine, input, connect, idle) => {
    expect(shown(idle)).toEqual(shown(firstApi(machine, input, connect as never) as object));
  });

  it("an idle API's handlers send the machine's events", () => {
    const sent: unknown[] = [];
    idleForgotUsername((event) => sent.push(event)).submit("a@b.co", "c");
    idlePasswordReset(null)((event) => sent.push(event)).startOver();
    expect(sent).toEqual([{ type: "SUBMIT", email: "a@b.co", captcha: "c" }, { type: "START_OVER" }]);
  });
});

describe("startFlow", () => {
  it("hands each snapshot's connect() API to onChange and the output to onDone", async () => {
    const environment = {
      options: {
        baseUrl: "http://unused",
        language: "pt-BR",
        applicationAlias: "artmed-marketplace",
        tenantAlias: "sabia",
      },
      storage: () => ({ getItem: () => null, setItem: () => {}, removeItem: () => {} }),
      layer: Identity.layerTest({ recoverUsername: () => Effect.void }),
    };
    const seen: ForgotUsernameApi[] = [];
    const done = new Promise<void>((resolve) => {
      const runtime = startFlow(
        provideForgotUsername(environment),
        undefined,
        connectForgotUsername,
        (api) => seen.push(api),
        () => resolve(),
      );
      runtime.send({ type: "SUBMIT", email: "a@b.co", captcha: "c" });
    });
    await done;
    expect(seen.map((api) => [api.isSending, api.isSent])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
  });
});
