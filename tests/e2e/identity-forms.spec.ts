import { expect, test, type APIRequestContext, type Page } from "./recorded-test.ts";
import { signInAs } from "./session-tokens.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";
import {
  createAccount,
  linkIn,
  newPerson,
  readMailbox,
  signInFromPage,
  solvedCaptcha,
} from "./identity-support.ts";

/**
 * Every identity form, submitted empty: each field's error is its accessible description (aria-describedby),
 * focus is on the first invalid field, and the page has no axe violations before and after — in all four
 * themes. Form-level refusals stay in an alert (role=alert), as the other identity specs check.
 */

const required = "Campo obrigatório.";
const loginRequired = "Informe o login ou o e-mail.";
const captchaRequired = /Resolva o desafio antes de prosseguir\./;
const captcha = "Não sou um robô";

interface EmptyForm {
  name: string;
  /** Where the form is; a function when it needs a fresh reset link. */
  path: string | ((page: Page, request: APIRequestContext) => Promise<string>);
  signedIn?: boolean;
  submit: string;
  /** Field label (exact) → its expected description, in form order; the first one has focus. */
  errors: [label: string, description: string | RegExp][];
}

/** A fresh, valid reset link for a new account (the API asks for it; the link is read in /dev/mailbox). */
async function resetLink(page: Page, request: APIRequestContext): Promise<string> {
  const person = newPerson("axe");
  await createAccount(request, person);
  const response = await request.post(
    "/api/users/tenants/sabia/applications/artmed-marketplace/password/reset",
    {
      headers: { captcha: await solvedCaptcha(request) },
      data: { user: person.username },
    },
  );
  expect(response.status()).toBe(200);
  return linkIn(await readMailbox(page, person.email, "Redefinição de senha"), "/auth/password/change/");
}

const resetRequest = (path: string): EmptyForm => ({
  name: `reset request ${path}`,
  path,
  submit: "Enviar link",
  errors: [
    ["Usuário ou e-mail", loginRequired],
    [captcha, captchaRequired],
  ],
});

const forms: EmptyForm[] = [
  {
    name: "sign-in",
    path: "/auth/signin",
    submit: "Entrar",
    errors: [
      ["Usuário ou e-mail", loginRequired],
      ["Senha", required],
      [captcha, captchaRequired],
    ],
  },
  {
    name: "sign-up",
    path: "/auth/signup",
    submit: "Criar conta",
    errors: [
      ["CPF", required],
      ["Nome completo", required],
      ["E-mail", required],
      ["Usuário", required],
      ["Senha", /Campo obrigatório\.$/],
      ["Celular", "Campo obrigatório."],
      [captcha, captchaRequired],
    ],
  },
  {
    name: "forgot username",
    path: "/auth/forgot-username",
    submit: "Enviar",
    errors: [
      ["E-mail", required],
      [captcha, captchaRequired],
    ],
  },
  resetRequest("/forgot-password"),
  resetRequest("/auth/password/new"),
  resetRequest("/auth/password/change"),
  {
    name: "new password from the e-mailed link",
    path: resetLink,
    submit: "Salvar nova senha",
    errors: [
      ["Nova senha", /Campo obrigatório\.$/],
      ["Repita a nova senha", required],
    ],
  },
  {
    name: "password change /auth/password/security",
    path: "/auth/password/security",
    signedIn: true,
    submit: "Trocar senha",
    errors: [
      ["Senha atual", required],
      ["Nova senha", /Campo obrigatório\.$/],
      ["Repita a nova senha", required],
    ],
  },
];

/**
 * Each form is opened once; axe runs on the empty form and on its errors in each of the four themes, switched in
 * place (expectNoAxeViolationsInEveryTheme). One test per form rather than per form and theme: the account, the
 * reset link and the two-factor challenge are made once, not four times.
 */
test.describe("identity forms: errors on their fields, focus, axe in every theme", () => {
  for (const form of forms) {
    test(`${form.name}, in every theme`, async ({ page, request }) => {
      if (form.signedIn) await signInAs(page, "professor");
      await page.goto(typeof form.path === "string" ? form.path : await form.path(page, request));
      await waitForHydration(page);
      const main = page.getByRole("main");
      const submit = main.getByRole("button", { name: form.submit, exact: true });
      const field = (label: string) => main.getByLabel(label, { exact: true });

      await expect(submit).toBeEnabled();
      await expectNoAxeViolationsInEveryTheme(page);
      await submit.click();
      await expect(field(form.errors[0]![0])).toBeFocused();
      await expectNoAxeViolationsInEveryTheme(page);
      for (const [label, description] of form.errors) {
        await expect(field(label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(label)).toHaveAccessibleDescription(description);
      }
      await expect(main.getByRole("alert")).toHaveCount(0);
    });
  }

  test("an invalid reset token says so, in every theme", async ({ page }) => {
    await page.goto("/auth/password/change/nao-e-um-token-valido");
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "Este link já foi usado ou é inválido.",
    );
    await expect(page.getByRole("button", { name: "Pedir um novo link" })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });

  test("the two-factor dialog with its error, in every theme", async ({ page }) => {
    await signInFromPage(page, "dupla", "Sabia@2026");
    const dialog = page.getByRole("dialog", { name: "Verificação em duas etapas" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
    await dialog.getByRole("button", { name: "Verificar" }).click();
    const code = dialog.getByLabel("Código de 6 dígitos");
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription("Código incorreto, tente novamente.");
    await expectNoAxeViolationsInEveryTheme(page);
  });

  test("a wrong current password is 'invalid password' on its field; a refused sign-in stays an alert", async ({
    page,
  }) => {
    await signInAs(page, "professor");
    await page.goto("/auth/password/security");
    await waitForHydration(page);
    await page.getByLabel("Senha atual").fill("Errada#2026");
    await page.getByLabel("Nova senha", { exact: true }).fill("Outra#2026x");
    await page.getByLabel("Repita a nova senha").fill("Outra#2026x");
    await page.getByRole("button", { name: "Trocar senha" }).click();
    await expect(page.getByLabel("Senha atual")).toHaveAccessibleDescription("Senha inválida.");
    await expect(page.getByLabel("Senha atual")).toBeFocused();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });
});
