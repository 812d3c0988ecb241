import { expect, test, type Page } from "./recorded-test.ts";
import { pngImage } from "../fixtures/images.ts";
import { createAccount, newPerson, signInFromPage, tokenSettled } from "./identity-support.ts";
import { applyTheme, expectNoAxeViolations, themeNames } from "./support.ts";

/**
 * Issue 14 (ADR 040): the current role's features fill the side menu, its tenant's theme (colours, logo, favicon)
 * dresses the platform, and the header avatar shows the person's photo. Every test starts on the sign-in page.
 */

/** Seed order: Sabiá is tenant 1, Horizonte tenant 2 (server/db/seed/identity-data.ts). */
const horizonteTenantId = 2;
const menu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });
const rootProperty = (page: Page, name: string) =>
  page.evaluate((property) => document.documentElement.style.getPropertyValue(property), name);

/** Role selection (first visit) or the avatar menu's role change: tenant by name, then the role's button. */
async function chooseTenantRole(scope: Page | ReturnType<Page["getByRole"]>, tenant: RegExp, role: RegExp) {
  await scope.getByRole("button", { name: "Mantenedora" }).click();
  await scope.getByRole("combobox", { name: "Mantenedora" }).click();
  await scope.getByRole("option", { name: tenant }).click();
  await scope.getByRole("button", { name: role }).click();
}

test.describe("features and theme of the current role", () => {
  test("gestora: her gestor menu in Sabiá, then a role switch reloads with Horizonte's theme, logo and favicon", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInFromPage(page, "gestora", "Sabia@2026");
    await expect(page).toHaveURL(/\/welcome$/);
    await chooseTenantRole(page, /Sabiá/, /^Gestor/);
    await expect(page).toHaveURL(/\/home$/);

    // The gestor's features: a "Gestão" parent with its children, no teaching entries; the filter finds a child.
    await expect(menu(page).getByRole("link", { name: "Gestão acadêmica" })).toHaveAttribute(
      "href",
      "/wc/sabia-gestao/sabia-app-home",
    );
    await expect(menu(page).getByRole("link", { name: "Portal do Aluno" })).toHaveCount(0);
    await menu(page).getByLabel("Filtrar o menu").fill("relatorios");
    await expect(menu(page).getByRole("link")).toHaveText(["Relatórios do tenant"]);
    await expect(menu(page).getByText("Gestão", { exact: true })).toBeVisible();
    await menu(page).getByRole("link", { name: "Relatórios do tenant" }).click();
    await expect(page).toHaveURL(/\/wc\/sabia-relatorios\/sabia-app-home$/);
    await expect(page.getByRole("status").filter({ hasText: "Componente carregado" })).toBeVisible();

    // Sabiá's teal is too light for text on white: the strong primary keeps its default; the logo is Sabiá's.
    await menu(page).getByLabel("Filtrar o menu").fill("");
    await menu(page).getByRole("link", { name: "Início" }).click();
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Sabiá Educação — Página inicial" }),
    ).toBeVisible();
    expect(await rootProperty(page, "--color-primary-strong")).toBe("");
    expect(await rootProperty(page, "--color-primary")).toBe("#3FB1B4");

    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("button", { name: "Trocar perfil" }).click();
    await chooseTenantRole(page.getByRole("dialog", { name: "Trocar perfil" }), /Horizonte/, /^Gestor/);
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Grupo Horizonte — Página inicial" }),
    ).toBeVisible();
    await expect.poll(() => rootProperty(page, "--color-primary-strong")).toBe("#7D3C98");
    const strong = await page
      .getByRole("button", { name: "Menu da conta" })
      .evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(strong).toBe("rgb(125, 60, 152)");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/api/media/tenant/horizonte.svg");
  });

  test("the Horizonte theme is axe-clean in all four themes, and the high-contrast ones keep their own colours", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await signInFromPage(page, "gestora", "Sabia@2026");
    await chooseTenantRole(page, /Horizonte/, /^Gestor/);
    await expect(page).toHaveURL(/\/home$/);
    await tokenSettled(page, "present");
    for (const theme of themeNames) {
      await applyTheme(context, baseURL, theme);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Grupo Horizonte — Página inicial" }),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Notificações recentes" }).getByRole("listitem").first(),
      ).toBeVisible();
      const expected = theme === "light" ? "#7D3C98" : "";
      await expect.poll(() => rootProperty(page, "--color-primary-strong")).toBe(expected);
      if (theme.startsWith("contrast")) expect(await rootProperty(page, "--color-primary")).toBe("");
      await expectNoAxeViolations(page);
    }
  });

  test("at 375 px the header with the tenant's logo and name still fits", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInFromPage(page, "gestora", "Sabia@2026");
    await chooseTenantRole(page, /Horizonte/, /^Gestor/);
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Grupo Horizonte — Página inicial" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu da conta" })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath("horizonte-home-375.png") });
  });

  test("professor: teaching entries lead to the portal's page; no management", async ({ page }) => {
    await signInFromPage(page, "professor", "Sabia@2026");
    await expect(page).toHaveURL(/\/home$/);
    await expect(menu(page).getByRole("link", { name: "Gestão acadêmica" })).toHaveCount(0);
    await menu(page).getByRole("link", { name: "Portal do Aluno" }).click();
    await expect(page).toHaveURL(/\/wc\/sabia-portal\/sabia-course-portal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Portal do Aluno" })).toBeVisible();
  });
});

test.describe("header avatar", () => {
  test("shows the initial until a photo is saved in My Account, then the photo with its alt text", async ({
    page,
    request,
  }) => {
    const person = newPerson("avatar");
    await createAccount(request, person);
    await signInFromPage(page, person.username, person.password);
    await expect(page).toHaveURL(/\/home$/);
    const avatar = page.getByRole("banner").getByRole("button", { name: "Menu da conta" });
    await expect(avatar.getByRole("img")).toHaveCount(0);
    await expect(avatar).toHaveText(person.name.charAt(0).toUpperCase());

    // A new account's basic role: the storefront only — no courses, no management, no API documentation.
    await expect(menu(page).getByRole("link", { name: "Vitrine" })).toBeVisible();
    await expect(menu(page).getByRole("link")).toHaveText(["Início", "Vitrine"]);

    await avatar.click();
    await page.getByRole("link", { name: "Minha conta" }).click();
    await page.getByRole("tab", { name: "Foto" }).click();
    await page
      .getByLabel("Escolher nova foto")
      .setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: pngImage(700, 800) });
    await page.getByRole("button", { name: "Enviar foto" }).click();
    const photo = avatar.getByRole("img", { name: `Foto de ${person.name}` });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(700);
    await page.reload();
    await expect(page.getByRole("banner").getByRole("img", { name: `Foto de ${person.name}` })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("independent tabs (spec §4 Other tabs)", () => {
  test("a tab on the Portal do Aluno (independent tabs on) keeps the new token for itself; a platform tab is told", async ({
    context,
  }) => {
    test.setTimeout(60_000);
    const first = await context.newPage();
    await signInFromPage(first, "gestora", "Sabia@2026");
    await chooseTenantRole(first, /Sabiá/, /^Gestor/);
    await expect(first).toHaveURL(/\/home$/);

    const portal = await context.newPage();
    await portal.goto("/wc/sabia-portal/sabia-course-portal");
    // The student portal, with no course named in the address, points to My Courses.
    await expect(portal.getByRole("heading", { name: "Escolha um curso" })).toBeVisible();
    await expect(portal.getByRole("link", { name: "Ir para Meus cursos" })).toBeVisible();
    // The workspace (which knows the portal's setting) has loaded once the menu shows the role's features.
    await expect(menu(portal).getByRole("link", { name: "Gestão acadêmica" })).toBeVisible();
    const platform = await context.newPage();
    await platform.goto("/home");
    await expect(menu(platform).getByRole("link", { name: "Gestão acadêmica" })).toBeVisible();

    await first.getByRole("button", { name: "Menu da conta" }).click();
    await first.getByRole("button", { name: "Trocar perfil" }).click();
    await chooseTenantRole(first.getByRole("dialog", { name: "Trocar perfil" }), /Horizonte/, /^Gestor/);

    await expect(platform.getByRole("alertdialog", { name: "Perfil alterado" })).toBeVisible();
    // The portal tab keeps the new token — Horizonte's gestor role — for itself (read from the token's claims).
    const tabTenant = () =>
      portal.evaluate(() => {
        const token = sessionStorage.getItem("sabia_sessionToken");
        if (!token) return null;
        const claims = JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as {
          role: { tenantId: number } | null;
        };
        return claims.role?.tenantId ?? null;
      });
    await expect.poll(tabTenant).toBe(horizonteTenantId);
    await expect(portal.getByRole("alertdialog", { name: "Perfil alterado" })).toHaveCount(0);
    // …and its header follows that role at once, on the same page, without a navigation or a reload.
    await expect(
      portal.getByRole("banner").getByRole("link", { name: "Grupo Horizonte — Página inicial" }),
    ).toBeVisible();
    await expect(portal).toHaveURL(/\/wc\/sabia-portal\/sabia-course-portal$/);
    await expect(portal.getByRole("heading", { name: "Escolha um curso" })).toBeVisible();
  });
});
