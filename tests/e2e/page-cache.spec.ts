import { expect, test, type Browser, type Page, type Response } from "./recorded-test.ts";
import { courseOnSale, openCheckoutFromCoursePage, openFromUserMenu } from "./checkout-support.ts";
import { fillSignIn } from "./identity-support.ts";
import { waitForHydration } from "./support.ts";

/**
 * The anonymous page micro-cache (ADR 034) as people meet it: a course page kept for a few seconds is served to
 * everyone, but what a signed-in person sees is theirs alone, and purchase pages are never kept.
 */
const coursePath = `/curso/${courseOnSale}`;
const userMenu = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Menu do usuário: / });

async function signInFromHeader(browser: Browser, username: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(coursePath);
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
  await fillSignIn(page, username, "Sabia@2026");
  await expect(userMenu(page)).toBeVisible();
  return page;
}

const isShared = (response: Response | null) => /\bpublic\b/.test(response?.headers()["cache-control"] ?? "");

test.describe("page micro-cache", () => {
  test("a signed-in person never gets another person's page, though the page itself comes from the cache", async ({
    browser,
  }) => {
    const aluno = await signInFromHeader(browser, "aluno");
    const professor = await signInFromHeader(browser, "professor");

    // Both reload the same course page within the cache's few seconds: the same anonymous HTML for both…
    const alunoAnswer = await aluno.reload();
    let professorAnswer = await professor.reload();
    // The entry aluno's reload met may just have expired: right after a render, the next answer is kept.
    if (professorAnswer?.headers()["x-page-cache"] !== "hit") professorAnswer = await professor.reload();
    expect(isShared(alunoAnswer)).toBe(true);
    expect(professorAnswer?.headers()["x-page-cache"]).toBe("hit");
    for (const answer of [alunoAnswer, professorAnswer]) {
      const html = await answer!.text();
      expect(html).not.toContain("aluno@sabia.dev");
      expect(html).not.toContain("professor@sabia.dev");
    }
    // …and each sees their own name once the page is live.
    await waitForHydration(aluno);
    await waitForHydration(professor);
    await userMenu(aluno).click();
    await expect(aluno.getByText("aluno@sabia.dev")).toBeVisible();
    await expect(aluno.getByText("professor@sabia.dev")).toHaveCount(0);
    await userMenu(professor).click();
    await expect(professor.getByText("professor@sabia.dev")).toBeVisible();
    await expect(professor.getByText("aluno@sabia.dev")).toHaveCount(0);

    // A visitor who is not signed in gets the sign-in link, nobody's menu.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(coursePath);
    await waitForHydration(visitor);
    await expect(visitor.getByRole("banner").getByRole("link", { name: "Entrar" })).toBeVisible();
    await expect(userMenu(visitor)).toHaveCount(0);
  });

  test("checkout and purchase pages are never kept, by the server or a shared cache", async ({ page }) => {
    await openCheckoutFromCoursePage(page, courseOnSale);
    for (let visit = 0; visit < 2; visit++) {
      const answer = await page.reload();
      expect(answer?.headers()["x-page-cache"]).toBeUndefined();
      expect(isShared(answer)).toBe(false);
    }
    await openFromUserMenu(page, "Minhas compras");
    await expect(page).toHaveURL(/\/minhas-compras$/);
    for (let visit = 0; visit < 2; visit++) {
      const answer = await page.reload();
      expect(answer?.headers()["x-page-cache"]).toBeUndefined();
      expect(isShared(answer)).toBe(false);
    }
  });
});
