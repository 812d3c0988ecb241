import { expect, test, type Page } from "./recorded-test.ts";
import { waitForHydration } from "./support.ts";

/** What the storefront pages must show (issue 7, spec §2 and §9), checked as a visitor reads it. */

const resultNames = (page: Page) =>
  page
    .getByRole("region", { name: /cursos encontrados/ })
    .getByRole("article")
    .getByRole("heading")
    .allTextContents();

test("search shows 8 results a page; page 2 and back/forward restore each page", async ({ page }) => {
  await page.goto("/busca");
  await waitForHydration(page);
  const results = page.getByRole("region", { name: /cursos encontrados/ }).getByRole("article");
  await expect(results).toHaveCount(8);
  const first = await resultNames(page);
  const pagination = page.getByRole("navigation", { name: "Paginação" });
  await expect(pagination.getByLabel("Página 1, atual")).toBeVisible();

  await pagination.getByRole("link", { name: "Página 2" }).click();
  await expect(page).toHaveURL(/\/busca\?pagina=2$/);
  await expect(pagination.getByLabel("Página 2, atual")).toBeVisible();
  await expect(results).toHaveCount(8);
  const second = await resultNames(page);
  expect(second.filter((name) => first.includes(name))).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/busca$/);
  await expect(pagination.getByLabel("Página 1, atual")).toBeVisible();
  expect(await resultNames(page)).toEqual(first);
  await page.goForward();
  await expect(page).toHaveURL(/\/busca\?pagina=2$/);
  await expect(pagination.getByLabel("Página 2, atual")).toBeVisible();
  expect(await resultNames(page)).toEqual(second);
});

test("a discounted course shows its price block, facts, owner model, experts and related courses", async ({
  page,
}) => {
  // Seed: UTI Online 2ª Edição, R$ 3.490 with 20 % off, content and certification by HCFMUSP (owner model 3).
  await page.goto("/curso/uti-online-2-edicao");
  const buy = page.getByRole("complementary", { name: "Comprar agora" });
  await expect(buy.getByText("20% de desconto")).toBeVisible();
  await expect(buy.getByText(/^De R\$\s3\.490,00$/)).toBeVisible();
  await expect(buy.getByText(/^Por R\$\s2\.792,00$/)).toBeVisible();
  await expect(buy.getByText(/^em até 12× de R\$\s232,67 sem juros$/)).toBeVisible();
  await expect(buy.getByText(/^Carga horária: \d+ horas$/)).toBeVisible();
  await expect(buy.getByText(/^Acesso por \d+ meses$/)).toBeVisible();
  await expect(buy.getByText(/^Conteúdo atualizado em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(buy.getByText("Conteúdo e certificação do parceiro")).toBeVisible();

  await expect(page.getByRole("heading", { name: "Especialistas" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Dra. Helena Duarte" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Dra. Aline Martins" })).toBeVisible();

  const similar = page.getByRole("region", { name: "Cursos semelhantes" });
  await expect(similar.getByRole("article").first()).toBeVisible();
  const institution = page.getByRole("region", { name: "Outros cursos de Hospital das Clínicas da FMUSP" });
  await expect(institution.getByRole("article").first()).toBeVisible();
  await expect(institution.getByRole("link", { name: "UTI Online 2ª Edição" })).toHaveCount(0);
});

test("home shows the statistics, most visited areas, partners, popular courses, releases and a testimonial", async ({
  page,
}) => {
  await page.goto("/");
  const stats = page.getByRole("region", { name: "Sabiá em números" }).getByRole("listitem");
  await expect(stats).toHaveText([
    "+10.000profissionais capacitados",
    "35sociedades parceiras",
    "190autores",
    "84%de satisfação",
  ]);
  await expect(
    page.getByRole("region", { name: "Áreas mais visitadas" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Instituições parceiras" }).getByRole("link").first(),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Cursos mais populares" }).getByRole("article").first(),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Lançamentos" }).getByRole("article").first()).toBeVisible();
  const testimonial = page.getByRole("region", { name: "Quem estudou recomenda" });
  await expect(testimonial.getByRole("blockquote")).toContainText("Os cursos me deram segurança");
  await expect(testimonial.getByRole("figure")).toContainText("Dra. Helena M.");
});

test("the contract conditions state the refund, fee, access and support rules of spec §9", async ({
  page,
}) => {
  await page.goto("/condicoes-de-contrato");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Condições de contrato");
  for (const rule of [
    "cancelar a compra em até 7 dias e receber o reembolso integral",
    "desconta as aulas proporcionalmente já disponibilizadas e uma multa de 15%",
    "crédito, que deve ser usado em até 6 meses",
    "Se o certificado for emitido dentro dos 7 dias, o direito ao reembolso deixa de existir",
    "multa de 2% e juros de 1% ao mês",
    "até 5 IPs diferentes, um de cada vez",
    "segunda a sexta-feira, das 9h às 18h",
  ]) {
    await expect(page.getByRole("listitem").filter({ hasText: rule })).toBeVisible();
  }
  await page.goto("/politica-de-privacidade");
  await expect(page.getByRole("listitem").filter({ hasText: "limite de 5 IPs" })).toBeVisible();
  await expect(
    page.getByRole("listitem").filter({ hasText: "de segunda a sexta, das 9h às 18h" }),
  ).toBeVisible();
});

test("the psychology FAQ has three questions, the average salary and the three best-paying states", async ({
  page,
}) => {
  await page.goto("/cursos-saude-mental/psicologia-clinica");
  const faq = page.getByRole("region", { name: "Perguntas frequentes sobre a psicologia" });
  const items = faq.getByRole("group");
  await expect(items).toHaveCount(3);
  await faq.getByText("Quanto ganha um psicólogo no Brasil?").click();
  await expect(faq.getByText("O salário médio de um psicólogo no Brasil é de R$ 2.806,68.")).toBeVisible();
  await expect(faq.getByText("Mato Grosso do Sul, Distrito Federal e Rio de Janeiro")).toBeVisible();
});
