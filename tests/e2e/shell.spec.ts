import { expect, test, type Page } from "./recorded-test.ts";
import {
  accessAs,
  clearStoredSession,
  fillSignIn,
  newPerson,
  readMailbox,
  solvedCaptcha,
  tokenSettled,
} from "./identity-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** Issue 14 (ADR 035): where staff land, the platform home, header widgets, side menu, /redirect and /wc. */

/** The operation host on the test server's port (Chromium resolves *.localhost to loopback): operador signs in there. */
const operationHost = `http://operacao.localhost:${new URL(process.env.BASE_URL ?? "http://localhost:3000").port}`;

async function signInThroughThePortal(page: Page, username: string, password = "Sabia@2026") {
  await page.goto(username === "operador" ? `${operationHost}/auth/signin` : "/auth/signin");
  await waitForHydration(page);
  await fillSignIn(page, username, password);
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });
const statusDialog = (page: Page) => page.getByRole("dialog", { name: "Status das aplicações" });

test.describe("where staff land and the platform home", () => {
  test("gestora: role selection, then the home with menu, bell, status dialog and switcher", async ({
    page,
    context,
  }) => {
    await signInThroughThePortal(page, "gestora");
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole("button", { name: "Mantenedora" }).click();
    await page.getByRole("combobox", { name: "Mantenedora" }).click();
    await page.getByRole("option", { name: /Sabiá/ }).click();
    await page.getByRole("button", { name: /^Gestor/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Gabriela Santos!" })).toBeVisible();
    const access = page.getByRole("region", { name: "Seu acesso" });
    await expect(access).toContainText("Mantenedora");
    await expect(access).toContainText("Gestor");
    await expect(access).toContainText("Sabiá Marketplace");
    await expect(
      page.getByRole("region", { name: "Notificações recentes" }).getByRole("listitem"),
    ).toHaveCount(5);

    // Side menu: fixed entry, features with children, an endpoint; the filter keeps a parent of a match.
    await expect(menu(page).getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");
    await expect(menu(page).getByRole("link", { name: "Documentação da API" })).toHaveAttribute(
      "href",
      "/api/docs",
    );
    await menu(page).getByLabel("Filtrar o menu").fill("MEUS");
    await expect(menu(page).getByRole("link")).toHaveText(["Meus cursos"]);
    await expect(menu(page).getByText("Cursos", { exact: true })).toBeVisible();
    await menu(page).getByLabel("Filtrar o menu").fill("");

    await expect(page.getByRole("button", { name: /^Notificações/ })).toBeVisible();

    // Status dialog: 443 × 652, the list fetched on every opening, filtered by name ignoring case.
    let statusCalls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/settings/applications") statusCalls += 1;
    });
    await page.getByRole("button", { name: "Status das aplicações" }).click();
    const dialog = statusDialog(page);
    await expect(dialog.getByRole("row")).toHaveCount(6);
    const box = (await dialog.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([443, 652]);
    await expect(dialog.getByRole("row", { name: /Gestão Acadêmica/ })).toContainText("Instável");
    await expect(dialog.getByRole("row", { name: /Relatórios/ })).toContainText("Fora de operação");
    await expect(dialog.getByRole("row", { name: /Portal do Aluno/ })).toContainText("Operacional");
    await dialog.getByLabel("Buscar aplicação").fill("gestão");
    await expect(dialog.getByRole("row")).toHaveCount(2);
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Status das aplicações" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(statusDialog(page).getByRole("row")).toHaveCount(6);
    expect(statusCalls).toBe(2);
    await page.keyboard.press("Escape");
    await expect(statusDialog(page)).toHaveCount(0);

    // The switcher opens another application through /redirect/{alias} in a new tab, signed in by a hand-off code.
    await page.getByRole("button", { name: "Outras aplicações" }).click();
    const gestao = page
      .getByRole("group", { name: "Abrir outra aplicação" })
      .getByRole("link", { name: /^Gestão Acadêmica/ });
    await expect(gestao).toHaveAttribute("href", "/redirect/sabia-gestao");
    await expect(gestao).toHaveAttribute("target", "_blank");
    const [tab] = await Promise.all([context.waitForEvent("page"), gestao.click()]);
    await expect(tab).toHaveURL(/\/wc\/sabia-gestao\/sabia-app-home$/);
    await expect(tab.getByRole("heading", { level: 1, name: "Gestão Acadêmica" })).toBeVisible();
    await expect(tab.getByRole("status").filter({ hasText: "Componente carregado" })).toBeVisible();
  });

  test("professor, with one right, lands straight in the home", async ({ page }) => {
    await signInThroughThePortal(page, "professor");
    await expect(page).toHaveURL(/\/home$/);
    const access = page.getByRole("region", { name: "Seu acesso" });
    await expect(access).toContainText("Instituição");
    await expect(access).toContainText("Professor");
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByRole("button", { name: "Trocar perfil" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Minha conta" })).toHaveAttribute("href", "/my-account");
  });

  test("a temporary password goes to the expired-password page from the portal and from the marketplace modal", async ({
    page,
    request,
  }) => {
    // A fresh account with an e-mailed temporary password, as the quick purchase makes them (the demo novato is
    // used by session.spec.ts, which changes its password while this file may run).
    const person = newPerson("temp");
    const created = await request.post("/api/subscription/users/fast-buy", {
      headers: { captcha: await solvedCaptcha(request) },
      data: {
        name: person.name,
        email: person.email,
        cpf: person.cpf,
        cellphone: person.cellphone,
        friendlyUrl: "qualidade-e-seguranca-do-paciente",
      },
    });
    expect(created.status()).toBe(201);
    const mail = await readMailbox(page, person.email, "Sua conta Sabiá para a compra");
    const password = /Senha temporária: (\S+)/.exec(mail)![1]!;

    // A customer of the store lands on the store (ADR 066), so the password change leads back to "/".
    await signInThroughThePortal(page, person.email, password);
    await expect(page).toHaveURL(/\/auth\/password\/expired\?returnUrl=%2F$/);
    await clearStoredSession(page);

    await page.goto("/curso/uti-online-2-edicao");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
    await fillSignIn(page, person.email, password);
    await expect(page).toHaveURL(/\/auth\/password\/expired\?returnUrl=%2Fcurso%2Futi-online-2-edicao$/);
    await expect(page.getByRole("heading", { name: "Troque sua senha" })).toBeVisible();
  });

  test("operador impersonates aluno from the menu: the bar on platform and store pages, no sign-out, and the bar's 'Sair do acesso' restores him", async ({
    page,
  }) => {
    await signInThroughThePortal(page, "operador");
    await expect(page).toHaveURL(/\/home$/);
    // Operation mode (a role without a tenant): access-as in the menu, no application switcher.
    await expect(page.getByRole("button", { name: "Outras aplicações" })).toHaveCount(0);
    await menu(page).getByRole("link", { name: "Acessar como" }).click();
    await expect(page).toHaveURL(/\/impersonate$/);
    await accessAs(page, "aluno", "aluno");
    await expect(page).toHaveURL(/\/home$/);
    const bar = page.getByRole("region", { name: "Você está acessando como Ana Lúcia Moreira" });
    await expect(bar).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Ana Lúcia Moreira!" })).toBeVisible();
    // Spec §6: sign-out is disabled while impersonating; the bar is the way out.
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByRole("button", { name: "Sair", exact: true })).toBeDisabled();
    await page.keyboard.press("Escape");

    // The store, from the side menu (issue 28): the same bar, and its user menu cannot sign out either.
    await menu(page).getByRole("link", { name: "Vitrine" }).click();
    await expect(page).toHaveURL(/\/$/);
    const storeBar = page.getByRole("region", { name: "Você está acessando como Ana Lúcia Moreira" });
    await expect(storeBar).toBeVisible();
    await page.getByRole("button", { name: /^Menu do usuário: Ana Lúcia Moreira/ }).click();
    await expect(page.getByRole("button", { name: "Sair", exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
    // The footer ends above the bar: nothing of the page is under it.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    const footerBottom = await page
      .getByRole("contentinfo")
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    const barTop = await storeBar.evaluate((region) => region.getBoundingClientRect().top);
    expect(footerBottom).toBeLessThanOrEqual(barTop + 1);
    await storeBar.getByRole("button", { name: "Sair do acesso" }).click();
    await expect(page).toHaveURL(/\/impersonate$/);
    await expect(page.getByRole("region", { name: /Você está acessando como/ })).toHaveCount(0);
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByText("Otávio Pereira")).toBeVisible();
  });
});

test.describe("side menu sizes", () => {
  test("at 1280 px the menu sits beside the content and folds to a mini menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInThroughThePortal(page, "professor");
    await expect(page).toHaveURL(/\/home$/);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(Math.round((await menu(page).boundingBox())!.width)).toBe(256);
    expect(Math.round((await page.getByRole("banner").boundingBox())!.height)).toBe(80);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(Math.round((await menu(page).boundingBox())!.width)).toBe(72);
    await expect(menu(page).getByLabel("Filtrar o menu")).toHaveCount(0);
    await expect(menu(page).getByRole("link", { name: "Início" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("at 375 px the menu is a drawer that closes after navigating", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInThroughThePortal(page, "operador");
    await expect(page).toHaveURL(/\/home$/);
    expect(Math.round((await page.getByRole("banner").boundingBox())!.height)).toBe(64);
    await expect(menu(page)).toHaveCount(0);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByLabel("Filtrar o menu")).toBeFocused();
    // Focus stays in the drawer: from its first control Shift+Tab wraps to the last, and Tab back. The role's
    // features load after the drawer opens: the last link is there first (a CI run wrapped to an earlier one).
    await expect(menu(page).getByRole("link", { name: "Fila de suporte" })).toBeVisible();
    await page.getByRole("button", { name: "Fechar o menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(menu(page).getByRole("link").last()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Fechar o menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await menu(page).getByRole("link", { name: "Acessar como" }).click();
    await expect(page).toHaveURL(/\/impersonate$/);
    await expect(menu(page)).toHaveCount(0);
  });
});

test.describe("gating and hand-offs", () => {
  test("an application the person holds no role in does not open; an unregistered web component is a 404", async ({
    page,
  }) => {
    await signInThroughThePortal(page, "professor");
    await expect(page).toHaveURL(/\/home$/);
    await tokenSettled(page, "present");
    await page.goto("/redirect/sabia-gestao");
    await expect(page.getByRole("heading", { name: "Não foi possível abrir esta aplicação." })).toBeVisible();
    await page.getByRole("link", { name: "Voltar ao início" }).click();
    await expect(page).toHaveURL(/\/home$/);
    const response = await page.goto("/wc/sabia-gestao/nao-existe");
    expect(response?.status()).toBe(404);
  });
});

test.describe("accessibility and looks", () => {
  test("the home, the menu and the status dialog are axe-clean in any of the four themes", async ({
    page,
  }) => {
    // One sign-in through the form, then eight axe runs with the themes switched in place.
    test.slow();
    await signInThroughThePortal(page, "professor");
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole("region", { name: "Notificações recentes" }).getByRole("listitem").first(),
    ).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
    await page.getByRole("button", { name: "Status das aplicações" }).click();
    await expect(statusDialog(page).getByRole("row")).toHaveCount(6);
    await expectNoAxeViolationsInEveryTheme(page);
  });

  test("screenshots of the home, the menu and the status dialog at 1280 and 375 px", async ({
    page,
  }, testInfo) => {
    // Kept with the test's output (or in SHELL_SCREENSHOTS) for a person to look at; the test checks what they show.
    const folder = process.env.SHELL_SCREENSHOTS ?? testInfo.outputPath();
    await signInThroughThePortal(page, "gestora");
    await page.getByRole("button", { name: "Instituição" }).click();
    await page.getByRole("combobox", { name: "Mantenedora" }).click();
    await page.getByRole("option", { name: /Sabiá/ }).click();
    await page.getByRole("combobox", { name: "Instituição" }).click();
    await page.getByRole("option").first().click();
    await page.getByRole("button", { name: /Coordenador de Curso/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await expect(
        page.getByRole("region", { name: "Notificações recentes" }).getByRole("listitem").first(),
      ).toBeVisible();
      // Every header button is inside the window (the avatar menu too, at 375 px).
      const avatar = (await page.getByRole("button", { name: "Menu da conta" }).boundingBox())!;
      expect(avatar.x + avatar.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${folder}/home-${width}.png` });
      if (width === 375) {
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        await expect(menu(page)).toBeVisible();
        await page.screenshot({ path: `${folder}/menu-${width}.png` });
        await page.keyboard.press("Escape");
      } else {
        await page.getByRole("button", { name: "Menu", exact: true }).click();
        await page.screenshot({ path: `${folder}/menu-mini-${width}.png` });
        await page.getByRole("button", { name: "Menu", exact: true }).click();
      }
      await page.getByRole("button", { name: "Status das aplicações" }).click();
      await expect(statusDialog(page).getByRole("row")).toHaveCount(6);
      const details = (await statusDialog(page)
        .getByRole("link", { name: "Detalhes de Relatórios" })
        .boundingBox())!;
      expect(details.x + details.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${folder}/status-${width}.png` });
      await page.keyboard.press("Escape");
      await page.getByRole("button", { name: "Outras aplicações" }).click();
      await page.screenshot({ path: `${folder}/switcher-${width}.png` });
      await page.keyboard.press("Escape");
    }
  });
});
