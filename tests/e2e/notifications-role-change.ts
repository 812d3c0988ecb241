import { expect, type Browser, type Page } from "./recorded-test.ts";
import { signInFromPage } from "./identity-support.ts";
import { bell } from "./notifications-replay.ts";
import { waitForHydration } from "./support.ts";

/**
 * How the header's current role changes without a reload, so that it sends ROLE.CHANGED (spec §4 "Other tabs"):
 * a tab on the page of an application whose tabs are independent (the Portal do Aluno) keeps for itself the token
 * another tab's role change stored, without a reload, and reads the session again at once: the header's role is
 * then the new one. A role change in the tab itself, or in another tab while this one shows a page
 * of the platform, reloads the page instead (a new machine).
 *
 * It takes a person with roles in two tenants who can open the portal: the seed's gestora (gestor in Sabiá and in
 * Horizonte, coordenadora in an institution of each). Her notifications are held by the replay, so none changes;
 * her current role does, as shell-roles.spec.ts changes it.
 */
export const portalPath = "/wc/sabia-portal/sabia-course-portal";
const managementPath = "/wc/sabia-gestao/sabia-app-home";
const tenants = [/Sabiá/, /Horizonte/] as const;

const sideMenu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });
type Marked = Window & { replayDocument?: boolean };
const tabToken = (page: Page) => page.evaluate(() => sessionStorage.getItem("sabia_sessionToken"));

/** Role selection (first visit) or the avatar menu's role change: tenant by name, then the gestor role. */
async function chooseGestor(scope: Page | ReturnType<Page["getByRole"]>, tenant: RegExp) {
  await scope.getByRole("button", { name: "Mantenedora" }).click();
  await scope.getByRole("combobox", { name: "Mantenedora" }).click();
  await scope.getByRole("option", { name: tenant }).click();
  await scope.getByRole("button", { name: /^Gestor/ }).click();
}

/**
 * gestora, signed in on the sign-in page in a context of her own: `other` is the tab where she changes roles, and
 * `page` (its calls held by `prepare` before it loads) shows the portal, with the management page one step ahead
 * in its history (reached from the side menu and left with Back, both in-app) for the role changes to come.
 */
export async function gestoraOnThePortal(
  browser: Browser,
  baseURL: string,
  prepare: (page: Page) => Promise<void>,
) {
  // Not the worker person's session, which the test's options would give a new context by default.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const other = await context.newPage();
  await signInFromPage(other, "gestora", "Sabia@2026");
  await chooseGestor(other, tenants[0]);
  await expect(other).toHaveURL(/\/home$/);
  const page = await context.newPage();
  await prepare(page);
  await page.goto(portalPath);
  await waitForHydration(page);
  await expect(bell(page)).toBeEnabled();
  await sideMenu(page).getByRole("link", { name: "Gestão acadêmica" }).click();
  await expect(page).toHaveURL(new RegExp(`${managementPath}$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${portalPath}$`));
  let tenant = 0;
  /**
   * The role changes in the other tab while this one shows the portal (Back to it, in-app, from where it was); this
   * tab takes it at once, then goes Forward, to where it was (the management page at first).
   */
  const changeRole = async () => {
    // A reload would start a new machine, which shows the same loading list: the role must change in this document.
    await page.evaluate(() => ((window as Marked).replayDocument = true));
    if (!page.url().endsWith(portalPath)) await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${portalPath}$`));
    const before = await tabToken(page);
    tenant = 1 - tenant;
    await other.getByRole("button", { name: "Menu da conta" }).click();
    await other.getByRole("button", { name: "Trocar perfil" }).click();
    await chooseGestor(other.getByRole("dialog", { name: "Trocar perfil" }), tenants[tenant]!);
    await expect.poll(() => tabToken(page)).not.toBe(before);
    await page.goForward();
    await expect(page).not.toHaveURL(new RegExp(`${portalPath}$`));
    expect(await page.evaluate(() => (window as Marked).replayDocument)).toBe(true);
    await expect(other.getByRole("dialog", { name: "Trocar perfil" })).toHaveCount(0);
    await waitForHydration(other);
  };
  return { context, page, changeRole };
}
