import { expect, test, type Page } from "./recorded-test.ts";
import { buyWithPix, courseOnSale, openFromUserMenu } from "./checkout-support.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/**
 * Issue 28: a course the person already has is not sold to them again. Its page, its card in the search and the
 * cart say "Ir para o curso" instead of "Comprar agora", and the page's and the card's link open it in the student
 * portal (issue 32); signed out they sell it again; a course paid in this tab is the person's at once, and its
 * page leads to it in the portal.
 */

/** The first course of My Courses, reached as aluno does: sign-in page, user menu, My Courses. */
async function firstOwnedCourse(page: Page) {
  await openFromUserMenu(page, "Meus cursos");
  await expect(page.getByRole("heading", { name: "Meus cursos", level: 1 })).toBeVisible();
  const link = page.getByRole("tabpanel").getByRole("link").first();
  const name = (await link.textContent())!.trim();
  const href = (await link.getAttribute("href"))!;
  // Its "Acessar curso" link: where the course is taken, the portal.
  const portalPath = (await page
    .getByRole("tabpanel")
    .getByRole("link", { name: "Acessar curso" })
    .first()
    .getAttribute("href"))!;
  return { link, name, slug: href.replace(/^\/curso\//, ""), portalPath };
}

const buyBox = (page: Page) => page.getByRole("complementary", { name: /^(Comprar agora|Ir para o curso)$/ });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("an owned course's page, search card and cart lead to it; signed out they sell it", async ({
      page,
    }) => {
      const course = await firstOwnedCourse(page);
      await course.link.click();
      await expect(page).toHaveURL(new RegExp(`/curso/${course.slug}$`));
      await waitForHydration(page);
      await expect(buyBox(page).getByText("Este curso já é seu.")).toBeVisible();
      await expect(buyBox(page).getByRole("link", { name: "Comprar agora" })).toHaveCount(0);
      await expect(buyBox(page).getByRole("link", { name: "Adicionar ao carrinho" })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Its card in the search says so too, and leads to it.
      await page.goto(`/busca?termo=${encodeURIComponent(course.name)}`);
      await waitForHydration(page);
      const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: course.name }) });
      await expect(card.getByText("Este curso já é seu.")).toBeVisible();
      await expect(card.getByText(/^Por R\$/)).toHaveCount(0);
      await expect(card.getByRole("link", { name: "Ir para o curso" })).toHaveAttribute(
        "href",
        course.portalPath,
      );

      // A cart kept from before the purchase does not sell it again either.
      await page.goto(`/carrinho/${course.slug}`);
      await waitForHydration(page);
      await expect(
        page.getByRole("heading", { name: "Você já tem este curso: ele está em Meus cursos." }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Continuar para o pagamento" })).toHaveCount(0);

      await page.goto(`/curso/${course.slug}`);
      await waitForHydration(page);
      await buyBox(page).getByRole("link", { name: "Ir para o curso" }).click();
      await expect(page).toHaveURL(new RegExp(`${course.portalPath.replace("?", "\\?")}$`));
      await expect(
        page.locator("sabia-course-portal").getByRole("heading", { level: 2, name: course.name }),
      ).toBeVisible();
      await page.goto(`/curso/${course.slug}`);
      await waitForHydration(page);

      // Signed out, the same page sells it (nothing of the person's is left in the tab).
      await page.getByRole("button", { name: "Menu do usuário: Ana Lúcia Moreira" }).click();
      await page.getByRole("button", { name: "Sair", exact: true }).click();
      await expect(page.getByRole("heading", { name: "Entrar", level: 1 })).toBeVisible();
      await page.goto(`/curso/${course.slug}`);
      await waitForHydration(page);
      await expect(buyBox(page).getByRole("link", { name: "Comprar agora" })).toBeVisible();
      await expect(page.getByText("Este curso já é seu.")).toHaveCount(0);
    });
  });
}

test("a course paid in this tab is the person's at once: its page says Ir para o curso", async ({
  page,
  request,
}) => {
  const id = await buyWithPix(page, request, "owned");
  // On from the confirmation as the buyer goes: My Courses, then the course's own link (no page load).
  await page.getByRole("link", { name: "Ir para Meus cursos" }).click();
  await expect(page).toHaveURL(/\/meus-cursos$/);
  await page.getByRole("main").getByRole("link", { name: "Qualidade e Segurança do Paciente" }).click();
  await expect(page).toHaveURL(new RegExp(`/curso/${courseOnSale}$`));
  await expect(buyBox(page).getByRole("link", { name: "Comprar agora" })).toHaveCount(0);
  await buyBox(page).getByRole("link", { name: "Ir para o curso" }).click();
  await expect(page).toHaveURL(new RegExp(`/wc/sabia-portal/sabia-course-portal\\?curso=${id}$`));
  await expect(
    page
      .locator("sabia-course-portal")
      .getByRole("heading", { level: 2, name: "Qualidade e Segurança do Paciente" }),
  ).toBeVisible();
});
