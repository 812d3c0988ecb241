import { expect, test } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme } from "./support.ts";

/** Issue 7: 0 axe violations on every storefront page in each theme (the pages storefront.spec.ts leaves out). */
const pages = [
  { path: "/cursos-medicina", shows: "Cursos de Medicina" },
  { path: "/condicoes-de-contrato", shows: "Condições de contrato" },
  { path: "/politica-de-cookies", shows: "Política de cookies" },
  { path: "/features", shows: "Recursos" },
  { path: "/newsletter", shows: "Newsletter" },
  { path: "/busca?termo=zzzzqqqqxxxx", shows: "Nenhum curso encontrado para esta busca." },
];

for (const { path, shows } of pages) {
  test(`${path} has no axe violations in any of the four themes`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(shows, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page);
  });
}
