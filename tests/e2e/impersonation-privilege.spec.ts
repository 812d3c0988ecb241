import { expect, test, type Page } from "./recorded-test.ts";
import { accessAs, fillSignIn } from "./identity-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** Operators sign in on the operation host (spec §6); Chromium resolves *.localhost to this machine. */
const operationHost = (baseURL: string | undefined) => `http://operacao.localhost:${new URL(baseURL!).port}`;

/** The operator signs in on the sign-in page and lands on /impersonate, as support does. */
async function openImpersonation(page: Page, origin: string) {
  await page.goto(`${origin}/auth/signin?returnUrl=${encodeURIComponent("/impersonate")}`);
  await waitForHydration(page);
  await fillSignIn(page, "operador", "Sabia@2026");
  await expect(page).toHaveURL(/\/impersonate$/);
  await waitForHydration(page);
}

/** …and starts accessing as someone there. */
async function impersonate(page: Page, origin: string, username: string, roleAlias: string) {
  await openImpersonation(page, origin);
  await accessAs(page, username, roleAlias);
}

/** Issue 25 (ADR 050): what an operator helping someone may not do, as the pages say it. */
test.describe("privilege while impersonating", () => {
  // Two sign-ins and two page loads each: room for a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test("an operator acting as aluno cannot cancel her purchase: the page says why, the purchase stays paid", async ({
    page,
    baseURL,
  }) => {
    const origin = operationHost(baseURL);
    await impersonate(page, origin, "aluno", "aluno");
    await expect(page).toHaveURL(/\/home$/);
    // aluno's purchase paid by Pix two days ago (server/db/seed/seed-purchases.ts), inside the 7 days.
    await page.goto(`${origin}/minhas-compras`);
    const details = page.getByRole("link", { name: "Ver detalhes: Medicina de Emergência: Sala Vermelha" });
    await expect(page.getByRole("link", { name: /^Ver detalhes: / }).first()).toBeVisible();
    for (let number = 2; !(await details.isVisible()); number++) {
      await page.getByRole("link", { name: "Próxima" }).click();
      await expect(page.getByText(new RegExp(`^Página ${number} de \\d+$`))).toBeVisible();
    }
    await details.click();
    await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Enquanto você acessa como outro usuário, não é possível pagar" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText(/^Situação:/)).toContainText("Pagamento confirmado");
  });

  test("an operator cannot access as another operator: the page says staff act with their own sign-in", async ({
    page,
    baseURL,
  }) => {
    await openImpersonation(page, operationHost(baseURL));
    await page.getByRole("textbox", { name: "Usuário", exact: true }).fill("operador");
    await page.getByRole("button", { name: "Ver perfis" }).click();
    // Said when the person is looked up, and no role is offered (the server refuses the access too, ADR 050).
    await expect(
      page.getByRole("alert").filter({ hasText: "Não é possível acessar como operadores" }),
    ).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Perfil" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/impersonate$/);
    await expectNoAxeViolations(page);
  });

  test("the person is looked up by username and only their roles are offered (no free-text role)", async ({
    page,
    baseURL,
  }) => {
    await openImpersonation(page, operationHost(baseURL));
    const username = page.getByRole("textbox", { name: "Usuário", exact: true });
    await username.fill("ninguem-com-este-usuario");
    await page.getByRole("button", { name: "Ver perfis" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Nenhuma pessoa tem este usuário." }),
    ).toBeVisible();
    await username.fill("aluno");
    await username.press("Enter");
    const role = page.getByRole("combobox", { name: "Perfil", exact: true });
    await expect(role).toBeFocused();
    const offered = await role
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toContain("aluno");
    expect(new Set(offered).size).toBe(offered.length);
    await expect(page.getByText("Nenhuma pessoa tem este usuário.")).toHaveCount(0);
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
