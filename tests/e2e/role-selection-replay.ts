import { expect, type Locator, type Page } from "./recorded-test.ts";
import type { EventObject, SnapshotFrom } from "xstate";
import session from "#src/i18n/locales/pt-BR/session.json" with { type: "json" };
import { connectRoleSelection } from "#src/machines/role-selection/role-selection.connect.ts";
import type { roleSelectionMachine } from "#src/machines/role-selection/role-selection.machine.ts";
import type { RoleSelectionInput } from "#src/machines/role-selection/role-selection.types.ts";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import { HeldCalls } from "./identity-replay.ts";
import { storedToken } from "./identity-support.ts";
import { ptBrText } from "./model-replay.ts";
import { operationOrigin, rewriteSession } from "./staff-support.ts";
import { waitForHydration } from "./support.ts";

/**
 * Replays role-selection model paths against the real pages (ADR 003), as purchase-replay.ts does for a purchase:
 * the page reads the person's rights and current role from GET /api/auth/session, which answers the path's input
 * (the real session with the model's rights and role) until a role is assumed; the role assumption (PUT
 * /api/auth/role/assume/…) is held until the path's `xstate.done/error.actor.assumeRole` step answers it, with the
 * person's own token, so nothing reaches the account: no role is ever assumed.
 */

export type RoleSelectionSnapshot = SnapshotFrom<typeof roleSelectionMachine>;

/** pt-BR text of a `session:` i18n key, with the page's own translator. */
export const sessionText = ptBrText("session", session);
const t = sessionText;

/** The session the page reads while a path runs: its rights and current role are the input's. */
const sessionOf = (input: RoleSelectionInput) => (real: SessionInfo) =>
  ({ ...real, rights: input.rights, currentRole: input.currentRole }) as SessionInfo;

/**
 * Holds the role assumption; any other write under /api/auth/role would reach the account, so it is recorded in
 * `unexpected` (and answered 404) for the test to fail on. Until a role is assumed, the session the page reads is
 * the path's input.
 */
export async function holdRoleCalls(page: Page, input: RoleSelectionInput) {
  const calls = new HeldCalls();
  const unexpected: string[] = [];
  const state = { assumed: false };
  await rewriteSession(page, () => (state.assumed ? null : sessionOf(input)));
  await page.route("**/api/auth/role/**", (route) => {
    unexpected.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    return route.fulfill({ status: 404, json: { status: 404, detail: "not held by the replay" } });
  });
  await calls.hold(page, "assumeRole", "**/api/auth/role/assume/**", "PUT");
  return { calls, unexpected, state };
}

/** What the API answers for an assumed role: here the person's own token, so the account keeps its role. */
export const assumedRole = (accessToken: string) => ({
  accessToken,
  theme: { primaryColor: "#3FB1B4", accentColor: "#3FB1B4", secondaryColor: "#3FB1B4" },
  features: [],
});

/**
 * The event the page's machine receives when the person does what a step says, or null where no control sends
 * it: a role, a tenant or an institution the page does not list, the access kinds once the roles are shown, and
 * "back" where there is one kind of access (no back button).
 */
export function pageEventOf(event: EventObject, before: RoleSelectionSnapshot): EventObject | null {
  const api = connectRoleSelection(before, () => {});
  const { alias, roleAlias, kind } = event as { alias?: string; roleAlias?: string; kind?: string };
  switch (event.type) {
    case "SELECT_ACCESS":
      return api.panel === "access" && api.accessKinds.some((offered) => offered === kind) ? event : null;
    case "BACK":
      return api.panel === "roles" && api.canGoBack ? event : null;
    case "SELECT_TENANT":
      return api.tenantPicker?.options.some((option) => option.alias === alias) ? event : null;
    case "SELECT_IES":
      return api.iesPicker?.options.some((option) => option.alias === alias) ? event : null;
    case "CHOOSE_ROLE":
      return api.panel === "roles" && api.roles.some((role) => role.alias === roleAlias) ? event : null;
    default:
      return event;
  }
}

/** Where the selection is: the avatar menu's "Trocar perfil" dialog at the platform home, or /welcome's page. */
export const selectionOf = (page: Page, input: RoleSelectionInput): Locator =>
  input.atHome ? page.getByRole("dialog", { name: t("account.changeRole") }) : page.getByRole("main");

/**
 * The signed-in operator opens the selection as a person does: with a current role, at the platform home, from
 * the avatar menu ("Trocar perfil"); without one (a first access), the platform sends them to /welcome. A mark is
 * left on the window, so that a reload (the outcome of a choice at the platform home) can be told.
 */
export async function openRoleSelection(page: Page, input: RoleSelectionInput) {
  await page.goto(`${operationOrigin()}/home`);
  if (input.atHome) {
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("button", { name: t("account.changeRole") }).click();
  } else await expect(page).toHaveURL(/\/welcome$/);
  await page.evaluate(() => Object.assign(window, { replayMark: true }));
  return (await storedToken(page))!;
}

/** The window's mark is gone: the page was loaded again. */
export const reloaded = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => !("replayMark" in window)).catch(() => false), { message: "no reload" })
    .toBe(true);
