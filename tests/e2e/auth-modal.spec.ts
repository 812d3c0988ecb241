import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";
import { fillSignIn, readMailbox, sixDigitCodeIn, solveCaptcha, storedToken } from "./identity-support.ts";

const coursePath = "/curso/uti-online-2-edicao";
/** The SSO tenant's host on the test server's port (Chromium resolves *.localhost to loopback). */
const tenantCourseUrl = `http://hcfmusp.localhost:${new URL(process.env.BASE_URL ?? "http://localhost:3000").port}${coursePath}`;
const courseTitle = "UTI Online 2ª Edição";

const signInLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Entrar" });
const modal = (page: Page) => page.getByRole("dialog", { name: "Entrar" });
const focusIsInModal = (page: Page) =>
  page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement) ?? false);

async function openModal(page: Page, { url = coursePath, loginLabel = "Usuário ou e-mail" } = {}) {
  await page.goto(url);
  await waitForHydration(page);
  await signInLink(page).click();
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByLabel(loginLabel, { exact: true })).toBeFocused();
}

async function expectSignedInOnCoursePage(page: Page) {
  await expect(modal(page)).toHaveCount(0);
  const userMenu = page.getByRole("banner").getByRole("button", { name: /^Menu do usuário: / });
  await expect(userMenu).toBeVisible();
  await expect(userMenu).toBeFocused();
  await expect(signInLink(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(courseTitle);
  expect(await storedToken(page)).toBeTruthy();
}

test.describe("authentication modal on marketplace pages", () => {
  test("aluno signs in from the header's modal and stays on the course page with the user menu", async ({
    page,
  }) => {
    await openModal(page);
    await fillSignIn(page, "aluno", "Sabia@2026");
    await expectSignedInOnCoursePage(page);
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^Menu do usuário: / })
      .click();
    await expect(page.getByText("aluno@sabia.dev")).toBeVisible();
  });

  test("dupla gets the two-factor step inside the modal and stays on the course page", async ({ page }) => {
    await openModal(page);
    await fillSignIn(page, "dupla", "Sabia@2026");
    const twoFactor = page.getByRole("dialog", { name: "Verificação em duas etapas" });
    await expect(twoFactor).toBeVisible();
    // Escape there cancels the second step only: back to the modal's form.
    await page.keyboard.press("Escape");
    await expect(twoFactor).toHaveCount(0);
    await expect(modal(page)).toBeVisible();
    await fillSignIn(page, "dupla", "Sabia@2026");
    await expect(twoFactor).toBeVisible();
    await expect(twoFactor.getByLabel("Código de 6 dígitos")).toBeFocused();
    const code = sixDigitCodeIn(await readMailbox(page, "dupla@sabia.dev", "Seu código de acesso"));
    expect(code).toMatch(/^\d{6}$/);
    await twoFactor.getByLabel("Código de 6 dígitos").fill(code);
    await twoFactor.getByRole("button", { name: "Verificar" }).click();
    await expectSignedInOnCoursePage(page);
  });

  test("Escape and the close button close it, focus goes back to the sign-in button and stays inside while open", async ({
    page,
  }) => {
    await openModal(page);
    expect((await modal(page).boundingBox())?.width).toBe(440);
    for (const key of [...Array(12).fill("Tab"), ...Array(12).fill("Shift+Tab")]) {
      await page.keyboard.press(key);
      expect(await focusIsInModal(page)).toBe(true);
    }
    await expect(modal(page).getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expect(modal(page).getByRole("link", { name: "Cadastre-se" })).toHaveAttribute(
      "href",
      `/signup?returnUrl=${encodeURIComponent(coursePath)}`,
    );
    await page.keyboard.press("Escape");
    await expect(modal(page)).toHaveCount(0);
    await expect(signInLink(page)).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));

    await signInLink(page).press("Enter");
    await expect(modal(page)).toBeVisible();
    await modal(page).getByRole("button", { name: "Fechar" }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(signInLink(page)).toBeFocused();
    expect(await storedToken(page)).toBeNull();
  });

  test("on an SSO tenant's host the modal asks for the e-mail, offers the institution's sign-in and no sign-up", async ({
    page,
  }) => {
    await openModal(page, { url: tenantCourseUrl, loginLabel: "E-mail" });
    await expect(modal(page).getByText("Acesse com seu e-mail.")).toBeVisible();
    await expect(modal(page).getByRole("link", { name: "Entrar com sua instituição (SSO)" })).toHaveAttribute(
      "href",
      "/api/auth/sso/saml/login",
    );
    await expect(modal(page).getByRole("link", { name: "Cadastre-se" })).toHaveCount(0);
    await expect(modal(page).getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    await expectNoAxeViolations(page);

    // Sign-in goes to the host's tenant, not the default one.
    await modal(page).getByLabel("E-mail", { exact: true }).fill("aluno@sabia.dev");
    await modal(page).getByLabel("Senha", { exact: true }).fill("Sabia@2026");
    await solveCaptcha(page);
    const signIn = page.waitForRequest(
      (request) => request.method() === "POST" && request.url().includes("/api/auth/signin/"),
    );
    await modal(page).getByRole("button", { name: "Entrar", exact: true }).click();
    expect(new URL((await signIn).url()).pathname).toBe("/api/auth/signin/tenants/hcfmusp");
  });

  test("on a phone the modal takes the full width", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openModal(page);
    expect((await modal(page).boundingBox())?.width).toBe(375);
  });

  test("without JavaScript the header's button still goes to /signin/{returnUrl}", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(coursePath);
    await signInLink(page).click();
    await expect(page).toHaveURL(new RegExp(`/signin/${encodeURIComponent(coursePath)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entrar");
    await context.close();
  });

  test("the open modal has no axe violations in any of the four themes", async ({ page }) => {
    await openModal(page);
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
