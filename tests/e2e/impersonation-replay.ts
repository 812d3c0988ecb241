import { expect, type Page } from "./recorded-test.ts";
import type { EventObject, SnapshotFrom } from "xstate";
import auth from "#src/i18n/locales/pt-BR/auth.json" with { type: "json" };
import session from "#src/i18n/locales/pt-BR/session.json" with { type: "json" };
import shell from "#src/i18n/locales/pt-BR/shell.json" with { type: "json" };
import type { RoleChoice } from "#src/domain/session/role-choices.ts";
import { createTranslator } from "#src/i18n/translator.ts";
import type { impersonationMachine } from "#src/machines/impersonation/impersonation.machine.ts";
import { appConfig } from "#src/services/config.ts";
import type { StaffUser } from "#src/services/api/staff-users-api.ts";
import { HeldCalls } from "./identity-replay.ts";
import { storedToken } from "./identity-support.ts";
import { problemOf } from "./model-replay.ts";
import { menu, operationOrigin, rewriteSession } from "./staff-support.ts";
import { waitForHydration } from "./support.ts";

/**
 * Replays impersonation model paths against the real pages (ADR 003), as purchase-replay.ts does for a purchase:
 * the person's look-up (GET get-user-by-username) and the access as them (POST signin/impersonate) are held until
 * the path's `xstate.done/error.actor.<id>` step answers them. The access is answered with the operator's own
 * token, and from then on the session the page reads says an operator is accessing as the person (its name is the
 * username asked for), until the operator leaves: so no one is accessed as, and no account is read.
 */

export type ImpersonationSnapshot = SnapshotFrom<typeof impersonationMachine>;

/** pt-BR text of a `session:` key (or `auth:`, `shell:`), with the page's own translator. */
export const impersonationText = createTranslator("pt-BR", { session, auth, shell }, "session").getFixedT(
  "pt-BR",
  "session",
);
const t = impersonationText;

/** The person as the staff call gives them: their roles in this application are the model's choices. */
export function staffUserOf(
  { username, choices }: { username: string; choices: RoleChoice[] },
  isOperator = false,
): StaffUser {
  return {
    id: 4242,
    uuid: "00000000-0000-4000-8000-000000004242",
    username,
    name: username,
    email: `${username}@replay.sabia.dev`,
    cpf: null,
    cellphone: null,
    temporaryPassword: false,
    isOperator,
    rights: choices.map((choice) => ({
      applicationAlias: appConfig.applicationAlias,
      roleAlias: choice.roleAlias,
      roleName: choice.roleName,
      level: "tenant",
      tenantAlias: choice.scope,
      iesAlias: null,
    })),
  };
}

/** What the staff call answers for a look-up's failure: no such person (404), or a member of staff (200). */
export function lookUpRefusal(error: unknown) {
  const { failure } = error as { failure: string };
  if (failure === "personNotFound") return problemOf({ _tag: "NotFound", status: 404, detail: "x" });
  if (failure === "staffNotImpersonable")
    return { status: 200, body: staffUserOf({ username: "operador", choices: [] }, true) };
  throw new Error(`no answer for the look-up's ${failure}`);
}

/** What signin/impersonate answers for a refusal: anything else than 400/403/404 is "unexpected". */
export function impersonateRefusal(error: unknown) {
  const { failure } = error as { failure: string };
  if (failure !== "unexpected") throw new Error(`no answer for the access's ${failure}`);
  return { status: 500, body: { status: 500, title: "Internal Server Error", detail: "x" } };
}

/** While an access runs, the session the page reads says so; `as` is whom (null: the operator's own). */
export interface Acting {
  as: string | null;
}

/**
 * Holds the look-up and the access. Any other staff call, or a sign-out (leaving an access ends the person's
 * session with its token), would reach real accounts: recorded in `unexpected` (and answered 404) to fail on.
 */
export async function holdImpersonationCalls(page: Page) {
  const calls = new HeldCalls();
  const unexpected: string[] = [];
  const acting: Acting = { as: null };
  await rewriteSession(page, () => {
    const name = acting.as;
    return name === null
      ? null
      : (real) => ({ ...real, impersonatedBy: real.user.username, user: { ...real.user, name } });
  });
  for (const pattern of ["**/api/subscription/users/**", "**/api/auth/signout**", "**/api/auth/signin/**"])
    await page.route(pattern, (route) => {
      unexpected.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
      return route.fulfill({ status: 404, json: { status: 404, detail: "not held by the replay" } });
    });
  await calls.hold(page, "lookUpRoles", "**/api/subscription/users/get-user-by-username/*", "GET");
  await calls.hold(page, "impersonate", "**/api/auth/signin/impersonate", "POST");
  return { calls, unexpected, acting };
}

/**
 * The event the page's machine receives when the operator does what a step says, or null where no control sends
 * it. The page starts an access only with a role of the person looked up (their username, a role from the list):
 * an access asked without a look-up, or with an empty username, cannot be sent.
 */
export function pageEventOf(event: EventObject, before: ImpersonationSnapshot): EventObject | null {
  if (event.type !== "START") return event;
  const lookedUp = before.context.lookedUp;
  const choice = lookedUp?.choices[0];
  if (!choice || (event as EventObject & { username: string }).username.trim() === "") return null;
  return { type: "START", username: lookedUp.username, roleAlias: choice.roleAlias } as EventObject;
}

/** The signed-in operator opens "Acessar como" from the side menu of the platform home. */
export async function openImpersonation(page: Page) {
  await page.goto(`${operationOrigin()}/home`);
  await waitForHydration(page);
  await menu(page)
    .getByRole("link", { name: t("shell:menu.impersonate") })
    .click();
  await expect(page).toHaveURL(/\/impersonate$/);
  await expect(page.getByRole("heading", { level: 1, name: t("impersonation.start") })).toBeVisible();
  await waitForHydration(page);
  return (await storedToken(page))!;
}
