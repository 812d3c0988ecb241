import { expect, test, type APIRequestContext, type Browser, type Page } from "./recorded-test.ts";
import { createAccount, newPerson, signInFromPage, solvedCaptcha } from "./identity-support.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/**
 * Sessions that really end (issue 25), as a person meets them: sign in on the sign-in page, open My Account's
 * "Sessões ativas", sign another device out, sign out everywhere (the other tab shows the §4 dialog), and a
 * `?tokenId=` hand-off for someone else asks before switching. Screenshots for the issue go to docs/screenshots/.
 */
// Two browsers, several sign-ins and axe on a shared 2-core machine: well past the 30 s default.
test.describe.configure({ timeout: 180_000 });

const firefoxOnLinux = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

async function signInOnPage(page: Page, person: ReturnType<typeof newPerson>) {
  await signInFromPage(page, person.username, person.password);
  await expect(page).toHaveURL(/\/home$/);
  await waitForHydration(page);
}

async function openSessions(page: Page) {
  await page.getByRole("button", { name: "Menu da conta" }).click();
  await page.getByRole("link", { name: "Minha conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  await page.getByRole("tab", { name: "Sessões ativas" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Sessões ativas" })).toBeVisible();
  return page.getByRole("list", { name: "Sessões ativas" }).getByRole("listitem");
}

/** Another browser (its own storage and User-Agent), signed in as the same person. */
async function otherDevice(
  browser: Browser,
  baseURL: string | undefined,
  person: ReturnType<typeof newPerson>,
) {
  const context = await browser.newContext({ baseURL, userAgent: firefoxOnLinux });
  const page = await context.newPage();
  await signInOnPage(page, person);
  return { context, page };
}

/** A hand-off code for `person`, made the way an application link makes one (sign-in, then token/hand-off). */
async function handOffCodeFor(request: APIRequestContext, person: ReturnType<typeof newPerson>) {
  const signIn = await request.post("/api/auth/signin/tenants/sabia", {
    headers: { captcha: await solvedCaptcha(request) },
    data: { username: person.username, password: person.password, applicationAlias: "artmed-marketplace" },
  });
  expect(signIn.status()).toBe(200);
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const handOff = await request.post("/api/auth/token/hand-off", {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(handOff.status()).toBe(200);
  return ((await handOff.json()) as { tokenId: string }).tokenId;
}

test.describe("sessions that really end (issue 25)", () => {
  test("My Account lists the sessions, signs another device out, and signs out everywhere", async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const person = newPerson("sessoes");
    await createAccount(request, person);
    await signInOnPage(page, person);
    const phone = await otherDevice(browser, baseURL, person);

    // This browser, the other device, and the sign-up's own session (the account was created through the API).
    const sessions = await openSessions(page);
    await expect(sessions).toHaveCount(3);
    const here = sessions.filter({ hasText: "Este dispositivo" });
    await expect(here).toHaveCount(1);
    await expect(here).toContainText(/Chrome em (Windows|Linux)/);
    await expect(here).toContainText("127.0.0.1");
    const other = sessions.filter({ hasText: "Firefox em Linux" });
    await expect(other.getByText("Último acesso")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "docs/screenshots/my-account-sessions.png", fullPage: true });

    // Signing the other device out: that browser's next look at the page shows the disconnected dialog (§4).
    await other.getByRole("button", { name: "Sair da sessão Firefox em Linux" }).click();
    await expect(sessions).toHaveCount(2);
    await expect(other).toHaveCount(0);
    await phone.page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const disconnected = phone.page.getByRole("dialog", { name: "Desconectado" });
    await expect(disconnected).toBeVisible();
    await expectNoAxeViolations(phone.page);
    await disconnected.getByRole("button", { name: "Entrar novamente" }).click();
    await expect(phone.page).toHaveURL(/\/auth\/signin/);
    await phone.context.close();

    // Sign out everywhere, with a second tab open: this tab goes to sign-in, the other shows the §4 dialog.
    const secondTab = await page.context().newPage();
    await secondTab.goto("/home");
    await waitForHydration(secondTab);
    await expect(secondTab.getByRole("button", { name: "Menu da conta" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Sair de todos os lugares" }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    await expect(secondTab.getByRole("dialog", { name: "Sessão encerrada" })).toBeVisible();
  });

  test("a hand-off for someone else asks first: keep this session, or continue as the other person", async ({
    page,
    request,
  }) => {
    const ana = { ...newPerson("ana"), name: "Ana Souza" };
    const bruno = { ...newPerson("bruno"), name: "Bruno Lima" };
    await createAccount(request, ana);
    await createAccount(request, bruno);
    await signInOnPage(page, ana);

    await page.goto(`/home?tokenId=${await handOffCodeFor(request, bruno)}`);
    const question = page.getByRole("alertdialog", { name: "Trocar de conta?" });
    await expect(question).toBeVisible();
    await expect(question).toContainText("Você está conectado como Ana Souza. Continuar como Bruno Lima?");
    await expect(page).not.toHaveURL(/tokenId=/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: "docs/screenshots/hand-off-question.png", fullPage: false });

    // Keep: still Ana. The keyboard alone answers it.
    await question.getByRole("button", { name: "Manter a conta de Ana Souza" }).focus();
    await page.keyboard.press("Enter");
    await expect(question).toBeHidden();
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.locator("body")).toContainText("Ana Souza");
    await page.keyboard.press("Escape");

    // Switch: now Bruno.
    await page.goto(`/home?tokenId=${await handOffCodeFor(request, bruno)}`);
    await page
      .getByRole("alertdialog", { name: "Trocar de conta?" })
      .getByRole("button", { name: "Continuar como Bruno Lima" })
      .click();
    await expect(page.getByRole("alertdialog", { name: "Trocar de conta?" })).toBeHidden();
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await expect(page.locator("body")).toContainText("Bruno Lima");
  });
});
