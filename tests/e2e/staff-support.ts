import { mkdirSync } from "node:fs";
import { expect, type Page } from "./recorded-test.ts";
import type { SessionInfo } from "#src/services/session/session-info.ts";
import { signInFromPage } from "./identity-support.ts";

/** Helpers of the staff pages' specs (issue 30: People, the audit log). */
export const menu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/** From the sign-in page at `url` (the store's, or the operation host's), with the demo password. */
export async function signInAt(page: Page, username: string, url = "/auth/signin") {
  await signInFromPage(page, username, "Sabia@2026", url);
}

/** The role selection of a first visit: the tenant by name, then the role's button. */
export async function chooseTenantRole(page: Page, tenant: RegExp, role: RegExp) {
  await page.getByRole("button", { name: "Mantenedora" }).click();
  await page.getByRole("combobox", { name: "Mantenedora" }).click();
  await page.getByRole("option", { name: tenant }).click();
  await page.getByRole("button", { name: role }).click();
}

/** gestora signs in, takes her Sabiá gestor role (a first visit's role selection) and opens "Auditoria". */
export async function gestoraOnAudit(page: Page) {
  await signInAt(page, "gestora");
  await expect(page).toHaveURL(/\/welcome$/);
  // Her roles span two tenants: the selection opens on them; Sabiá is the store's customers'.
  await chooseTenantRole(page, /Sabiá/, /^Gestor/);
  await expect(page).toHaveURL(/\/home$/);
  await menu(page).getByRole("link", { name: "Auditoria" }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();
  return page.getByRole("region", { name: /Registros, do mais recente ao mais antigo/ });
}

/** Full-page screenshots in the light theme at 1280 and 375 px (and the 375 px viewport alone). */
export async function shoot(page: Page, directory: string, name: string) {
  mkdirSync(directory, { recursive: true });
  await page.evaluate(() => {
    document.documentElement.dataset.theme = "light";
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${directory}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${directory}/${name}-${width}-viewport.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * professor (one teacher's role, straight to the platform home) has neither staff page: no menu entry, and the
 * page's address shows its refusal.
 */
export async function expectRefusedToProfessor(page: Page, entry: string, path: string, alert: string) {
  await signInAt(page, "professor");
  await expect(page).toHaveURL(/\/home$/);
  await expect(menu(page).getByRole("link", { name: "Início" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: entry })).toHaveCount(0);
  await page.goto(path);
  await expect(page.getByRole("alert").filter({ hasText: alert })).toHaveText(alert);
}

/** The operation host (spec §6), where operators sign in; Chromium resolves *.localhost to this machine. */
export const operationOrigin = (baseURL = process.env.BASE_URL ?? "http://localhost:3000") =>
  `http://operacao.localhost:${new URL(baseURL).port}`;

/** operador signs in on the operation host's sign-in page and lands on the platform home, as support does. */
export async function operatorSignsIn(page: Page) {
  await signInAt(page, "operador", `${operationOrigin()}/auth/signin`);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Answers the page's reads of its session (GET /api/auth/session) with the real one as `change` rewrites it (the
 * rights and role of a model's input, an impersonation the replay started); `change` null passes it through.
 */
export async function rewriteSession(page: Page, change: () => ((real: SessionInfo) => SessionInfo) | null) {
  await page.route("**/api/auth/session?*", async (route) => {
    const rewrite = change();
    if (!rewrite || route.request().method() !== "GET") return route.fallback();
    // Node does not resolve *.localhost as Chromium does: the same server, by its plain name.
    const url = new URL(route.request().url());
    url.hostname = "localhost";
    const response = await route.fetch({ url: url.href });
    if (!response.ok()) return route.fulfill({ response });
    return route.fulfill({ response, json: rewrite((await response.json()) as SessionInfo) });
  });
}
