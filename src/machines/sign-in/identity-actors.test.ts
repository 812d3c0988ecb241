import { Effect } from "effect";
import { describe, expect, it } from "vitest";
import { createActor, waitFor } from "xstate";
import { storageKeys } from "../../services/config.ts";
import { Identity, IdentityError } from "../../services/identity/identity.service.ts";
import { provideForgotUsername } from "../forgot-username/forgot-username.actors.ts";
import { providePasswordChange } from "../password-change/password-change.actors.ts";
import { providePasswordReset } from "../password-reset/password-reset.actors.ts";
import { provideSignUp } from "../sign-up/sign-up.actors.ts";
import type { IdentityEnvironment } from "./identity-environment.ts";
import { provideSignIn } from "./sign-in.actors.ts";

const refuse = (failure: IdentityError["failure"]) =>
  Effect.fail(new IdentityError({ failure, field: null, status: 400 }));

function environment(implementation: Parameters<typeof Identity.layerTest>[0], stored: string | null = null) {
  const items = new Map<string, string>(stored ? [[storageKeys.accessToken, stored]] : []);
  const env: IdentityEnvironment = {
    options: {
      baseUrl: "http://unused",
      language: "pt-BR",
      applicationAlias: "artmed-marketplace",
      tenantAlias: "sabia",
    },
    storage: () => ({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
      removeItem: (key) => void items.delete(key),
    }),
    layer: Identity.layerTest(implementation),
  };
  return { env, items };
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

  it("sign-in goes through the second factor; a refused code carries its failure code", async () => {
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
      (s) => s.matches({ secondFactor: "awaitingCode" }) && s.context.failure !== null,
    );
    expect(refused.context.failure).toBe("incorrectCode");
    actor.send({ type: "SUBMIT_CODE", code: "123456" });
    await waitFor(actor, (s) => s.status === "done");
    expect(items.get(storageKeys.accessToken)).toBe("t2");
  });

  it("sign-in refusals come back as the API's failure code", async () => {
    const { env } = environment({ signIn: () => refuse("tooManyAttempts") });
    const actor = createActor(provideSignIn(env), { input: { returnUrl: "/" } }).start();
    actor.send(credentials);
    const back = await waitFor(actor, (s) => s.matches("editing") && s.context.failure !== null);
    expect(back.context.failure).toBe("tooManyAttempts");
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
});
