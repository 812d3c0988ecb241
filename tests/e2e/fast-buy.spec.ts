import { generateCpf } from "@brazilian-utils/brazilian-utils";
import { expect, test, type Page } from "./recorded-test.ts";
import {
  choosePlan,
  courseOnSale,
  openCheckoutFromCoursePage,
  sandbox,
  subscriptionIdOf,
} from "./checkout-support.ts";
import {
  fillSignIn,
  maskedCellphone,
  maskedCpf,
  newPerson,
  readMailbox,
  solveCaptcha,
  storedToken,
  typeMasked,
} from "./identity-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

async function fillFastBuy(
  page: Page,
  person: { name: string; email: string; cpf: string; cellphone: string },
) {
  await page.getByLabel("Nome completo").fill(person.name);
  await page.getByLabel("E-mail").first().fill(person.email);
  await typeMasked(page.getByLabel("CPF"), person.cpf, maskedCpf(person.cpf));
  await typeMasked(page.getByLabel("Celular"), person.cellphone, maskedCellphone(person.cellphone));
  await page.getByRole("checkbox", { name: /Li e concordo/ }).check();
  await solveCaptcha(page);
}

/** From the course page's "Comprar agora" to the quick purchase's form. */
async function openFastBuy(page: Page) {
  await openCheckoutFromCoursePage(page, courseOnSale);
  await page.getByRole("link", { name: "Compra rápida" }).click();
  await expect(page).toHaveURL(new RegExp(`/fast-buy/${courseOnSale}$`));
  await waitForHydration(page);
}

test.describe("quick purchase without registration (issue 12)", () => {
  test("a new person buys with Pix on the same page: the header knows them at once, the temporary password is e-mailed, and its change lands on My Courses", async ({
    page,
    request,
  }) => {
    const person = { ...newPerson("fastbuyafter"), cpf: generateCpf() };
    await openFastBuy(page);
    await fillFastBuy(page, person);
    await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
    await expect(page.getByRole("heading", { name: "Escolha como pagar" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/fast-buy/${courseOnSale}$`));
    expect(await storedToken(page)).toBeTruthy();
    // The header picks up the new account at once: no "Entrar" beside a purchase under way.
    await expect(page.getByRole("button", { name: `Menu do usuário: ${person.name}` })).toBeVisible();
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    await page.getByRole("button", { name: /^Gerar código Pix de R\$/ }).click();
    await expect(page.getByRole("heading", { name: "Pague com Pix" })).toBeVisible();
    expect((await sandbox.pay(request, await subscriptionIdOf(page, courseOnSale))).status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`Enviamos uma senha temporária para ${person.email}.`)).toBeVisible();

    const mail = await readMailbox(page, person.email, "Sua conta Sabiá para a compra");
    const temporary = /Senha temporária: (\S+)/.exec(mail)![1]!;
    await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
    await expect(page.getByRole("heading", { name: "Troque sua senha" })).toBeVisible();
    await waitForHydration(page);
    await page.getByLabel("Senha atual").fill(temporary);
    await page.getByLabel("Nova senha", { exact: true }).fill("Nova@Senha2026");
    await page.getByLabel("Repita a nova senha").fill("Nova@Senha2026");
    await page.getByRole("button", { name: "Trocar senha" }).click();
    await expect(page).toHaveURL(/\/meus-cursos$/);
    await expect(page.getByText("Senha alterada.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Qualidade e Segurança do Paciente" })).toBeVisible();
  });

  test("an e-mail that already has an account signs in there and comes back to the checkout", async ({
    page,
  }) => {
    await openFastBuy(page);
    await fillFastBuy(page, {
      name: "Ana Souza",
      email: "aluno@sabia.dev",
      cpf: generateCpf(),
      cellphone: "11987654321",
    });
    await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/signin/email-exists\\?returnUrl=${encodeURIComponent(`/checkout/${courseOnSale}`)}$`),
    );
    await waitForHydration(page);
    // The e-mail typed in the quick purchase is already there (issue 28).
    await expect(page.getByLabel("Usuário ou e-mail")).toHaveValue("aluno@sabia.dev");
    await fillSignIn(page, "aluno", "Sabia@2026");
    await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}$`));
    await expect(page.getByRole("heading", { name: "Escolha como pagar" })).toBeVisible();
  });

  test("wrong or missing details are named on their fields, focus on the first", async ({ page }) => {
    await openFastBuy(page);
    await page.getByLabel("Nome completo").fill("Ana Souza");
    await typeMasked(page.getByLabel("CPF"), "11111111111", "111.111.111-11");
    await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
    await expect(page.getByLabel("E-mail").first()).toBeFocused();
    await expect(page.getByLabel("CPF")).toHaveAccessibleDescription(/CPF inválido/);
    await expect(page.getByRole("checkbox", { name: /Li e concordo/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  test("the quick-purchase form has no axe violations in any of the four themes", async ({ page }) => {
    await page.goto(`/fast-buy/${courseOnSale}`);
    await waitForHydration(page);
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
