import { expect, test } from "./recorded-test.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";
import { accessAs, signInFromPage, tokenSettled } from "./identity-support.ts";
import { signInAs, tokenFor } from "./session-tokens.ts";

test.describe("session guard and role selection (issue 6)", () => {
  test("an anonymous visitor of a platform page is sent to sign-in with the page as returnUrl", async ({
    page,
  }) => {
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=%2Fwelcome$/);
  });

  test("a platform page has a document title while the guard decides (the server's HTML too)", async ({
    request,
  }) => {
    for (const path of ["/welcome", "/impersonate", "/role-not-found"]) {
      expect(await (await request.get(path)).text()).toContain("<title>Carregando… — Sabiá</title>");
    }
  });

  test("gestora reaches role selection and switches between her tenants and institutions", async ({
    page,
  }) => {
    await signInAs(page, "gestora");
    await page.goto("/impersonate");
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Gabriela Santos");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Instituição" }).click();
    await page.getByRole("combobox", { name: "Mantenedora" }).click();
    await page.getByRole("option", { name: /Horizonte/ }).click();
    await page.getByRole("combobox", { name: "Instituição" }).click();
    await page.getByRole("option").first().click();
    await page.getByRole("button", { name: /Coordenador de Curso/ }).click();
    await expect(page).toHaveURL(/\/home$/);
    await tokenSettled(page, "present");

    // Back in the shell, the avatar menu shows the role and level, and offers to change it.
    await page.goto("/impersonate");
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByText("Perfil atual: Coordenador de Curso")).toBeVisible();
    await page.getByRole("button", { name: "Trocar perfil" }).click();
    const dialog = page.getByRole("dialog", { name: "Trocar perfil" });
    await dialog.getByRole("button", { name: "Mantenedora" }).click();
    await dialog.getByRole("combobox", { name: "Mantenedora" }).click();
    await dialog.getByRole("option", { name: /Sabiá/ }).click();
    await dialog.getByRole("button", { name: /Gestor/ }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("professor, with exactly one rights entry, lands straight in", async ({ page }) => {
    await signInAs(page, "professor");
    await page.goto("/impersonate");
    await expect(page).toHaveURL(/\/impersonate$/);
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByText("Perfil atual: Professor")).toBeVisible();
    await expect(page.getByRole("button", { name: "Trocar perfil" })).toHaveCount(0);
  });

  test("novato, with a temporary password, is sent to change it first, then in", async ({ page }) => {
    await signInAs(page, "novato");
    await page.goto("/welcome?tab=1");
    await expect(page).toHaveURL(/\/auth\/password\/expired\?returnUrl=%2Fwelcome%3Ftab%3D1$/);
    await waitForHydration(page);
    // One readable column at 1280 px, not fields stretched across the window (issue 16).
    expect((await page.getByLabel("Senha atual").boundingBox())!.width).toBeLessThanOrEqual(520);
    await page.getByLabel("Senha atual").fill("Temp@2026");
    await page.getByLabel("Nova senha", { exact: true }).fill("Ipe#Amarelo42");
    await page.getByLabel("Repita a nova senha").fill("Ipe#Amarelo42");
    await page.getByRole("button", { name: "Trocar senha" }).click();
    await expect(page).toHaveURL(/\/welcome\?tab=1$/);
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByText("Perfil atual: Aluno")).toBeVisible();
  });

  test("semacesso sees the no-role page and can sign out", async ({ page }) => {
    await signInAs(page, "semacesso");
    await page.goto("/welcome");
    await expect(page).toHaveURL(/\/role-not-found$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).toBeNull();
  });

  test("operador impersonates aluno, sees the bar, and leaves back where he started", async ({ page }) => {
    await signInAs(page, "operador");
    await page.goto("/impersonate?from=test");
    await waitForHydration(page);
    await accessAs(page, "aluno", "aluno");
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/impersonate");
    const bar = page.getByRole("region", { name: /Você está acessando como Ana Lúcia Moreira/ });
    await expect(bar).toBeVisible();
    await page.getByRole("button", { name: "Menu da conta" }).click();
    // Role change and sign-out are off while impersonating (spec §6): the bar is the way out.
    const signOut = page.getByRole("button", { name: "Sair", exact: true });
    await expect(signOut).toBeDisabled();
    await expect(signOut).toHaveAttribute("title", "Indisponível durante o acesso como outro usuário");
    await bar.getByRole("button", { name: "Sair do acesso" }).click();
    await expect(page).toHaveURL(/\/impersonate\?from=test$/);
    await expect(page.getByRole("region", { name: /Você está acessando como/ })).toHaveCount(0);
  });

  test("gestora cannot impersonate: the server answers 403", async ({ request }) => {
    const response = await request.post("/api/auth/signin/impersonate", {
      headers: { authorization: `Bearer ${await tokenFor("gestora", request)}` },
      data: { username: "aluno", roleAlias: "aluno" },
    });
    expect(response.status()).toBe(403);
  });

  test("a hand-off code in the address signs the new tab in, once", async ({ page, request }) => {
    const handOff = await request.post("/api/auth/token/hand-off", {
      headers: { authorization: `Bearer ${await tokenFor("professor", request)}` },
    });
    const { tokenId } = (await handOff.json()) as { tokenId: string };
    await page.goto(`/impersonate?tokenId=${tokenId}`);
    await expect(page).toHaveURL(/\/impersonate$/);
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.getByText("Pedro Henrique Lima")).toBeVisible();
    const again = await request.post("/api/auth/token/exchange", { data: { tokenId } });
    expect(again.status()).toBe(401);
  });

  test("a hand-off with a returnUrl goes on there when a role is current, and only to a page of this site", async ({
    page,
    browser,
  }) => {
    // professor signs in on the sign-in page (his one role is taken at once); his tab hands the session off, as a
    // link to another host of the platform does (spec §4), and the new tab opens with the code and a returnUrl.
    await signInFromPage(page, "professor", "Sabia@2026");
    await expect(page).toHaveURL(/\/home$/);
    // The platform frame shows once the guard let the page in, with the role taken and its token stored.
    await expect(page.getByRole("button", { name: "Menu da conta" })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem("sabia_accessToken"));
    const handOffCode = async () => {
      const handOff = await page.request.post("/api/auth/token/hand-off", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(handOff.status()).toBe(200);
      return ((await handOff.json()) as { tokenId: string }).tokenId;
    };
    const newTab = async () =>
      (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
    // Spec §4: the code is stored as the token and taken off the address; the person goes on to returnUrl.
    const tab = await newTab();
    await tab.goto(`/home?tokenId=${await handOffCode()}&returnUrl=%2Fmy-account`);
    await expect(tab).toHaveURL(/\/my-account$/);
    await expect(tab.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
    // Another site is no returnUrl: the person goes to this site's home instead.
    const other = await newTab();
    await other.goto(`/home?tokenId=${await handOffCode()}&returnUrl=https%3A%2F%2Fevil.example%2F`);
    await expect(other).toHaveURL(`${test.info().project.use.baseURL}/`);
    await expect(other).not.toHaveURL(/tokenId=/);
  });
});

test.describe("dropped session", () => {
  test("a token the API no longer accepts shows the disconnected dialog when the tab regains focus", async ({
    page,
  }) => {
    await signInAs(page, "professor");
    await page.goto("/impersonate");
    await expect(page).toHaveURL(/\/impersonate$/);
    await waitForHydration(page);
    // The focus listener lives in the platform layout, mounted once the session guard has let the page in; swapping
    // the token while the guard still checks would make the guard (not the dialog) answer.
    await expect(page.getByRole("heading", { level: 1, name: "Acessar como outro usuário" })).toBeVisible();
    await page.evaluate(() => {
      localStorage.setItem("sabia_accessToken", "expired.or.revoked");
      window.dispatchEvent(new Event("focus"));
    });
    await expect(page.getByRole("dialog", { name: "Desconectado" })).toBeVisible();
    await page.getByRole("button", { name: "Entrar novamente" }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });
});

test.describe("session check without an answer", () => {
  test("keeps the token (other tabs share it) and offers a retry that lets the page in", async ({ page }) => {
    await signInAs(page, "professor");
    // The browser cancels the call, as it does when the person leaves the page or the network drops.
    await page.route("**/api/auth/session?*", (route) => route.abort("failed"));
    await page.goto("/impersonate");
    await expect(
      page.getByRole("heading", { level: 1, name: "Não foi possível verificar sua sessão" }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).not.toBeNull();
    await expectNoAxeViolations(page);
    await page.unroute("**/api/auth/session?*");
    await page.getByRole("button", { name: "Tentar novamente" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Acessar como outro usuário" })).toBeVisible();
  });
});

test.describe("marketplace header when signed in", () => {
  test("shows the user menu (initial, name, e-mail, my courses, my purchases) and signs out", async ({
    page,
  }) => {
    await signInAs(page, "aluno");
    await page.goto("/");
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: "Menu do usuário: Ana Lúcia Moreira" });
    await expect(menuButton).toHaveText("A");
    await menuButton.click();
    await expect(page.getByText("aluno@sabia.dev")).toBeVisible();
    await expect(page.getByRole("link", { name: "Meus cursos" })).toHaveAttribute("href", "/meus-cursos");
    await expect(page.getByRole("link", { name: "Minhas compras" })).toHaveAttribute(
      "href",
      "/minhas-compras",
    );
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).toBeNull();
  });
});

test.describe("other tabs", () => {
  test("signing out in one tab shows the logged-out dialog in the other; switching role shows the role-changed alert", async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInAs(first, "gestora");
    const second = await context.newPage();
    // Each tab watches the token once the guard has let its page in (the role buttons show): wait for both.
    for (const tab of [first, second]) {
      await tab.goto("/impersonate");
      await expect(tab).toHaveURL(/\/welcome$/);
      await expect(tab.getByRole("button", { name: "Mantenedora" })).toBeVisible();
    }
    // Role change in the first tab → the second is told and offered a reload.
    await first.getByRole("button", { name: "Mantenedora" }).click();
    await first.getByRole("combobox", { name: "Mantenedora" }).click();
    await first.getByRole("option", { name: /Sabiá/ }).click();
    await first.getByRole("button", { name: /Gestor/ }).click();
    await expect(second.getByRole("alertdialog", { name: "Perfil alterado" })).toBeVisible();
    await second.getByRole("button", { name: "Recarregar" }).click();

    await first.goto("/impersonate");
    await second.goto("/impersonate");
    // The account menu belongs to the platform layout, which watches the token: both tabs must show it.
    for (const tab of [first, second])
      await expect(tab.getByRole("button", { name: "Menu da conta" })).toBeVisible();
    await first.getByRole("button", { name: "Menu da conta" }).click();
    await first.getByRole("button", { name: "Sair", exact: true }).click();
    await expect(second.getByRole("dialog", { name: "Sessão encerrada" })).toBeVisible();
  });
});
