import { expect, type Locator, type Page } from "./recorded-test.ts";
import { roleSelectionModel } from "#model-tests/models/role-selection.model.ts";
import {
  connectRoleSelection,
  type RoleSelectionApi,
} from "#src/machines/role-selection/role-selection.connect.ts";
import type { roleSelectionMachine } from "#src/machines/role-selection/role-selection.machine.ts";
import type {
  RoleSelectionEvent,
  RoleSelectionInput,
  RoleSelectionOutput,
} from "#src/machines/role-selection/role-selection.types.ts";
import type { HeldCalls } from "./identity-replay.ts";
import {
  expectPageCoverage,
  pathTitle,
  problemOf,
  replayPlan,
  replaySteps,
  signedInOncePerWorker,
  type ReplayStep,
} from "./model-replay.ts";
import {
  assumedRole,
  holdRoleCalls,
  openRoleSelection,
  pageEventOf,
  reloaded,
  selectionOf,
  sessionText as t,
  type RoleSelectionSnapshot as Snapshot,
} from "./role-selection-replay.ts";
import { operatorSignsIn } from "./staff-support.ts";

/*
 * The role-selection machine's model paths replayed on the real pages (issue 30), as purchase-paths.spec.ts does
 * for a purchase: operador, signed in once per worker on the operation host's sign-in page, opens the selection as
 * a person does — with a current role, "Trocar perfil" in the avatar menu at the platform home (the model's
 * gestora: two tenants, institutions in each, a choice there reloads the home); without one, the platform sends
 * them to /welcome (the model's operator: application roles only, a choice goes to the home). The session the page
 * reads carries the path's input, and the role assumption is held and answered as the path's done/error step says
 * (role-selection-replay.ts); after every step the page must show what connect() of the machine's expected
 * snapshot says, and at the end it must carry out the machine's outcome (reload, go home, or /role-not-found —
 * where, on a first access, the session guard used to send the person straight back to /welcome).
 *
 * Steps no control of the page sends: a role the page does not list ("nao-existe", or any role while no
 * institution is chosen: the list says "Nenhum dado"), and "back" where there is one kind of access (no back
 * button). The machine ignores those events too, so they are replayed as nothing happening (the control's
 * absence is checked); the transition and guard outcomes only they take — the `roleUnavailable` branch taken,
 * `severalKinds` false — are not reachable from the page, and the first test prints them.
 */
const model = roleSelectionModel;
const plan = await replayPlan(model, pageEventOf);
const { allPaths, replayed } = plan;
/** Taken only by a role the page does not list (the machine's `roleUnavailable`) and "back" with one kind. */
const notFromThePage = [
  "role-selection.choosingRole --CHOOSE_ROLE#0",
  "role-selection.choosingRole --BACK#0=false",
  "role-selection.choosingRole --CHOOSE_ROLE#0=true",
];

/** What a step is done with: the page, the held calls, where the selection is, and the person's own token. */
interface Run {
  page: Page;
  calls: HeldCalls;
  scope: Locator;
  token: string;
  session: { assumed: boolean };
}
type Executor = (run: Run, step: ReplayStep, before: Snapshot) => Promise<unknown>;
/** The machine's invoked actors, by name (the keys `provide()` takes). */
type ActorId = keyof NonNullable<Parameters<(typeof roleSelectionMachine)["provide"]>[0]["actors"]>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const kindName = (kind: string) => t(`roleSelection.kinds.${kind}`);

/** Clicks the button of a step, or where the page sends nothing (pageEventOf) checks it is not offered. */
async function press(run: Run, step: ReplayStep, before: Snapshot, name: string | RegExp) {
  const button = run.scope.getByRole("button", { name, exact: typeof name === "string" });
  if (pageEventOf(step, before)) return button.click();
  await expect(button).toHaveCount(0);
}

/** Picks an option of the tenant or institution autocomplete, which must list what connect() says. */
async function pick(run: Run, step: ReplayStep, before: Snapshot, picker: "tenant" | "ies") {
  const api = connectRoleSelection(before, () => {});
  const options = (picker === "tenant" ? api.tenantPicker : api.iesPicker)!.options;
  const combobox = run.scope.getByRole("combobox", { name: t(`roleSelection.${picker}`) });
  await combobox.click();
  const listbox = run.scope.getByRole("listbox", { name: t(`roleSelection.${picker}`) });
  await expect(listbox.getByRole("option")).toHaveText(options.map((option) => option.name));
  const chosen = options.find((option) => option.alias === step.alias)!;
  await listbox.getByRole("option", { name: chosen.name, exact: true }).click();
}

/** The assumption the page asked for (answered) is the pending choice's: its scope in the address, its role in the body. */
function expectAssumed(run: Run, before: Snapshot) {
  const call = run.calls.lastCall.get("assumeRole")!;
  const { kind, role, tenantAlias, iesAlias } = before.context.pending!;
  const scope = {
    application: "application",
    tenant: `tenants/${tenantAlias}`,
    ies: `tenants/${tenantAlias}/ies/${iesAlias}`,
  };
  expect(new URL(call.url()).pathname).toBe(`/api/auth/role/assume/${scope[kind]}`);
  expect(call.postDataJSON()).toMatchObject({ roleAlias: role.alias });
}

/**
 * One executor per event of the role-selection model, doing what the person does on the page or answering the
 * call it made; a new event or actor without one fails to compile.
 */
const executors = {
  SELECT_ACCESS: (run, step, before) => press(run, step, before, kindName(step.kind as string)),
  BACK: (run, step, before) => press(run, step, before, t("roleSelection.back")),
  SELECT_TENANT: (run, step, before) => pick(run, step, before, "tenant"),
  SELECT_IES: (run, step, before) => pick(run, step, before, "ies"),
  CHOOSE_ROLE: (run, step, before) =>
    press(run, step, before, new RegExp(`^${escaped(step.roleAlias as string)}( \\(|$)`)),
  "xstate.done.actor.assumeRole": async (run, _step, before) => {
    run.session.assumed = true;
    await run.calls.answer("assumeRole", { status: 200, body: assumedRole(run.token) });
    expectAssumed(run, before);
  },
  "xstate.error.actor.assumeRole": async (run, _step, before) => {
    await run.calls.answer("assumeRole", problemOf({ _tag: "NotFound", status: 404, detail: "x" }));
    expectAssumed(run, before);
  },
} satisfies Record<RoleSelectionEvent["type"] | `xstate.${"done" | "error"}.actor.${ActorId}`, Executor>;

const shown = (locator: Locator, isShown: boolean) =>
  isShown ? expect(locator).toBeVisible() : expect(locator).toHaveCount(0);

/** An autocomplete is there when connect() offers it, showing the chosen name. */
async function expectPicker(region: Locator, label: string, picker: RoleSelectionApi["tenantPicker"]) {
  const combobox = region.getByRole("combobox", { name: label });
  await shown(combobox, picker !== null);
  if (picker)
    await expect(combobox).toHaveValue(
      picker.options.find((option) => option.alias === picker.selected)?.name ?? "",
    );
}

/** The outcome the machine ends with is what the page does: reload the home, go there, or /role-not-found. */
async function expectOutcome(page: Page, output: RoleSelectionOutput) {
  if (output.kind === "refresh") await reloaded(page);
  if (output.kind === "redirect") {
    await expect(page).toHaveURL(/\/role-not-found$/);
    await expect(page.getByRole("heading", { level: 1, name: t("roleNotFound.title") })).toBeVisible();
  } else await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("dialog", { name: t("account.changeRole") })).toHaveCount(0);
}

/** What connect() says of the snapshot is what the page shows: the panel, its pickers and the roles on offer. */
async function expectSelectionUi(page: Page, input: RoleSelectionInput, snapshot: Snapshot) {
  if (snapshot.status === "done") return expectOutcome(page, snapshot.output!);
  const api = connectRoleSelection(snapshot, () => {});
  const scope = selectionOf(page, input);
  // The page's spinner while the role is assumed (its status says "Carregando…"; the page has other statuses).
  await shown(scope.getByRole("status").filter({ hasText: "Carregando…" }), api.isAssuming);
  if (api.isAssuming) return expect(scope.getByRole("region")).toHaveCount(0);
  if (api.panel === "access") {
    const region = scope.getByRole("region", { name: t("roleSelection.accessTitle") });
    return expect(region.getByRole("button")).toHaveText(api.accessKinds.map(kindName));
  }
  const region = scope.getByRole("region", { name: kindName(api.kind!) });
  await shown(region.getByRole("button", { name: t("roleSelection.back") }), api.canGoBack);
  await expectPicker(region, t("roleSelection.tenant"), api.tenantPicker);
  await expectPicker(region, t("roleSelection.ies"), api.iesPicker);
  const roles = region.getByRole("list", { name: t("roleSelection.roles") }).getByRole("button");
  await expect(roles).toHaveText(
    api.roles.map((role) => (role.active ? `${role.name} (${t("roleSelection.active")})` : role.name)),
  );
  for (const role of api.roles.filter(({ active }) => active))
    await expect(roles.filter({ hasText: role.name })).toHaveAttribute("aria-current", "true");
  await shown(region.getByText(t("roleSelection.noData"), { exact: true }), api.roles.length === 0);
}

// ---------------------------------------------------------------- the tests

function describe(event: ReplayStep) {
  const detail = event.kind ?? event.alias ?? event.roleAlias;
  return `${event.type.replace(/^xstate\.(done|error)\.actor\./, "$1 ")}${detail ? ` ${String(detail)}` : ""}`;
}
const who = (input: RoleSelectionInput) => (input.atHome ? "gestora at home" : "operador on /welcome");

const test = signedInOncePerWorker(operatorSignsIn);

test.describe("role-selection model paths in Chromium (issue 30)", () => {
  test(`the ${replayed.length} replayed paths of ${allPaths.length} cover what the page can reach`, () =>
    // Every state, and every transition and guard outcome but those only events no control sends take (header).
    expectPageCoverage(model, plan, pageEventOf, notFromThePage, describe));

  for (const { index, path } of replayed) {
    const input = path.input as RoleSelectionInput;
    test(pathTitle(index, path, who(input), describe), async ({ page }) => {
      const { calls, unexpected, state } = await holdRoleCalls(page, input);
      const token = await openRoleSelection(page, input);
      const run: Run = { page, calls, scope: selectionOf(page, input), token, session: state };
      await replaySteps<Snapshot>(
        model,
        path,
        (step, before) => executors[step.type as keyof typeof executors](run, step, before),
        (snapshot) => expectSelectionUi(page, input, snapshot),
      );
      expect(unexpected, "role calls the replay did not hold").toEqual([]);
      // A session read still under way when the test ends is let go (its page is closing).
      await page.unrouteAll({ behavior: "ignoreErrors" });
    });
  }
});
