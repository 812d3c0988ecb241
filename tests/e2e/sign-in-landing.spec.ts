import { expect, test, type Page } from "./recorded-test.ts";
import { fillSignIn } from "./identity-support.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/** Where people land after signing in (issue 28, ADR 066): customers on the store, staff in the platform home. */
async function signInAt(page: Page, path: string, username: string) {
  await page.goto(path);
  await waitForHydration(page);
  await fillSignIn(page, username, "Sabia@2026");
}

for (const width of [375, 1280]) {
  test.describe(`landing after sign-in at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a customer lands on the store with its user menu", async ({ page }) => {
      await signInAt(page, "/auth/signin", "aluno");
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: "Menu do usuário: Ana Lúcia Moreira" })).toBeVisible();
      await expect(page.getByText("Este é o seu espaço de trabalho")).toHaveCount(0);
      await page.screenshot({ path: `/tmp/landing-fastbuy-shots/landing-aluno-${width}.png` });
      await expectNoAxeViolations(page);
    });

    test("a customer with a return URL lands there", async ({ page }) => {
      await signInAt(page, "/auth/signin?returnUrl=%2Fminhas-compras", "aluno");
      await expect(page).toHaveURL(/\/minhas-compras$/);
      await signInAgainByPath(page);
    });

    test("staff still go to the platform: role selection, then /home", async ({ page }) => {
      // gestora holds roles in two tenants: the platform home's guard asks which one first (README, ADR 035).
      await signInAt(page, "/auth/signin", "gestora");
      await expect(page).toHaveURL(/\/welcome$/);
    });
  });
}

/** The marketplace's /signin/{returnUrl} form of the return URL, after signing out. */
async function signInAgainByPath(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await signInAt(page, `/signin/${encodeURIComponent("/meus-cursos")}`, "aluno");
  await expect(page).toHaveURL(/\/meus-cursos$/);
}
