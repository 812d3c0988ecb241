import { expect, test, type Page } from "./recorded-test.ts";
import { buyWithPix, openFromUserMenu, payWithPendingCard, sandbox } from "./checkout-support.ts";
import { expectNoAxeViolations, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

const courseName = "Qualidade e Segurança do Paciente";

/** The support desk of the sandbox confirms a requested cancellation (loopback only, like the payments sandbox). */
const confirmCancellation = (page: Page, id: number) =>
  page.request.post(`/api/dev/sandbox/purchases/${id}/confirm-cancellation`);

/** aluno signs in on the sign-in page and opens My Purchases from the user menu, as a customer does. */
async function openMyPurchasesAsAluno(page: Page) {
  await openFromUserMenu(page, "Minhas compras");
  await expect(page.getByRole("heading", { level: 1, name: "Minhas compras" })).toBeVisible();
}

/** Finds a purchase in My Purchases (turning pages as a person does) and opens its details. */
async function openDetails(page: Page, course: string) {
  const link = page.getByRole("link", { name: `Ver detalhes: ${course}` });
  await expect(page.getByRole("link", { name: /^Ver detalhes: / }).first()).toBeVisible();
  for (let number = 2; !(await link.isVisible()); number++) {
    await page.getByRole("link", { name: "Próxima" }).click();
    await expect(page.getByText(new RegExp(`^Página ${number} de \\d+$`))).toBeVisible();
  }
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
  await waitForHydration(page);
}

const status = (page: Page) => page.getByText(/^Situação:/);

test.describe("cancellation and refund (issue 13, spec §4/§9)", () => {
  test("inside 7 days: a purchase paid by Pix is cancelled with a full refund, access is blocked, support confirms", async ({
    page,
    request,
  }) => {
    const id = await buyWithPix(page, request, "cancel7");

    // Another person's purchase is not found, whichever id is typed (aluno's first purchase here).
    await page.goto("/minhas-compras/detalhes?compra=1");
    await expect(page.getByText("Não encontramos esta compra entre as suas.")).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Compra confirmada!" })).toBeVisible();

    await page.getByRole("link", { name: "Ver Minhas compras" }).click();
    await openDetails(page, courseName);
    await expect(status(page)).toContainText("Pagamento confirmado");
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByRole("heading", { name: "Cancelar esta compra?" })).toBeFocused();
    await expect(page.getByText(/dentro dos 7 dias do direito de arrependimento \(0 dias/)).toBeVisible();
    const paid = await page
      .getByRole("row", { name: /^Valor pago/ })
      .getByRole("cell")
      .textContent();
    await expect(page.getByRole("row", { name: /^Reembolso em crédito/ }).getByRole("cell")).toHaveText(
      paid!,
    );
    await expect(page.getByText(/^O crédito vale até /)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(status(page)).toContainText("Cancelamento solicitado");
    await expect(page.getByText(/^Cancelamento pedido em .* Reembolso de R\$/)).toBeVisible();
    await expect(
      page.getByText("O acesso a este curso está bloqueado desde o pedido de cancelamento."),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancelar compra" })).toHaveCount(0);

    await page.goto("/meus-cursos");
    await expect(page.getByRole("tab", { name: /^Em andamento/ })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByRole("link", { name: courseName })).toHaveCount(0);
    await page.goBack();
    await expect(status(page)).toContainText("Cancelamento solicitado");

    expect((await confirmCancellation(page, id)).status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Atualizar situação" }).click();
    await expect(status(page)).toContainText("Cancelamento confirmado");
    await expect(
      page.getByText(/^Cancelamento confirmado em .* Crédito de R\$\s.* válido até /),
    ).toBeVisible();
  });

  test("a card still with the operator: the cancellation waits for the money, then goes to support", async ({
    page,
    request,
  }) => {
    const id = await payWithPendingCard(page, request, "cancelcard");

    await page.goto("/minhas-compras");
    await openDetails(page, courseName);
    await expect(status(page)).toContainText("Pagamento em análise");
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByText(/ainda está a caminho: o cancelamento aguarda a chegada dele/)).toBeVisible();
    await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
    await expect(status(page)).toContainText("Aguardando cancelamento");

    expect((await sandbox.confirmCard(request, id)).status()).toBe(200);
    await page.getByRole("button", { name: "Atualizar situação" }).click();
    await expect(status(page)).toContainText("Cancelamento solicitado");
    expect((await confirmCancellation(page, id)).status()).toBe(200);
    await page.getByRole("button", { name: "Atualizar situação" }).click();
    await expect(status(page)).toContainText("Cancelamento confirmado");
  });

  test("past 7 days: the refund is the lessons not yet released less the 15 % fine; the person keeps the purchase", async ({
    page,
  }) => {
    await openMyPurchasesAsAluno(page);
    await openDetails(page, "ACLS: Suporte Avançado de Vida em Cardiologia");
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    // Seeded as paid 40 days before the day the server started; a run that crosses midnight in São Paulo reads 41.
    await expect(page.getByText(/^Já se passaram 4[01] dias desde o pagamento/)).toBeVisible();
    await expect(page.getByRole("row", { name: /^Aulas ainda não liberadas \(\d+ de \d+\)/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /^Multa \(15%\)/ }).getByRole("cell")).toHaveText(/^− R\$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Manter a compra" }).click();
    await expect(page.getByRole("heading", { name: "Cancelar esta compra?" })).toHaveCount(0);
    await expect(status(page)).toContainText("Pagamento confirmado");
  });

  test("no cancellation once every lesson is available, nor after a certificate within 7 days", async ({
    page,
  }) => {
    await openMyPurchasesAsAluno(page);
    await openDetails(page, "Psicologia Clínica na Prática");
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByRole("heading", { name: "Esta compra não pode ser cancelada" })).toBeFocused();
    await expect(page.getByText(/^Todas as aulas deste curso já estão liberadas/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Ver as condições de contrato" })).toHaveAttribute(
      "href",
      "/condicoes-de-contrato",
    );
    await page.getByRole("button", { name: "Entendi" }).click();
    await expect(status(page)).toContainText("Pagamento confirmado");

    await page.getByRole("link", { name: "Voltar para Minhas compras" }).click();
    await openDetails(page, "Avaliação Neuropsicológica");
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByText(/^O certificado foi emitido nos primeiros 7 dias/)).toBeVisible();
  });

  test("an overdue slip shows its late fee on the details and on the slip page", async ({ page }) => {
    await openMyPurchasesAsAluno(page);
    await openDetails(page, "Farmácia Clínica Hospitalar");
    const overdue = page.getByText(/^Boleto vencido: pago hoje, ele custa R\$\s[\d.,]+ \(multa de 2%/);
    await expect(overdue).toBeVisible();
    const dueToday = /R\$\s[\d.,]+/.exec((await overdue.textContent()) ?? "")![0];
    await page.getByRole("link", { name: "Abrir boleto" }).click();
    await expect(page).toHaveURL(/\/boleto\/\d+$/);
    await expect(page.getByText(`Valor para pagamento hoje: ${dueToday} (multa`)).toBeVisible();
  });

  test("a purchase's details and its refund quote have no axe violations in any of the four themes", async ({
    page,
  }) => {
    await openMyPurchasesAsAluno(page);
    await openDetails(page, "Medicina de Emergência: Sala Vermelha");
    await expectNoAxeViolationsInEveryTheme(page);
    await page.getByRole("button", { name: "Cancelar compra" }).click();
    await expect(page.getByRole("heading", { name: "Cancelar esta compra?" })).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
