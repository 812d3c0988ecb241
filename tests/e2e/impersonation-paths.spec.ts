import { expect, type Page } from "./recorded-test.ts";
import { impersonationModel } from "#model-tests/models/session-flows.model.ts";
import type { ModelPath } from "#model-tests/paths.ts";
import type { RoleChoice } from "#src/domain/session/role-choices.ts";
import { connectImpersonation } from "#src/machines/impersonation/impersonation.connect.ts";
import type {
  ImpersonationEvent,
  ImpersonationInput,
  impersonationMachine,
} from "#src/machines/impersonation/impersonation.machine.ts";
import type { HeldCalls } from "./identity-replay.ts";
import {
  answering,
  expectPageCoverage,
  pathTitle,
  replayPlan,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";
import {
  holdImpersonationCalls,
  impersonationText as t,
  lookUpRefusal,
  impersonateRefusal,
  openImpersonation,
  pageEventOf,
  staffUserOf,
  type Acting,
  type ImpersonationSnapshot as Snapshot,
} from "./impersonation-replay.ts";
import { operatorSignsIn } from "./staff-support.ts";

/*
 * The impersonation machine's model paths replayed on the real pages (issue 30), as purchase-paths.spec.ts does for
 * a purchase: operador, signed in once per worker on the operation host's sign-in page, opens "Acessar como" from
 * the side menu of the platform home; the look-up and the access are held and answered as the path's done/error
 * steps say (impersonation-replay.ts), and the access lands where its answer says with the impersonation bar, whose
 * "Sair do acesso" leaves it. After every step the page must show what connect() of the machine's expected
 * snapshot says; at the end, leaving returns to where the access started (the page's own /impersonate: the
 * model's origin path "/usuarios" stands for it). The model's second input, an access already under way (a page
 * loaded while acting as someone, the machine resuming from its record), is reached as a person reaches it: the
 * operator starts an access on the page, and the page it lands on runs the machine from the record. Besides every
 * state, transition and guard outcome, the replayed paths show each answer of the look-up the model gives (no such
 * person, a member of staff, no role here, a role), which the page says differently.
 *
 * Steps no control of the page sends: the page asks for an access only with a role of the person it looked up
 * (the username it found, a role from the list), so "Acessar" with an empty username, or before a look-up, cannot
 * be sent (People's "Acessar como" also starts from a person found). The machine acts on those, so the paths
 * with them are not replayed; the transition and guard outcome only they take (an access refused for a missing
 * field) are not reachable from the page, and the first test prints them.
 */
const model = impersonationModel;
/** Besides the machine's items: each answer of the look-up the model gives, which the page says differently. */
const lookUpAnswers = (path: ModelPath) =>
  path.steps.flatMap(({ event }) =>
    event.type.endsWith(".lookUpRoles") ? [describe(event as ReplayStep)] : [],
  );
const plan = await replayPlan(model, pageEventOf, lookUpAnswers);
const { allPaths, replayed } = plan;
/** Taken only by "Acessar" with an empty username, which no control sends. */
const notFromThePage = ["impersonation.idle --START#0", "impersonation.idle --START#0=true"];

/** What a step is done with: the page, the held calls, the operator's own token, and whom the session acts as. */
interface Run {
  page: Page;
  calls: HeldCalls;
  token: string;
  acting: Acting;
}
type Executor = (page: Page, calls: HeldCalls, step: ReplayStep, run: Run) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof impersonationMachine)["provide"]>[0]["actors"]>;

const bar = (page: Page, name: string) =>
  page.getByRole("region", { name: t("impersonation.bar", { name }) });
const roleForm = (page: Page, username: string) =>
  page.getByRole("form", { name: t("impersonation.roleOf", { username }) });
const choiceLabel = (choice: RoleChoice) =>
  choice.scope ? `${choice.roleName} (${choice.scope})` : choice.roleName;

/** The access the page asked for (answered) is the one the operator chose: the username and a role of theirs. */
function expectAsked(calls: HeldCalls, username: string) {
  expect(calls.lastCall.get("impersonate")!.postDataJSON()).toEqual({ username, roleAlias: "aluno" });
}

/**
 * One executor per event of the impersonation model, doing what the operator does on the page or answering the
 * call it made; a new event or actor without one fails to compile.
 */
const executors = {
  LOOK_UP: async (page, _calls, step) => {
    await page
      .getByRole("textbox", { name: t("impersonation.username"), exact: true })
      .fill(String(step.username));
    await page.getByRole("button", { name: t("impersonation.lookUp") }).click();
  },
  START: async (page, calls, step, run) => {
    const { username, roleAlias } = step as unknown as { username: string; roleAlias: string };
    const form = roleForm(page, username);
    await form.getByRole("combobox", { name: t("impersonation.role"), exact: true }).selectOption(roleAlias);
    await form.getByRole("button", { name: t("impersonation.submit") }).click();
    run.acting.as = username;
  },
  LEAVE: async (page, _calls, _step, run) => {
    const name = run.acting.as!;
    run.acting.as = null;
    await bar(page, name)
      .getByRole("button", { name: t("impersonation.leave") })
      .click();
  },
  ...answering("lookUpRoles", staffUserOf, lookUpRefusal),
  "xstate.done.actor.impersonate": async (_page, calls, step, run) => {
    const { redirect } = step.output as { redirect: string };
    await calls.answer("impersonate", { status: 200, body: { accessToken: run.token, redirect } });
    expectAsked(calls, run.acting.as!);
  },
  "xstate.error.actor.impersonate": async (_page, calls, step, run) => {
    await calls.answer("impersonate", impersonateRefusal(step.error));
    expectAsked(calls, run.acting.as!);
    run.acting.as = null;
  },
} satisfies Record<ImpersonationEvent["type"] | `xstate.${"done" | "error"}.actor.${ActorId}`, Executor>;

/** What connect() says of the snapshot is what the page shows: the form, the roles found, the bar, the refusal. */
async function expectImpersonationUi(page: Page, snapshot: Snapshot, acting: Acting) {
  if (snapshot.status === "done") {
    // Left: back where the access started, as the operator.
    await expect(page).toHaveURL(/\/impersonate$/);
    await expect(page.getByRole("heading", { level: 1, name: t("impersonation.start") })).toBeVisible();
    return expect(page.getByRole("region", { name: /^Você está acessando como/ })).toHaveCount(0);
  }
  const api = connectImpersonation(snapshot, () => {});
  if (api.isActive) {
    // Acting as the person: where the access's answer said, with the bar and its way out.
    const { redirect } = snapshot.context.record!;
    await expect(page).toHaveURL((url) => url.pathname === redirect);
    return expect(
      bar(page, acting.as!).getByRole("button", { name: t("impersonation.leave") }),
    ).toBeEnabled();
  }
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: t("impersonation.start") })).toBeVisible();
  await expect(main.getByRole("alert").filter({ hasText: /./ })).toHaveText(
    api.failureKey ? [t(api.failureKey)] : [],
  );
  await expect(main.getByRole("button", { name: t("impersonation.lookUp") })).toBeEnabled({
    enabled: !api.isLookingUp,
  });
  await expect(main.getByRole("form")).toHaveCount(api.lookedUp ? 1 : 0);
  if (api.lookedUp) {
    const form = roleForm(page, api.lookedUp.username);
    const role = form.getByRole("combobox", { name: t("impersonation.role"), exact: true });
    await expect(role.getByRole("option")).toHaveText(api.lookedUp.choices.map(choiceLabel));
    await expect(form.getByRole("button", { name: t("impersonation.submit") })).toBeEnabled({
      enabled: !api.isSubmitting,
    });
  }
}

/**
 * An access under way, as the operator starts one: aluno looked up and accessed as, landing where the record says
 * (the page there resumes the machine from its record).
 */
async function startAnAccess(run: Run, input: ImpersonationInput) {
  const choice = { roleAlias: "aluno", roleName: "Aluno", scope: "sabia" };
  const steps = [
    { type: "LOOK_UP", username: "aluno" },
    { type: "xstate.done.actor.lookUpRoles", output: { username: "aluno", choices: [choice] } },
    { type: "START", username: "aluno", roleAlias: "aluno" },
    { type: "xstate.done.actor.impersonate", output: { token: "", redirect: input.record!.redirect } },
  ] as ReplayStep[];
  for (const step of steps)
    await executors[step.type as keyof typeof executors](run.page, run.calls, step, run);
}

// ---------------------------------------------------------------- the tests

function describe(event: ReplayStep) {
  const { output, error } = event as { output?: { choices?: unknown[] }; error?: { failure?: string } };
  const detail =
    event.username !== undefined
      ? JSON.stringify(event.username)
      : (error?.failure ?? (output?.choices ? `${output.choices.length} roles` : ""));
  return `${event.type.replace(/^xstate\.(done|error)\.actor\./, "$1 ")}${detail ? ` ${detail}` : ""}`;
}

const test = signedInOncePerWorker(operatorSignsIn);

test.describe("impersonation model paths in Chromium (issue 30)", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover what the page can reach`, async () => {
    // Every state, and every transition and guard outcome but those only an access no control sends takes (header).
    await expectPageCoverage(model, plan, pageEventOf, notFromThePage, describe);
    const seen = (paths: ModelPath[]) => [...new Set(paths.flatMap(lookUpAnswers))].toSorted();
    console.log(`  and on the page: ${seen(replayed.map(({ path }) => path)).join(", ")}`);
    expect(seen(replayed.map(({ path }) => path))).toEqual(seen(allPaths));
  });

  for (const { index, path } of replayed) {
    const input = path.input as ImpersonationInput;
    const start = input.record ? "an access under way" : "/impersonate";
    test(pathTitle(index, path, start, describe), async ({ page }) => {
      const { calls, unexpected, acting } = await holdImpersonationCalls(page);
      const run: Run = { page, calls, token: await openImpersonation(page), acting };
      if (input.record) await startAnAccess(run, input);
      await replaySteps<Snapshot>(
        model,
        path,
        (step, before) => {
          const event = (pageEventOf(step, before) ?? step) as ReplayStep;
          return executors[step.type as keyof typeof executors](page, calls, event, run);
        },
        (snapshot) => expectImpersonationUi(page, snapshot, acting),
      );
      expect(unexpected, "staff and sign-in calls the replay did not hold").toEqual([]);
      // A session read still under way when the test ends is let go (its page is closing).
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});
