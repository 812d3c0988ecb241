import { readFileSync } from "node:fs";
import { sandboxCards } from "#src/domain/payments/sandbox-cards.ts";
import { expect, test, type Browser, type Page } from "./recorded-test.ts";
import {
  buyWithPixAs,
  choosePlan,
  courseOnSale,
  fillCard,
  signInToCheckout,
  subscriptionIdOf,
} from "./checkout-support.ts";
import { readMailbox } from "./identity-support.ts";
import { failExam, watchModules } from "./portal-support.ts";
import { collectConsoleErrors, expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";
import { expectRefusedToProfessor, gestoraOnAudit, menu, shoot, signInAt } from "./staff-support.ts";

/**
 * Issue 30, the support queue (ADR 081): every test starts at the sign-in page. A new customer pays with the
 * sandbox card that waits for review, or cancels a Pix purchase; the operator signs in on the operation portal,
 * hears of it on the bell, opens "Fila de suporte" from the menu and works the item; the customer's purchase page
 * and mailbox follow. Each test has its own customer, so nothing the other specs share changes. Axe in the four
 * themes; screenshots at 1280 and 375 px.
 */
const operationHost = `http://operacao.localhost:${new URL(process.env.BASE_URL ?? "http://localhost:3000").port}`;
const screenshots = process.env.QUEUE_SCREENSHOTS ?? "/tmp/queue-shots";
const courseName = "Qualidade e Segurança do Paciente";

/** A new customer pays `courseOnSale` with the card that waits for review; the person and the purchase's id. */
async function cardInReview(page: Page, tag: string) {
  const person = await signInToCheckout(page, page.request, courseOnSale, tag);
  await choosePlan(page, 1);
  await fillCard(page, sandboxCards.pending);
  await page.getByRole("button", { name: /^Pagar R\$/ }).click();
  await expect(page.getByRole("heading", { name: "Pagamento em análise" })).toBeVisible();
  return { person, id: await subscriptionIdOf(page, courseOnSale) };
}

/** The operator signs in on the operation portal and opens the queue from the side menu. */
async function operatorOnQueue(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await signInAt(page, "operador", `${operationHost}/auth/signin`);
  await expect(page).toHaveURL(/\/home$/);
  await menu(page).getByRole("link", { name: "Fila de suporte" }).click();
  await expect(page).toHaveURL(/\/support-queue$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fila de suporte" })).toBeVisible();
  await waitForHydration(page);
  return page;
}

/** The customer's item in the queue (found by her username, which only she has). */
const itemOf = (page: Page, username: string) =>
  page.getByRole("article").filter({ hasText: `(${username})` });

/** The purchase's details page, as the customer reads it. */
async function purchaseStatus(page: Page, id: number) {
  await page.goto(`/minhas-compras/detalhes?compra=${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Detalhes da compra" })).toBeVisible();
  return page.getByText(/^Situação:/);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("a card in review: the operator hears of it, confirms it from the queue, and the customer's purchase is paid", async ({
  page,
  browser,
}) => {
  const { person, id } = await cardInReview(page, "queuecard");
  const operator = await operatorOnQueue(browser);
  const errors = collectConsoleErrors(operator);

  // The bell told the operator; its notification opens the queue.
  await operator.getByRole("button", { name: /^Notificações/ }).click();
  await expect(
    operator
      .getByRole("dialog", { name: "Notificações" })
      .getByRole("button", { name: /Cartão em análise/ })
      .first(),
  ).toBeVisible();
  await operator.keyboard.press("Escape");

  const item = itemOf(operator, person.username);
  await expect(item.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`— ${courseName}$`));
  await expect(operator.getByRole("heading", { level: 2, name: /^Cartões em análise/ })).toBeVisible();
  await expectNoAxeViolationsInEveryTheme(operator);
  await shoot(operator, screenshots, "support-queue");

  // Keyboard: the item's "Confirmar" is reached and pressed like any button.
  await item.getByRole("button", { name: "Confirmar" }).focus();
  await operator.keyboard.press("Enter");
  await expect(operator.getByText("Confirmado. O cliente foi avisado por e-mail.")).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(errors).toEqual([]);

  await expect(await purchaseStatus(page, id)).toContainText("Pagamento confirmado");
  expect(await readMailbox(page, person.email, "Pagamento confirmado")).toContain(courseName);
});

test("a card refused with a reason: the reason is required, then the customer may pay again and reads why", async ({
  page,
  browser,
}) => {
  const { person, id } = await cardInReview(page, "queuerefuse");
  const operator = await operatorOnQueue(browser);
  const form = itemOf(operator, person.username).getByRole("form", { name: "Recusar o pagamento" });
  await form.getByRole("button", { name: "Recusar pagamento" }).click();
  await expect(form.getByLabel("Motivo da recusa")).toHaveAccessibleDescription(
    /Escreva o motivo \(de 3 a 500 caracteres\)\./,
  );
  await expectNoAxeViolationsInEveryTheme(operator);
  const reason = "O banco emissor não confirmou a titularidade do cartão.";
  await form.getByLabel("Motivo da recusa").fill(reason);
  await form.getByRole("button", { name: "Recusar pagamento" }).click();
  await expect(operator.getByText("Pagamento recusado. O cliente foi avisado por e-mail.")).toBeVisible();
  await expect(itemOf(operator, person.username)).toHaveCount(0);

  await expect(await purchaseStatus(page, id)).toContainText("Aguardando pagamento");
  expect(await readMailbox(page, person.email, "Pagamento com cartão recusado")).toContain(reason);
});

test("a cancellation: the customer asks for it, the operator confirms it from the queue, the purchase follows", async ({
  page,
  browser,
}) => {
  const { person, id } = await cardInReview(page, "queuecancel");
  // The card is confirmed first (from the queue), then the customer cancels within the 7 days.
  const operator = await operatorOnQueue(browser);
  await itemOf(operator, person.username).getByRole("button", { name: "Confirmar" }).click();
  await expect(itemOf(operator, person.username)).toHaveCount(0);

  const status = await purchaseStatus(page, id);
  await expect(status).toContainText("Pagamento confirmado");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Cancelar compra" }).click();
  await page.getByRole("button", { name: "Confirmar cancelamento" }).click();
  await expect(status).toContainText("Cancelamento solicitado");

  await operator.getByRole("button", { name: "Atualizar a fila" }).click();
  const item = itemOf(operator, person.username);
  await expect(operator.getByRole("heading", { level: 2, name: /^Cancelamentos a confirmar/ })).toBeVisible();
  await expect(item).toContainText("Reembolso integral");
  await expectNoAxeViolationsInEveryTheme(operator);
  await shoot(operator, screenshots, "support-queue-cancellation");
  await item.getByRole("button", { name: "Confirmar" }).click();
  await expect(operator.getByText("Confirmado. O cliente foi avisado por e-mail.")).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.getByRole("button", { name: "Atualizar situação" }).click();
  await expect(status).toContainText("Cancelamento confirmado");

  // gestora reads who worked this customer's items: the log filtered by the customer, then its CSV.
  const gestora = await (await browser.newContext()).newPage();
  const log = await gestoraOnAudit(gestora);
  await gestora
    .getByRole("group", { name: "Filtros" })
    .getByRole("searchbox", { name: "Pessoa" })
    .fill(person.username);
  await gestora.getByRole("button", { name: "Filtrar" }).click();
  const rows = log.getByRole("row");
  for (const action of ["Cartão confirmado", "Cancelamento confirmado"])
    await expect(rows.filter({ hasText: action }).filter({ hasText: "Otávio Pereira" })).toHaveCount(1);
  await expect
    .poll(async () => (await rows.allInnerTexts()).slice(1).every((row) => row.includes(person.name)))
    .toBe(true);
  const [download] = await Promise.all([
    gestora.waitForEvent("download"),
    gestora.getByRole("button", { name: "Baixar CSV" }).click(),
  ]);
  const csv = readFileSync((await download.path())!, "utf8");
  for (const action of ["support.card.confirm", "support.cancellation.confirm"])
    expect(csv).toMatch(
      new RegExp(`,operador,Otávio Pereira,,,${action.replace(/\./g, "\\.")},operador,${person.username},`),
    );
  await shoot(gestora, screenshots, "audit-support-actions");
});

test("an exam locked by three failures: the operator hears of it and resets it from the queue; the student may try again", async ({
  page,
  request,
  browser,
}) => {
  const { id, person } = await buyWithPixAs(page, request, "queueexam");
  await watchModules(page, id);
  for (let attempt = 0; attempt < 3; attempt++) await failExam(page, id);
  await page.goto(`/wc/sabia-portal/sabia-course-portal?curso=${id}`);
  const exam = page.locator("sabia-course-portal").getByRole("region", { name: "Prova do certificado" });
  await expect(exam).toContainText("Você usou as tentativas deste período.");

  const operator = await operatorOnQueue(browser);
  await operator.getByRole("button", { name: /^Notificações/ }).click();
  await expect(
    operator
      .getByRole("dialog", { name: "Notificações" })
      .getByRole("button", { name: /Prova bloqueada por tentativas/ })
      .first(),
  ).toBeVisible();
  await operator.keyboard.press("Escape");
  await expect(
    operator.getByRole("heading", { level: 2, name: /^Provas bloqueadas por tentativas/ }),
  ).toBeVisible();
  const item = itemOf(operator, person.username);
  await expect(item.getByRole("heading", { level: 3 })).toHaveText(new RegExp(`— ${courseName}$`));
  await expect(item).toContainText("3 tentativas sem aprovação");
  await expectNoAxeViolationsInEveryTheme(operator);
  await shoot(operator, screenshots, "support-queue-exam");
  await item.getByRole("button", { name: "Liberar novas tentativas" }).click();
  await expect(
    operator.getByText("Tentativas liberadas: a pessoa já pode fazer a prova de novo."),
  ).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.reload();
  await expect(exam).toContainText(/3 tentativa\(s\) restante\(s\)/);
});

test("professor has no queue: no menu entry, and the page says so", async ({ page }) => {
  await expectRefusedToProfessor(
    page,
    "Fila de suporte",
    "/support-queue",
    "Seu perfil atual não tem acesso à fila de suporte. Troque para um perfil de operação.",
  );
});
