import { expect, test } from "./recorded-test.ts";
import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { storageKeys } from "#src/services/config.ts";
import { signInAs, tokenFor } from "./session-tokens.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";
import {
  createAccount,
  fillSignIn,
  linkIn,
  maskedCellphone,
  maskedCpf,
  newPerson,
  readMailbox,
  signInFromPage,
  signOut,
  sixDigitCodeIn,
  solveCaptcha,
  storedToken,
  typeMasked,
} from "./identity-support.ts";

test.describe("identity portal", () => {
  test("a new person signs up with a valid CPF, reads the welcome mail in /dev/mailbox and signs in", async ({
    page,
  }) => {
    const person = newPerson("ana");
    await page.goto("/signup");
    await waitForHydration(page);

    // Errors first: each tied to its field, focus on the first one.
    await page.getByLabel("Senha", { exact: true }).fill(person.password);
    await page.getByLabel("Repita a senha").fill("Outra#2026x");
    await page.getByLabel("E-mail").fill("nao-e-email");
    await page.getByRole("button", { name: "Criar conta" }).click();
    const cpf = page.getByLabel("CPF");
    await expect(cpf).toBeFocused();
    await expect(cpf).toHaveAccessibleDescription("Campo obrigatório.");
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("O e-mail é inválido.");
    await expect(page.getByLabel("Repita a senha")).toHaveAccessibleDescription("As senhas não conferem.");
    await expect(page.getByLabel("Celular")).toHaveAccessibleDescription("Campo obrigatório.");
    await expect(
      page.getByText("Para prosseguir você deve concordar com a política de privacidade."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // Masks: digits typed become 000.000.000-00 and (99) 99999-9999.
    await typeMasked(cpf, person.cpf, maskedCpf(person.cpf));
    await page.getByLabel("Nome completo").fill(person.name);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Usuário", { exact: true }).fill(person.username);
    await page.getByLabel("Repita a senha").fill(person.password);
    await typeMasked(page.getByLabel("Celular"), person.cellphone, maskedCellphone(person.cellphone));
    await expect(page.getByLabel("Celular")).toHaveValue("(11) 98765-4321");
    await page.getByRole("checkbox", { name: /política de privacidade/ }).check();
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Conta criada! Você já está conectado." }),
    ).toBeVisible();
    // The notice travels with that navigation only: a reload does not repeat it.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Conta criada! Você já está conectado.")).toHaveCount(0);

    // Signed out, the person follows the e-mailed link and signs in with the new account.
    const mail = await readMailbox(page, person.email, "Bem-vindo ao Sabiá");
    expect(mail).toContain(person.username);
    await signOut(page);
    await page.goto(linkIn(mail, "/auth/signin"));
    await waitForHydration(page);
    await fillSignIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/home$/);
    expect(await storedToken(page)).toBeTruthy();

    // A second sign-up with the same CPF is refused on the CPF field.
    await signOut(page);
    await page.goto("/auth/signup");
    await waitForHydration(page);
    const again = newPerson("bis");
    await typeMasked(page.getByLabel("CPF"), person.cpf, maskedCpf(person.cpf));
    await page.getByLabel("Nome completo").fill(again.name);
    await page.getByLabel("E-mail").fill(again.email);
    await page.getByLabel("Usuário", { exact: true }).fill(again.username);
    await page.getByLabel("Senha", { exact: true }).fill(again.password);
    await page.getByLabel("Repita a senha").fill(again.password);
    await typeMasked(page.getByLabel("Celular"), again.cellphone, maskedCellphone(again.cellphone));
    await page.getByRole("checkbox", { name: /política de privacidade/ }).check();
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByLabel("CPF")).toHaveAccessibleDescription("CPF já cadastrado no sistema.");
    await expect(page.getByLabel("CPF")).toBeFocused();

    // A new CPF with the e-mail of a demo account: §8 'user already registered', on the e-mail field.
    await typeMasked(page.getByLabel("CPF"), again.cpf, maskedCpf(again.cpf));
    await page.getByLabel("E-mail").fill("aluno@sabia.dev");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription(
      "Usuário já cadastrado com este e-mail.",
    );
    await expect(page.getByLabel("E-mail")).toBeFocused();
    await expect(page.getByLabel("CPF")).not.toHaveAccessibleDescription("CPF já cadastrado no sistema.");
  });

  test("dupla signs in with the e-mailed 6-digit code; a wrong code says so", async ({ page }) => {
    await page.goto("/auth/signin?returnUrl=%2Fbusca%3Fq%3Dx");
    await waitForHydration(page);
    await fillSignIn(page, "dupla", "Sabia@2026");
    const dialog = page.getByRole("dialog", { name: "Verificação em duas etapas" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("d***@sabia.dev");
    const code = sixDigitCodeIn(await readMailbox(page, "dupla@sabia.dev", "Seu código de acesso"));
    expect(code).toMatch(/^\d{6}$/);

    await dialog.getByLabel("Código de 6 dígitos").fill(code === "000000" ? "111111" : "000000");
    await dialog.getByRole("button", { name: "Verificar" }).click();
    await expect(dialog.getByLabel("Código de 6 dígitos")).toHaveAccessibleDescription(
      "Código incorreto, tente novamente.",
    );
    await expect(dialog.getByLabel("Código de 6 dígitos")).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Código de 6 dígitos").fill(code);
    await dialog.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/busca\?q=x$/);
    expect(await storedToken(page)).toBeTruthy();
  });

  test("a reset link works once, then says it was used", async ({ page, request }) => {
    const person = newPerson("reset");
    await createAccount(request, person);
    await page.goto("/forgot-password");
    await waitForHydration(page);
    await page.getByLabel("Usuário ou e-mail").fill(person.username);
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByRole("status")).toContainText("Se houver uma conta");

    const link = linkIn(
      await readMailbox(page, person.email, "Redefinição de senha"),
      "/auth/password/change/",
    );
    await page.goto(link);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Crie uma nova senha" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Nova senha", { exact: true }).fill("Trocada#2026");
    await page.getByLabel("Repita a nova senha").fill("Trocada#2026");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page.getByRole("status")).toHaveText("Senha atualizada! Você já pode entrar.");

    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText("Este link já foi usado ou é inválido.");
    await expectNoAxeViolations(page);

    await signInFromPage(page, person.username, "Trocada#2026");
    await expect(page).toHaveURL(/\/home$/);
  });

  test("repeated wrong passwords end in the throttling message", async ({ page }) => {
    const login = `robo${Date.now().toString(36)}`;
    await page.goto("/auth/signin");
    await waitForHydration(page);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillSignIn(page, login, "Errada#2026");
      await expect(page.getByRole("alert")).toHaveText("Usuário ou senha inválidos.");
      await expect(page.getByLabel("Usuário ou e-mail")).toBeFocused();
    }
    await fillSignIn(page, login, "Errada#2026");
    await expect(page.getByRole("alert")).toHaveText(
      "Tentativas de login excedidas. Tente novamente mais tarde.",
    );
    await expectNoAxeViolations(page);
  });

  test("return URLs stay on this site; a signed-in visitor leaves the auth pages for / with the query", async ({
    page,
  }) => {
    await page.goto(`/signin/${encodeURIComponent("//evil.example/x")}`);
    await waitForHydration(page);
    await fillSignIn(page, "aluno", "Sabia@2026");
    // An unsafe return URL is dropped: a customer lands on this site's store (ADR 035, ADR 066).
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto("/auth/signin?utm_source=mail");
    await expect(page).toHaveURL(/\/\?utm_source=mail$/);
  });

  test("a token in this tab's session storage (independent tabs) or in local storage also leaves the auth pages for /", async ({
    page,
  }) => {
    const token = await tokenFor("aluno", page.request);
    await page.goto("/politica-de-privacidade");
    await page.evaluate(
      ([key, value]) => window.sessionStorage.setItem(key!, value!),
      [storageKeys.sessionToken, token],
    );
    expect(await storedToken(page)).toBeNull();
    for (const path of ["/auth/signup?ref=tab", "/forgot-password?ref=tab"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/\?ref=tab$/);
    }

    await page.evaluate(() => window.sessionStorage.clear());
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [storageKeys.accessToken, token],
    );
    await page.goto("/auth/forgot-username?ref=shared");
    await expect(page).toHaveURL(/\/\?ref=shared$/);
  });

  for (const path of [
    "/auth/signin",
    "/signin/email-exists",
    "/auth/signup",
    "/auth/forgot-username",
    "/auth/password/reset",
    "/auth/password/expired",
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("forgot username mails the username; the password page changes a signed-in person's password", async ({
    page,
    request,
  }) => {
    await page.goto("/auth/forgot-username");
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill("novato@sabia.dev");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("status")).toContainText("Se houver uma conta");
    expect(await readMailbox(page, "novato@sabia.dev", "Seu usuário")).toContain("novato");

    const person = newPerson("troca");
    await createAccount(request, person);
    await page.goto("/auth/signin?returnUrl=%2Fauth%2Fpassword%2Fsecurity%3FreturnUrl%3D%252Fbusca");
    await waitForHydration(page);
    await fillSignIn(page, person.username, person.password);
    await expect(page.getByRole("heading", { name: "Troque sua senha" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Senha atual").fill(person.password);
    await page.getByLabel("Nova senha", { exact: true }).fill(person.password);
    await page.getByLabel("Repita a nova senha").fill(person.password);
    await page.getByRole("button", { name: "Trocar senha" }).click();
    await expect(page.getByLabel("Nova senha", { exact: true })).toHaveAccessibleDescription(
      /A nova senha deve ser diferente da anterior\.$/,
    );
    await expect(page.getByLabel("Nova senha", { exact: true })).toBeFocused();
    await page.getByLabel("Nova senha", { exact: true }).fill("Definitiva#26");
    await page.getByLabel("Repita a nova senha").fill("Definitiva#26");
    await page.getByRole("button", { name: "Trocar senha" }).click();
    await expect(page).toHaveURL(/\/busca$/);
  });

  test("/cadastrar-cpf: signed out goes to sign in; signed in, the CPF is checked, must be unique, and is saved", async ({
    page,
  }) => {
    await page.goto("/cadastrar-cpf");
    await expect(page).toHaveURL(/\/signin\/%2Fcadastrar-cpf$/);

    await signInAs(page, "semacesso");
    await page.goto("/cadastrar-cpf");
    await waitForHydration(page);
    const cpf = page.getByRole("textbox", { name: "CPF" });
    await typeMasked(cpf, "11111111111", maskedCpf("11111111111"));
    await page.getByRole("button", { name: "Salvar CPF" }).click();
    await expect(cpf).toHaveAccessibleDescription("CPF inválido.");
    await typeMasked(cpf, "52998224725", maskedCpf("52998224725"));
    await page.getByRole("button", { name: "Salvar CPF" }).click();
    await expect(cpf).toHaveAccessibleDescription("CPF já cadastrado no sistema.");
    await expect(cpf).toBeFocused();
    await expectNoAxeViolations(page);
    const fresh = generateCpf();
    await typeMasked(cpf, fresh, maskedCpf(fresh));
    await page.getByRole("button", { name: "Salvar CPF" }).click();
    await expect(page.getByRole("status")).toHaveText("CPF salvo.");
  });
});
