import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { storageKeys } from "#src/services/config.ts";
import { Identity, IdentityError } from "#src/services/identity/identity.service.ts";
import { provideForgotUsername } from "../forgot-username/forgot-username.actors.ts";
import { providePasswordChange } from "../password-change/password-change.actors.ts";
import { providePasswordReset } from "../password-reset/password-reset.actors.ts";
import { provideSignUp } from "../sign-up/sign-up.actors.ts";
import type { IdentityEnvironment } from "./identity-environment.ts";
import { provideSignIn } from "../sign-in/sign-in.actors.ts";
import { connectSignIn } from "../sign-in/sign-in.connect.ts";

const refuse = (failure: IdentityError["failure"]) =>
  Effect.fail(new IdentityError({ failure, field: null, status: 400 }));

const mapStorage = (items: Map<string, string>) => ({
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
});

function environment(
  implementation: Parameters<typeof Identity.layerTest>[0],
  stored: string | null = null,
  tabStored: string | null = null,
) {
  const items = new Map<string, string>(stored ? [[storageKeys.accessToken, stored]] : []);
  const tabItems = new Map<string, string>(tabStored ? [[storageKeys.sessionToken, tabStored]] : []);
  const env: IdentityEnvironment = {
    options: {
      baseUrl: "http://unused",
      language: "pt-BR",
      applicationAlias: "artmed-marketplace",
      tenantAlias: "sabia",
    },
    storage: () => mapStorage(items),
    tabStorage: () => mapStorage(tabItems),
    layer: Identity.layerTest(implementation),
  };
  return { env, items, tabItems };
}

const credentials = {
  type: "SUBMIT" as const,
  username: " aluno ",
  password: "Sabia@2026",
  captcha: "solved",
};

describe("identity actors with the adapter's test layer", () => {
  it("sign-in stores the token and outputs the return URL", async () => {
    const seen: unknown[] = [];
    const { env, items } = environment({
      signIn: (input) => (seen.push(input), Effect.succeed({ accessToken: "t1", secondFactor: null })),
    });
    const actor = createActor(provideSignIn(env), { input: { returnUrl: "/meus-cursos" } }).start();
    actor.send(credentials);
    const done = await waitFor(actor, (s) => s.status === "done");
    expect(done.output).toEqual({ token: "t1", returnUrl: "/meus-cursos" });
    expect(items.get(storageKeys.accessToken)).toBe("t1");
    expect(seen).toEqual([
      { username: "aluno", password: "Sabia@2026", captcha: "solved", operation: false },
    ]);
  });

  it("sign-in goes through the second factor; a refused code shows on the code field", async () => {
    const challenge = { challengeId: "c1", channel: "email" as const, destination: "d***@sabia.dev" };
    const { env, items } = environment({
      signIn: () => Effect.succeed({ accessToken: null, secondFactor: challenge }),
      validateCode: (_id, code) =>
        code === "123456" ? Effect.succeed({ accessToken: "t2" }) : refuse("incorrectCode"),
    });
    const actor = createActor(provideSignIn(env), { input: { returnUrl: "/" } }).start();
    actor.send(credentials);
    await waitFor(actor, (s) => s.matches({ secondFactor: "awaitingCode" }));
    actor.send({ type: "SUBMIT_CODE", code: "654321" });
    const refused = await waitFor(
      actor,
      (s) => s.matches({ secondFactor: "awaitingCode" }) && s.context.problems.code !== undefined,
    );
    expect(refused.context).toMatchObject({ failure: null, problems: { code: "failures.incorrectCode" } });
    actor.send({ type: "SUBMIT_CODE", code: "123456" });
    await waitFor(actor, (s) => s.status === "done");
    expect(items.get(storageKeys.accessToken)).toBe("t2");
  });

  it("the dialog's other channel resends by SMS; no cellphone is §8's 'cellphone number not found' in its alert", async () => {
    const challenge = { challengeId: "c1", channel: "email" as const, destination: "d***@sabia.dev" };
    const asked: (string | undefined)[] = [];
    let hasCellphone = false;
    const { env } = environment({
      signIn: () => Effect.succeed({ accessToken: null, secondFactor: challenge }),
      resendCode: (_id, channel) => {
        asked.push(channel);
        return channel === "sms" && !hasCellphone
          ? Effect.fail(new IdentityError({ failure: "cellphoneNotFound", field: "channel", status: 400 }))
          : Effect.succeed({ ...challenge, channel: "sms" as const, destination: "(11) *****-7777" });
      },
    });
    const actor = createActor(provideSignIn(env), { input: { returnUrl: "/" } }).start();
    const dialog = () => connectSignIn(actor.getSnapshot(), (event) => actor.send(event)).secondFactor!;
    actor.send(credentials);
    await waitFor(actor, (s) => s.matches({ secondFactor: "awaitingCode" }));
    dialog().resendByOtherChannel();
    await waitFor(actor, (s) => s.matches({ secondFactor: "awaitingCode" }) && s.context.failure !== null);
    expect(dialog()).toMatchObject({ channel: "email", failureKey: "auth:failures.cellphoneNotFound" });
    hasCellphone = true;
    dialog().resendByOtherChannel();
    await waitFor(actor, (s) => s.matches({ secondFactor: "awaitingCode" }) && s.context.codeResent);
    expect(dialog()).toMatchObject({ channel: "sms", destination: "(11) *****-7777", failureKey: null });
    expect(asked).toEqual(["sms", "sms"]);
  });

  it("sign-in refusals come back as the API's failure code", async () => {
    const { env } = environment({ signIn: () => refuse("tooManyAttempts") });
    const actor = createActor(provideSignIn(env), { input: { returnUrl: "/" } }).start();
    actor.send(credentials);
    const back = await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
    expect(back.context.failure).toBe("tooManyAttempts");
  });

  it("an unexpected sign-in failure is §8's 'login error', an unreachable service its 'login service error'", async () => {
    for (const [failure, key] of [
      ["unexpected", "auth:failures.loginError"],
      ["serviceUnavailable", "auth:failures.loginServiceError"],
    ] as const) {
      const { env } = environment({ signIn: () => refuse(failure) });
      const actor = createActor(provideSignIn(env), { input: { returnUrl: "/" } }).start();
      actor.send(credentials);
      const back = await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
      expect(connectSignIn(back, () => {}).failureKey).toBe(key);
    }
  });

  it("a wrong current password is §8's 'invalid password' on that field", async () => {
    const { env } = environment(
      {
        changeMyPassword: () =>
          Effect.fail(
            new IdentityError({ failure: "invalidCredentials", field: "currentPassword", status: 401 }),
          ),
      },
      "old",
    );
    const actor = createActor(providePasswordChange(env), { input: { returnUrl: "/x" } }).start();
    actor.send({
      type: "SUBMIT",
      currentPassword: "Errada#2026",
      newPassword: "Nova#Senha9",
      confirmation: "Nova#Senha9",
    });
    const back = await waitFor(
      actor,
      (s) => s.matches("editing") && s.context.problems.currentPassword !== undefined,
    );
    expect(back.context).toMatchObject({
      failure: null,
      problems: { currentPassword: "failures.invalidPassword" },
    });
  });

  it("sign-up puts a field refusal on its field; reset and recovery call through", async () => {
    const { env } = environment({
      signUp: () =>
        Effect.fail(new IdentityError({ failure: "cpfAlreadyRegistered", field: "cpf", status: 409 })),
    });
    const signUp = createActor(provideSignUp(env)).start();
    signUp.send({
      type: "SUBMIT",
      captcha: "c",
      form: {
        cpf: "529.982.247-25",
        name: "Ana Souza",
        email: "ana@example.com",
        username: "ana",
        password: "Nova#Senha9",
        passwordConfirmation: "Nova#Senha9",
        cellphone: "(11) 98765-4321",
        privacyAccepted: true,
      },
    });
    const back = await waitFor(
      signUp,
      (s) => s.matches("editing") && Object.keys(s.context.problems).length > 0,
    );
    expect(back.context.problems).toEqual({ cpf: "failures.cpfAlreadyRegistered" });

    const reset = createActor(
      providePasswordReset(environment({ checkResetToken: () => refuse("resetTokenUsed") }).env),
      { input: { token: "tok" } },
    ).start();
    expect((await waitFor(reset, (s) => s.matches("tokenInvalid"))).matches("tokenInvalid")).toBe(true);

    const forgot = createActor(
      provideForgotUsername(environment({ recoverUsername: () => Effect.void }).env),
    ).start();
    forgot.send({ type: "SUBMIT", email: "a@b.co", captcha: "c" });
    expect((await waitFor(forgot, (s) => s.status === "done")).matches("sent")).toBe(true);
  });

  it("password change uses the stored token and stores the fresh one", async () => {
    const { env, items } = environment(
      { changeMyPassword: (token) => Effect.succeed({ accessToken: `${token}-new` }) },
      "old",
    );
    const actor = createActor(providePasswordChange(env), { input: { returnUrl: "/x" } }).start();
    actor.send({
      type: "SUBMIT",
      currentPassword: "Temp@2026",
      newPassword: "Nova#Senha9",
      confirmation: "Nova#Senha9",
    });
    expect((await waitFor(actor, (s) => s.status === "done")).output).toEqual({ returnUrl: "/x" });
    expect(items.get(storageKeys.accessToken)).toBe("old-new");
  });

  it("in a tab with its own session token (independent tabs), password change uses and replaces the tab's token", async () => {
    const used: string[] = [];
    const { env, items, tabItems } = environment(
      {
        changeMyPassword: (token) => {
          used.push(token);
          return Effect.succeed({ accessToken: `${token}-new` });
        },
      },
      "shared",
      "tab",
    );
    const actor = createActor(providePasswordChange(env), { input: { returnUrl: "/x" } }).start();
    actor.send({
      type: "SUBMIT",
      currentPassword: "Temp@2026",
      newPassword: "Nova#Senha9",
      confirmation: "Nova#Senha9",
    });
    expect((await waitFor(actor, (s) => s.status === "done")).output).toEqual({ returnUrl: "/x" });
    expect(used).toEqual(["tab"]);
    expect(tabItems.get(storageKeys.sessionToken)).toBe("tab-new");
    // The other tabs' shared token is not this tab's to change.
    expect(items.get(storageKeys.accessToken)).toBe("shared");
  });
});
