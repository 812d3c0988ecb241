import { expect, test, type Page } from "./recorded-test.ts";
import type { SnapshotFrom } from "xstate";
import { signInModel } from "#model-tests/models/sign-in.model.ts";
import { passwordResetModel } from "#model-tests/models/password-reset.model.ts";
import type { MachineModel } from "#model-tests/model.ts";
import { generatePaths, type ModelPath } from "#model-tests/paths.ts";
import { connectPasswordReset } from "#src/machines/password-reset/password-reset.connect.ts";
import type { passwordResetMachine } from "#src/machines/password-reset/password-reset.machine.ts";
import type { PasswordResetEvent } from "#src/machines/password-reset/password-reset.types.ts";
import { connectSignIn } from "#src/machines/sign-in/sign-in.connect.ts";
import type { signInMachine } from "#src/machines/sign-in/sign-in.machine.ts";
import type { SignInEvent } from "#src/machines/sign-in/sign-in.types.ts";
import { coverageLine, coverageOf, coveringPaths } from "./model-replay.ts";
import { waitForHydration } from "./support.ts";
import {
  authText,
  expectFieldProblems,
  HeldCalls,
  problemFor,
  shadowOf,
  withCaptcha,
} from "./identity-replay.ts";

type Step = { type: string; output?: unknown; error?: { failure: string } } & Record<string, unknown>;
type Executor = (page: Page, calls: HeldCalls, step: Step) => Promise<void>;
const noop = () => {};

/*
 * Why a subset: sign-in has 65 model paths and password reset 34 (`npm run test:model` runs them all against the
 * machines in about a second). Most differ only in context the page shows alike (how many codes were resent, how
 * many tries are left). Replaying all 99 in Chromium took about a tenth of CI. So each flow replays the fewest paths
 * that together visit every state, take every transition and guard outcome, and show every answer (each failure,
 * output kind, captcha or channel variant) in every state it can arrive in (coveringPaths, greedy set cover); the
 * first test of each flow prints that coverage and fails if the subset misses anything the whole set reaches.
 */
const answerSeen = (path: ModelPath) => {
  let from = "start";
  return path.steps.map(({ event, expected }) => {
    const step = event as Step & { captcha?: unknown; channel?: string; output?: { kind?: string } };
    const detail =
      step.error?.failure ??
      step.output?.kind ??
      (step.type === "SUBMIT" || step.type === "REQUEST_LINK"
        ? `captcha ${step.captcha !== null}`
        : (step.channel ?? ""));
    const item = `${step.type} ${detail} from ${from}`;
    from = JSON.stringify(expected);
    return item;
  });
};

async function replayedPaths(model: MachineModel) {
  const all = generatePaths(model);
  return { all, replayed: await coveringPaths(model, all, answerSeen) };
}

function coverageTest(
  name: string,
  model: MachineModel,
  all: ModelPath[],
  replayed: { index: number; path: ModelPath }[],
) {
  test(`the ${replayed.length} replayed ${name} paths of ${all.length} cover what the whole model reaches`, async () => {
    const paths = replayed.map(({ path }) => path);
    const wholeModel = await coverageOf(model, all);
    const subset = await coverageOf(model, paths);
    const seen = (of: ModelPath[]) => [...new Set(of.flatMap(answerSeen))].toSorted();
    console.log(
      [
        `${name}: replaying paths ${replayed.map(({ index }) => index + 1).join(", ")}`,
        `  all ${all.length} model paths: ${coverageLine(wholeModel)}`,
        `  replayed paths:     ${coverageLine(subset)}`,
      ].join("\n"),
    );
    expect(seen(paths)).toEqual(seen(all));
    expect([subset.states.missing, subset.transitions.missing, subset.guardOutcomes.missing]).toEqual([
      wholeModel.states.missing,
      wholeModel.transitions.missing,
      wholeModel.guardOutcomes.missing,
    ]);
  });
}

const signInPaths = await replayedPaths(signInModel);
const resetPaths = await replayedPaths(passwordResetModel);

// ---------------------------------------------------------------- sign-in

/** One executor per event type of the sign-in model; a new event without one fails to compile. */
const signInExecutors = {
  SUBMIT: async (page, _calls, step) => {
    const event = step as unknown as Extract<SignInEvent, { type: "SUBMIT" }>;
    await page.getByLabel("Usuário ou e-mail").fill(event.username);
    await page.getByLabel("Senha", { exact: true }).fill(event.password);
    await withCaptcha(page, event.captcha !== null, () =>
      page.getByRole("button", { name: /^Entra/ }).click(),
    );
  },
  "xstate.done.actor.signIn": async (_page, calls, step) => {
    const output = step.output as { kind: string; token?: string; challenge?: unknown };
    await calls.answer("signIn", {
      status: 200,
      body:
        output.kind === "token"
          ? { accessToken: "a.b.c", secondFactor: null }
          : { accessToken: null, secondFactor: output.challenge },
    });
  },
  "xstate.error.actor.signIn": (_page, calls, step) =>
    calls.answer("signIn", problemFor(step.error!.failure)),
  SUBMIT_CODE: async (page, _calls, step) => {
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Código de 6 dígitos").fill(String(step["code"]));
    await dialog.getByRole("button", { name: "Verificar" }).click();
  },
  "xstate.done.actor.validateCode": (_page, calls) =>
    calls.answer("validateCode", { status: 200, body: { accessToken: "d.e.f" } }),
  "xstate.error.actor.validateCode": (_page, calls, step) =>
    calls.answer("validateCode", problemFor(step.error!.failure)),
  RESEND_CODE: (page, _calls, step) =>
    page
      .getByRole("dialog")
      .getByRole("button", {
        name: step["channel"]
          ? authText(step["channel"] === "sms" ? "twoFactor.bySms" : "twoFactor.byEmail")
          : "Reenviar código",
      })
      .click(),
  "xstate.done.actor.resendCode": (_page, calls, step) =>
    calls.answer("resendCode", { status: 200, body: step.output }),
  "xstate.error.actor.resendCode": (_page, calls, step) =>
    calls.answer("resendCode", problemFor(step.error!.failure)),
  CANCEL_SECOND_FACTOR: (page) => page.getByRole("dialog").getByRole("button", { name: "Cancelar" }).click(),
} satisfies Record<
  SignInEvent["type"] | `xstate.${"done" | "error"}.actor.${"signIn" | "validateCode" | "resendCode"}`,
  Executor
>;

async function expectSignInUi(page: Page, snapshot: SnapshotFrom<typeof signInMachine>) {
  const api = connectSignIn(snapshot, noop);
  if (api.isSignedIn) {
    await expect(page).toHaveURL(/\/minhas-compras$/);
    return;
  }
  const dialog = page.getByRole("dialog", { name: "Verificação em duas etapas" });
  const form = page.getByRole("region", { name: "Entrar" });
  if (api.secondFactor) {
    await expect(dialog).toBeVisible();
    const alert = dialog.getByRole("alert");
    if (api.secondFactor.failureKey) await expect(alert).toHaveText(authText(api.secondFactor.failureKey));
    else await expect(alert).toHaveCount(0);
    await expectFieldProblems(
      dialog,
      { code: api.secondFactor.codeProblem ?? undefined },
      { code: "Código de 6 dígitos" },
    );
    if (api.secondFactor.codeResent && !api.secondFactor.failureKey)
      await expect(dialog.getByRole("status")).toHaveText(authText("twoFactor.resent"));
    await expect(dialog.getByRole("button", { name: "Verificar" })).toBeEnabled({
      enabled: !api.secondFactor.isVerifying,
    });
    await expect(dialog.getByRole("button", { name: "Reenviar código" })).toBeEnabled({
      enabled: !api.secondFactor.isResending,
    });
    await expect(
      dialog.getByRole("button", {
        name: authText(api.secondFactor.channel === "sms" ? "twoFactor.byEmail" : "twoFactor.bySms"),
      }),
    ).toBeEnabled({ enabled: !api.secondFactor.isResending });
    return;
  }
  await expect(dialog).toHaveCount(0);
  if (api.failureKey) await expect(form.getByRole("alert")).toHaveText(authText(api.failureKey));
  else await expect(form.getByRole("alert")).toHaveCount(0);
  await expectFieldProblems(form, api.problems, {
    username: "Usuário ou e-mail",
    password: "Senha",
    captcha: "Não sou um robô",
  });
  const button = form.getByRole("button", {
    name: api.isSubmitting ? authText("signIn.submitting") : authText("signIn.submit"),
    exact: true,
  });
  await expect(button).toBeEnabled({ enabled: !api.isSubmitting });
}

test.describe("sign-in model paths in Chromium", () => {
  coverageTest("sign-in", signInModel, signInPaths.all, signInPaths.replayed);
  for (const { index, path } of signInPaths.replayed) {
    test(`sign-in path ${index + 1}`, async ({ page }) => {
      const calls = new HeldCalls();
      await calls.hold(page, "signIn", "**/api/auth/signin/tenants/sabia");
      await calls.hold(page, "validateCode", "**/api/subscription/users/validate-authentication-code");
      await calls.hold(page, "resendCode", "**/api/subscription/users/generate-authentication-code");
      const input = path.input as { returnUrl: string };
      const shadow = shadowOf(signInModel.machine, input);
      await page.goto(`/signin/${encodeURIComponent(input.returnUrl)}`);
      await waitForHydration(page);
      for (const step of path.steps) {
        const event = step.event as Step;
        await signInExecutors[event.type as keyof typeof signInExecutors](page, calls, event);
        const snapshot = (await shadow.step(event)) as SnapshotFrom<typeof signInMachine>;
        expect(JSON.stringify(snapshot.value)).toBe(JSON.stringify(step.expected));
        await expectSignInUi(page, snapshot);
      }
    });
  }
});

// ---------------------------------------------------------------- password reset

const resetExecutors = {
  REQUEST_LINK: async (page, _calls, step) => {
    const event = step as unknown as Extract<PasswordResetEvent, { type: "REQUEST_LINK" }>;
    await page.getByLabel("Usuário ou e-mail").fill(event.user);
    await withCaptcha(page, event.captcha !== null, () =>
      page.getByRole("button", { name: "Enviar link" }).click(),
    );
  },
  "xstate.done.actor.requestLink": (_page, calls) =>
    calls.answer("requestLink", { status: 200, body: { status: "sent" } }),
  "xstate.error.actor.requestLink": (_page, calls, step) =>
    calls.answer("requestLink", problemFor(step.error!.failure)),
  "xstate.done.actor.checkToken": (_page, calls) =>
    calls.answer("checkToken", {
      status: 200,
      body: { valid: true, expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  "xstate.error.actor.checkToken": (_page, calls, step) =>
    calls.answer("checkToken", problemFor(step.error!.failure)),
  SUBMIT_PASSWORD: async (page, _calls, step) => {
    await page.getByLabel("Nova senha", { exact: true }).fill(String(step["password"]));
    await page.getByLabel("Repita a nova senha").fill(String(step["confirmation"]));
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
  },
  "xstate.done.actor.confirmPassword": (_page, calls) =>
    calls.answer("confirmPassword", { status: 200, body: { status: "updated" } }),
  "xstate.error.actor.confirmPassword": (_page, calls, step) =>
    calls.answer("confirmPassword", problemFor(step.error!.failure)),
  START_OVER: (page) => page.getByRole("button", { name: "Pedir um novo link" }).click(),
} satisfies Record<
  | PasswordResetEvent["type"]
  | `xstate.${"done" | "error"}.actor.${"requestLink" | "checkToken" | "confirmPassword"}`,
  Executor
>;

async function expectResetUi(page: Page, snapshot: SnapshotFrom<typeof passwordResetMachine>) {
  const api = connectPasswordReset(snapshot, noop);
  const alert = page.getByRole("main").getByRole("alert");
  switch (api.screen) {
    case "checking":
      await expect(page.getByRole("status")).toHaveText("Carregando…");
      return;
    case "sent":
    case "updated":
      await expect(page.getByRole("main").getByRole("status")).toHaveText(authText(`reset.${api.screen}`));
      return;
    case "expired":
    case "used":
    case "failed":
      await expect(alert).toHaveText(authText(`reset.${api.screen}`));
      return;
    case "choose":
    case "request": {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        authText(api.screen === "choose" ? "reset.chooseTitle" : "reset.requestTitle"),
      );
      if (api.failureKey) await expect(alert).toHaveText(authText(api.failureKey));
      else await expect(alert).toHaveCount(0);
      await expectFieldProblems(
        page.getByRole("main"),
        api.problems,
        api.screen === "choose"
          ? { password: "Nova senha", confirmation: "Repita a nova senha" }
          : { user: "Usuário ou e-mail", captcha: "Não sou um robô" },
      );
      const button = page.getByRole("button", {
        name: api.screen === "choose" ? "Salvar nova senha" : "Enviar link",
      });
      await expect(button).toBeEnabled({ enabled: !api.isBusy });
    }
  }
}

test.describe("password-reset model paths in Chromium", () => {
  coverageTest("password-reset", passwordResetModel, resetPaths.all, resetPaths.replayed);
  for (const { index, path } of resetPaths.replayed) {
    test(`password-reset path ${index + 1}`, async ({ page }) => {
      const calls = new HeldCalls();
      await calls.hold(
        page,
        "requestLink",
        "**/api/users/tenants/sabia/applications/artmed-marketplace/password/reset",
      );
      await calls.hold(page, "checkToken", "**/api/users/password/reset/check/*");
      await calls.hold(page, "confirmPassword", "**/api/users/password/confirm");
      const input = path.input as { token: string | null };
      const shadow = shadowOf(passwordResetModel.machine, input);
      await page.goto(input.token ? `/auth/password/change/${input.token}` : "/auth/password/reset");
      await waitForHydration(page);
      await expectResetUi(page, shadow.actor.getSnapshot() as SnapshotFrom<typeof passwordResetMachine>);
      for (const step of path.steps) {
        const event = step.event as Step;
        await resetExecutors[event.type as keyof typeof resetExecutors](page, calls, event);
        const snapshot = (await shadow.step(event)) as SnapshotFrom<typeof passwordResetMachine>;
        expect(JSON.stringify(snapshot.value)).toBe(JSON.stringify(step.expected));
        await expectResetUi(page, snapshot);
      }
    });
  }
});
