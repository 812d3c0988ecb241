import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** Spec §2 course menu: 'All categories' as a disclosure navigation, and the phone's full-screen search. */

const openHome = async (page: Page) => {
  await page.goto("/");
  await waitForHydration(page);
};

/** From the home page, the keyboard's start: focus on the 'All categories' button. */
const focusMenuTrigger = async (page: Page) => {
  await openHome(page);
  const trigger = page.getByRole("button", { name: "Todas as categorias" });
  await trigger.focus();
  return trigger;
};

const menuOf = (page: Page) => page.getByRole("navigation", { name: "Todas as categorias" });

test.describe("the course menu on a desktop (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("opens with the keyboard, moves across areas, into categories and back; Escape closes and returns focus", async ({
    page,
  }) => {
    const trigger = await focusMenuTrigger(page);
    await page.keyboard.press("ArrowDown");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const menu = menuOf(page);
    const area = (name: string) => menu.getByRole("link", { name, exact: true });
    await expect(area("Medicina")).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(area("Saúde Mental")).toBeFocused();
    await expect(menu.getByRole("heading", { name: "Categorias de Saúde Mental" })).toBeVisible();
    await page.keyboard.press("End");
    await expect(menu.getByRole("list").first().getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Home");
    await expect(area("Medicina")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(area("Medicina")).toBeFocused();
    await page.keyboard.press("ArrowDown");

    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("link", { name: "Psicologia Clínica" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Psiquiatria" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("link", { name: "Ver todos os cursos de Saúde Mental" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.getByRole("link", { name: "Psicologia Clínica" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(area("Saúde Mental")).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toBeFocused();
  });

  test("Enter on the button opens the menu and a category link is followed with Enter", async ({ page }) => {
    await focusMenuTrigger(page);
    await page.keyboard.press("Enter");
    await expect(menuOf(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(menuOf(page).getByRole("link", { name: "Medicina", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expect(menuOf(page).getByRole("link", { name: "Medicina de Emergência" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/cursos-medicina\/medicina-de-emergencia$/);
    await expect(menuOf(page)).toBeHidden();
  });

  test("hovering an area shows its categories", async ({ page }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Todas as categorias" }).hover();
    const menu = menuOf(page);
    await menu.getByRole("link", { name: "Veterinária", exact: true }).hover();
    await expect(menu.getByRole("heading", { name: "Categorias de Veterinária" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Anestesiologia Veterinária" })).toBeVisible();
    await menu.getByRole("link", { name: "Medicina", exact: true }).hover();
    await expect(menu.getByRole("heading", { name: "Categorias de Medicina" })).toBeVisible();
    await menu.getByRole("link", { name: "Cardiologia" }).click();
    await expect(page).toHaveURL(/\/cursos-medicina\/cardiologia$/);
  });

  test("the open menu, with an area's categories, has no axe violations in any of the four themes", async ({
    page,
  }) => {
    await openHome(page);
    await page.getByRole("button", { name: "Todas as categorias" }).click();
    await menuOf(page).getByRole("link", { name: "Medicina", exact: true }).focus();
    await expect(menuOf(page).getByRole("heading", { name: "Categorias de Medicina" })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});

test.describe("the course menu on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("→ drills into an area's categories and ← comes back to that area; Escape closes", async ({
    page,
  }) => {
    const trigger = await focusMenuTrigger(page);
    await page.keyboard.press("ArrowDown");
    const menu = menuOf(page);
    // As a person would: the next key once the first area has focus (it moves there after the panel renders).
    await expect(menu.getByRole("link", { name: "Medicina", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Saúde Mental", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(menu.getByRole("heading", { name: "Categorias de Saúde Mental" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Psicologia Clínica" })).toBeFocused();
    await expect(menu.getByRole("link", { name: "Medicina", exact: true })).toBeHidden();
    await page.keyboard.press("ArrowLeft");
    await expect(menu.getByRole("link", { name: "Saúde Mental", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("the suggestions route", () => {
  test("answers the matching courses as JSON, and 400 naming termo when it is missing or too long", async ({
    request,
  }) => {
    const found = await request.get(`/busca/sugestoes?termo=${encodeURIComponent("  ventilação ")}`);
    expect(found.status()).toBe(200);
    const body = (await found.json()) as { text: string; courses: { name: string; friendlyUrl: string }[] };
    expect(body.text).toBe("ventilação");
    expect(body.courses.length).toBeGreaterThan(0);
    expect(body.courses.length).toBeLessThanOrEqual(5);
    expect(body.courses.map((course) => course.friendlyUrl)).toContain("ventilacao-mecanica-na-pratica");
    for (const query of ["", `?termo=${"a".repeat(201)}`]) {
      const refused = await request.get(`/busca/sugestoes${query}`);
      expect(refused.status()).toBe(400);
      expect(await refused.json()).toEqual({ field: "termo" });
    }
  });
});

test.describe("the full-screen search on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  const openSearch = async (page: Page) => {
    await openHome(page);
    await page.getByRole("link", { name: "Abrir busca" }).click();
    const dialog = page.getByRole("dialog", { name: "Buscar cursos" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test("suggestions follow the typed text and one of them opens its course", async ({ page }) => {
    const dialog = await openSearch(page);
    const field = dialog.getByRole("searchbox", { name: "Buscar cursos" });
    await expect(field).toBeFocused();
    await expect(
      dialog.getByRole("region", { name: "Cursos mais procurados" }).getByRole("link").first(),
    ).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Promoções" })).toBeVisible();
    await expect(
      dialog.getByRole("region", { name: "Áreas" }).getByRole("link", { name: "Medicina", exact: true }),
    ).toBeVisible();

    await field.pressSequentially("ventilação");
    const suggestions = dialog.getByRole("region", { name: "Sugestões" });
    await expect(suggestions.getByRole("status")).toHaveText(/^\d cursos? encontrados? para “ventilação”$/);
    await expect(suggestions.getByRole("link", { name: "Ventilação Mecânica na Prática" })).toBeVisible();
    await expect(suggestions.getByRole("link", { name: "Eletrocardiograma Descomplicado" })).toHaveCount(0);

    await suggestions.getByRole("link", { name: "Ventilação Mecânica na Prática" }).click();
    await expect(page).toHaveURL(/\/curso\/ventilacao-mecanica-na-pratica$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ventilação Mecânica na Prática");
    await expect(dialog).toBeHidden();
  });

  test("a text that matches nothing says so and shows popular courses", async ({ page }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("searchbox").fill("zzqqxxkk");
    const popular = dialog.getByRole("region", { name: "Cursos mais procurados" });
    await expect(popular.getByRole("status")).toHaveText(
      "Nenhum curso encontrado para “zzqqxxkk”. Veja os mais procurados.",
    );
    await expect(popular.getByRole("link").first()).toBeVisible();
  });

  test("Tab stays inside; Escape and the back button close it and focus returns to the opener", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    const opener = page.getByRole("link", { name: "Abrir busca" });
    const back = dialog.getByRole("button", { name: "Voltar", exact: true });
    const focusIsInside = () => page.evaluate(() => document.activeElement?.closest("dialog") !== null);

    await back.focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusIsInside()).toBe(true);
    await expect(dialog.getByRole("region", { name: "Áreas" }).getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(back).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await back.click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the open search, with suggestions, has no axe violations in any of the four themes", async ({
    page,
  }) => {
    const dialog = await openSearch(page);
    await dialog.getByRole("searchbox").fill("uti");
    await expect(dialog.getByRole("region", { name: "Sugestões" }).getByRole("status")).toContainText(
      "“uti”",
    );
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
