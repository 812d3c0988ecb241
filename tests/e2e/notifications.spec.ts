import { expect, test, type Page } from "./recorded-test.ts";
import { accessAs, createAccount, fillSignIn, newPerson } from "./identity-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/**
 * The platform header's notifications (issue 14, spec §4): seeded gestora has 30 (a third read), professor 12.
 * Tests that change read marks use their own notifications (gestora's "Meta atingida", professor's all), so
 * they run in parallel with the others.
 */

/** Signs in on the identity page as a person does, landing on `path` (a platform page) afterwards. */
async function signInTo(page: Page, username: string, path: string, password = "Sabia@2026", origin = "") {
  await page.goto(`${origin}${path}`);
  await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=/);
  await waitForHydration(page);
  await fillSignIn(page, username, password);
  await expect(page).toHaveURL(new RegExp(`${path.replace("/", "\\/")}$`));
}

const bell = (page: Page) => page.getByRole("button", { name: /^Notificações/ });
const menu = (page: Page) => page.getByRole("dialog", { name: "Notificações" });
const items = (page: Page) => menu(page).getByRole("list").getByRole("button");
/** The number of unread notifications the bell's label gives (0 without a dot). */
const unreadOnBell = async (page: Page) =>
  Number(/(\d+) não lidas?/.exec((await bell(page).getAttribute("aria-label")) ?? "")?.[1] ?? 0);

async function openMenu(page: Page) {
  await expect(bell(page)).toHaveAccessibleName(/não lida/);
  await bell(page).click();
  await expect(menu(page)).toBeVisible();
  await expect(items(page).first()).toBeVisible();
}

test.describe("notifications in the platform header (issue 14)", () => {
  test("gestora: the dot, a soft read that the server keeps, and the dialog of one without a URL", async ({
    page,
  }) => {
    await signInTo(page, "gestora", "/welcome");
    await openMenu(page);
    const before = await unreadOnBell(page);
    // The dot carries the count (issue 28), as the label says it.
    await expect(bell(page)).toHaveText(before > 9 ? "9+" : String(before));
    expect(before).toBeGreaterThan(0);
    // The menu is 325 px wide, its list at most 400 px high (spec §9).
    expect((await menu(page).boundingBox())!.width).toBe(325);
    expect((await menu(page).getByRole("list").boundingBox())!.height).toBeLessThanOrEqual(400);

    const unreadWithoutUrl = items(page)
      .filter({ hasText: "Não lida" })
      .filter({ hasText: /Meta atingida|Aviso da mantenedora|Reunião de coordenação/ })
      .first();
    const title = (await unreadWithoutUrl.innerText()).split("\n")[0]!.trim();
    await unreadWithoutUrl.click();
    const detail = page.getByRole("dialog", { name: title });
    await expect(detail).toBeVisible();
    await expect(detail).toContainText(/Enviada em \d+ de \S+ de \d{4}/);
    await expectNoAxeViolations(page);
    await detail.getByRole("button", { name: "Fechar" }).click();
    await expect(detail).toHaveCount(0);
    await expect(bell(page)).toBeFocused();

    // Soft read: read at once, one fewer on the bell.
    expect(await unreadOnBell(page)).toBe(before - 1);
    await bell(page).click();
    const read = items(page).filter({ hasText: title }).first();
    await expect(read).not.toContainText("Não lida");

    // The server was told: after a reload it is still read.
    await page.reload();
    await openMenu(page);
    await expect(items(page).filter({ hasText: title }).first()).not.toContainText("Não lida");
  });

  test("gestora: the list loads the next pages as its end scrolls into view, 30 in all", async ({ page }) => {
    await signInTo(page, "gestora", "/welcome");
    await openMenu(page);
    await expect(items(page)).toHaveCount(10);
    const list = menu(page).getByRole("list");
    for (const count of [20, 30]) {
      await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await expect(items(page)).toHaveCount(count);
    }
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    await expect(menu(page).getByRole("img", { name: "Carregando mais notificações…" })).toHaveCount(0);
    await expect(items(page)).toHaveCount(30);
    await expect(items(page).last()).toContainText("Atualização da plataforma (3)");
  });

  test("gestora: an http address opens in a new window, an in-app path navigates", async ({
    page,
    context,
  }) => {
    await context.route("https://relatorios.sabia.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Relatório</title><h1>Relatório</h1>" }),
    );
    await signInTo(page, "gestora", "/welcome");
    await openMenu(page);
    const external = items(page).filter({ hasText: "Relatório mensal" }).first();
    await expect(external).toHaveAccessibleName(/abre em uma nova janela/);
    const popup = page.waitForEvent("popup");
    await external.click();
    await expect(await popup).toHaveURL("https://relatorios.sabia.example/matriculas");
    await expect(page).toHaveURL(/\/welcome$/);

    await bell(page).click();
    await items(page).filter({ hasText: "Nova matrícula" }).first().click();
    await expect(page).toHaveURL(/\/minhas-compras$/);
  });

  test("keyboard: arrows open the menu on a notification and move between them, Escape closes it", async ({
    page,
  }) => {
    await signInTo(page, "gestora", "/welcome");
    await expect(bell(page)).toHaveAccessibleName(/não lida/);
    await bell(page).focus();
    await page.keyboard.press("Enter");
    await expect(items(page).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(items(page).nth(1)).toBeFocused();
    // End and ↑ on the bell reach the last notification loaded (whose visibility then loads the next page).
    const focusedIndex = () =>
      items(page).evaluateAll((buttons) => buttons.indexOf(document.activeElement as HTMLButtonElement));
    await page.keyboard.press("End");
    await expect.poll(focusedIndex).toBe(9);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);
    await expect(bell(page)).toBeFocused();
    await expect(bell(page)).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedIndex).toBeGreaterThanOrEqual(9);
  });

  test("professor: mark all as read takes the dot away, and it stays away", async ({ page }) => {
    await signInTo(page, "professor", "/impersonate");
    await openMenu(page);
    await expect(items(page).filter({ hasText: "Não lida" }).first()).toBeVisible();
    await menu(page).getByRole("button", { name: "Marcar todas como lidas" }).click();
    await expect(bell(page)).toHaveAccessibleName("Notificações");
    await expect(items(page).filter({ hasText: "Não lida" })).toHaveCount(0);
    await expect(menu(page).getByRole("button", { name: "Marcar todas como lidas" })).toBeDisabled();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(bell(page)).toHaveAccessibleName("Notificações");
  });

  test("a new person has no notifications: the empty state", async ({ page, request }) => {
    const person = newPerson("notif");
    await createAccount(request, person);
    await signInTo(page, person.username, "/impersonate", person.password);
    await page.waitForLoadState("networkidle");
    await bell(page).click();
    await expect(menu(page)).toContainText("Você não tem notificações.");
    await expect(menu(page).getByRole("button", { name: "Marcar todas como lidas" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("while impersonating the bell is disabled (spec §6)", async ({ page, baseURL }) => {
    // Operators sign in on the operation host (spec §6); Chromium resolves *.localhost to this machine.
    const operation = `http://operacao.localhost:${new URL(baseURL!).port}`;
    await signInTo(page, "operador", "/impersonate", "Sabia@2026", operation);
    await waitForHydration(page);
    await accessAs(page, "aluno", "aluno");
    await expect(page).toHaveURL(/\/home$/);
    // Leaves /home while it may still be checking its session, as a person can: that must not sign anyone out.
    await page.goto(`${operation}/impersonate`);
    await expect(page.getByRole("region", { name: /Você está acessando como/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Notificações", exact: true })).toBeDisabled();
  });

  // One sign-in, the themes switched in place: four sign-ins through the form were most of this test's time.
  test("the open menu and a notification's dialog are axe-clean in any of the four themes", async ({
    page,
  }) => {
    test.slow();
    await signInTo(page, "gestora", "/welcome");
    await openMenu(page);
    await expectNoAxeViolationsInEveryTheme(page);
    // An already read one without a URL: its dialog (reading it changes nothing).
    await items(page)
      .filter({ hasText: "Aviso da mantenedora" })
      .filter({ hasNotText: "Não lida" })
      .first()
      .click();
    await expect(page.getByRole("dialog", { name: "Aviso da mantenedora" })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
