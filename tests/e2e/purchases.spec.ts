import { expect, test } from "./recorded-test.ts";
import { buyWithPix, openFromUserMenu } from "./checkout-support.ts";
import { signInAs } from "./session-tokens.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme } from "./support.ts";

test.describe("after the purchase (issue 13, first slice)", () => {
  test("My Purchases lists aluno's purchases with their states; details show the numbers and how to get help", async ({
    page,
  }) => {
    await openFromUserMenu(page, "Minhas compras");
    await expect(page).toHaveURL(/\/minhas-compras$/);
    await expect(page.getByRole("heading", { level: 1, name: "Minhas compras" })).toBeVisible();
    for (const status of [
      "Pagamento confirmado",
      "Aguardando pagamento",
      "Pagamento em análise",
      "Compra cancelada",
      "Cancelamento solicitado",
    ])
      await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Ver detalhes: Transtornos de Ansiedade" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
    await expect(page.getByText("Aguardando pagamento")).toBeVisible();
    await expect(page.getByText(/^Precisa de ajuda\? Fale com o suporte/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Abrir boleto" })).toHaveAttribute("href", /^\/boleto\/\d+$/);
    await expectNoAxeViolations(page);
  });

  test("with the server out of reach, My Purchases says so (spec §8) and the retry loads it", async ({
    page,
  }) => {
    const purchasesCall = "**/api/candidate/courses/purchased-courses**";
    await page.route(purchasesCall, (route) => route.abort("connectionrefused"));
    await openFromUserMenu(page, "Minhas compras");
    await expect(page.getByRole("alert").filter({ hasText: "Erro ao conectar ao servidor." })).toBeVisible();
    await page.unroute(purchasesCall);
    await page.getByRole("button", { name: "Tentar de novo" }).click();
    await expect(page.getByText("Pagamento confirmado", { exact: true }).first()).toBeVisible();
  });

  test("My Courses shows courses in progress and expired as tabs, with access dates and progress", async ({
    page,
  }) => {
    await openFromUserMenu(page, "Meus cursos");
    await expect(page).toHaveURL(/\/meus-cursos$/);
    const inProgress = page.getByRole("tab", { name: /^Em andamento/ });
    await expect(inProgress).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("link", { name: "Psicologia Clínica na Prática" })).toBeVisible();
    await expect(panel.getByText(/^Acesso até /).first()).toBeVisible();
    await expect(panel.getByRole("progressbar").first()).toBeVisible();
    await inProgress.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: /^Expirados/ })).toBeFocused();
    await expect(panel.getByRole("link", { name: "Eletrocardiograma Descomplicado" })).toBeVisible();
    await expect(panel.getByText(/^Acesso encerrado em /)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a purchase paid in the checkout appears as confirmed in My Purchases and in My Courses", async ({
    page,
    request,
  }) => {
    await buyWithPix(page, request, "afterbuy");

    await page.getByRole("link", { name: "Ver Minhas compras" }).click();
    await expect(page).toHaveURL(/\/minhas-compras$/);
    await expect(
      page.getByRole("listitem").filter({ hasText: "Qualidade e Segurança do Paciente" }),
    ).toContainText("Pagamento confirmado");
    await page.goBack();
    await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
    await expect(page).toHaveURL(/\/meus-cursos$/);
    await expect(
      page.getByRole("tabpanel").getByRole("link", { name: "Qualidade e Segurança do Paciente" }),
    ).toBeVisible();
  });

  test("signed out, the pages offer sign-in with the way back", async ({ page }) => {
    await page.goto("/minhas-compras");
    await expect(page.getByRole("link", { name: "Entrar" }).last()).toHaveAttribute(
      "href",
      `/signin/${encodeURIComponent("/minhas-compras")}`,
    );
  });

  test("My Courses has no axe violations in any of the four themes", async ({ page }) => {
    // The way in is tested above; here only the page in each theme.
    await signInAs(page, "aluno");
    await page.goto("/meus-cursos");
    await expect(page.getByRole("tab", { name: /^Em andamento/ })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
