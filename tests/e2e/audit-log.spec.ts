import { readFileSync } from "node:fs";
import { expect, test, type Locator, type Page } from "./recorded-test.ts";
import { collectConsoleErrors, expectNoAxeViolationsInEveryTheme } from "./support.ts";
import { expectRefusedToProfessor, gestoraOnAudit, menu, shoot, signInAt } from "./staff-support.ts";

/**
 * Issue 30, the audit log page (ADR 076): every test starts at the sign-in page. The operator looks aluno up on
 * People (two audited reads); gestora, as gestor of Sabiá (aluno's tenant), opens "Auditoria" from the menu,
 * filters by person, action and today's date, finds that read, and downloads the same lines as CSV. Axe in the
 * four themes; screenshots at 1280 and 375 px. It changes nothing the other specs share (it only adds lines).
 */
const operationHost = `http://operacao.localhost:${new URL(process.env.BASE_URL ?? "http://localhost:3000").port}`;
const screenshots = process.env.AUDIT_SCREENSHOTS ?? "/tmp/audit-shots";
const csvHeader =
  "at,actor_username,actor_name,acting_as_username,acting_as_name,action,role,subject_username,subject_name,detail,ip";

/** The operator finds aluno on People by CPF: a read of her person record and of her account, both audited. */
async function operatorLooksUpAluno(page: Page) {
  await signInAt(page, "operador", `${operationHost}/auth/signin`);
  await expect(page).toHaveURL(/\/home$/);
  await menu(page).getByRole("link", { name: "Pessoas" }).click();
  await page.getByRole("searchbox", { name: "Usuário, e-mail, CPF ou uuid" }).fill("529.982.247-25");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Ana Lúcia Moreira" })).toBeVisible();
}

/** Once the filtered lines are in: at least one row, and every row holds each of the texts. */
async function expectEveryRow(rows: Locator, ...expected: string[]) {
  await expect
    .poll(async () => {
      const texts = (await rows.allInnerTexts()).slice(1);
      return texts.length > 0 && texts.every((text) => expected.every((part) => text.includes(part)));
    })
    .toBe(true);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("gestora reads the audit log of an operator's lookup, filtered by person, and downloads the CSV", async ({
  page,
  browser,
}) => {
  const operatorContext = await browser.newContext();
  await operatorLooksUpAluno(await operatorContext.newPage());
  await operatorContext.close();

  const errors = collectConsoleErrors(page);
  const log = await gestoraOnAudit(page);
  await expect(log.getByRole("row").nth(1)).toBeVisible();

  // Filter: aluno, "Consulta de conta", today in the browser's own time zone (Sweden's date format is ISO's).
  const today = await page.evaluate(() => new Date().toLocaleDateString("sv-SE"));
  const filters = page.getByRole("group", { name: "Filtros" });
  await filters.getByRole("searchbox", { name: "Pessoa" }).fill("aluno");
  await filters.getByRole("combobox", { name: "Ação" }).selectOption({ label: "Consulta de conta" });
  expect(errors).toEqual([]);
  // An end before the start: the server's 400 (the browser logs it) shows under "Até", in Portuguese.
  await filters.getByLabel("De").fill(today);
  await filters.getByLabel("Até").fill("2020-01-01");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(filters.getByText("A data final deve ser igual ou posterior à inicial.")).toBeVisible();
  await expect(filters.getByLabel("Até")).toHaveAttribute("aria-invalid", "true");
  await filters.getByLabel("Até").fill(today);
  await page.getByRole("button", { name: "Filtrar" }).click();

  // Only account reads of aluno, the operator's among them: every row says so.
  const rows = log.getByRole("row");
  await expectEveryRow(rows, "Consulta de conta", "Ana Lúcia Moreira");
  await expect(rows.filter({ hasText: "Ana Lúcia Moreira" }).first()).toContainText("Otávio Pereira");
  const count = await rows.count();
  await expectNoAxeViolationsInEveryTheme(page);
  await shoot(page, screenshots, "audit-filtered");

  // The CSV carries the same filters.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Baixar CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe(csvHeader);
  expect(lines.length).toBe(count);
  expect(lines[1]).toMatch(
    /^\d{4}-\d{2}-\d{2}T[\d:.]+Z,operador,Otávio Pereira,,,staff\.user\.read,operador,aluno,Ana Lúcia Moreira,by=e-mail,/,
  );
  await expect(page.getByRole("status").filter({ hasText: "CSV baixado" })).toBeVisible();
});

test("gestora's own reads are in the log: the action filter finds them", async ({ page }) => {
  await gestoraOnAudit(page);
  await page.getByRole("combobox", { name: "Ação" }).selectOption({ label: "Consulta à auditoria" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  const log = page.getByRole("region", { name: /Registros, do mais recente ao mais antigo/ });
  await expectEveryRow(log.getByRole("row"), "Consulta à auditoria");
  await expect(log.getByRole("row").nth(1)).toContainText("Gabriela Santos");
  await expect(log.getByRole("row").nth(1)).toContainText("perfil gestor");
});

test("without the audit feature the page says so, and the menu has no entry", async ({ page }) => {
  await expectRefusedToProfessor(
    page,
    "Auditoria",
    "/audit",
    "Seu perfil atual não tem acesso à auditoria. Troque para um perfil de gestão ou de operação.",
  );
  await expect(page.getByRole("table")).toHaveCount(0);
});
