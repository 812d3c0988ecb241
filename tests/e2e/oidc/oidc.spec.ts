import { waitForHydration } from "../support.ts";
import { expect, test } from "./oidc-world.ts";

/**
 * "Entrar com gov.br" and "Entrar com Google" on the sign-in page (spec §2 third-party sign-in options), through
 * a third-party OpenID provider (oidc-provider) run by the test world.
 */
test.describe("OpenID sign-in from the sign-in page", () => {
  test("gov.br-like: aluno's CPF finds aluno's account, which is linked only after aluno confirms", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/auth/signin");
    await waitForHydration(page);
    const govbr = page.getByRole("link", { name: "Entrar com gov.br" });
    await govbr.focus();
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: "Vincular sua conta" })).toBeVisible();
    await expect(page.getByText("Encontramos sua conta a****@sabia.dev, pelo seu CPF.")).toBeVisible();
    await page.getByLabel("Senha da sua conta").fill("senha-errada");
    await page.getByRole("button", { name: "Vincular", exact: true }).click();
    await expect(page.getByText("Senha incorreta. Tente de novo.")).toBeVisible();
    await page.getByLabel("Senha da sua conta").fill("Sabia@2026");
    await page.getByRole("button", { name: "Vincular", exact: true }).click();

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Ana Lúcia Moreira!" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).not.toBeNull();
  });

  test("Google-like: a person Sabiá does not know gets a new account", async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto("/auth/signin");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Entrar com Google" }).click();
    await expect(page).not.toHaveURL(/\/auth\/signin/);
    await expect(page.getByRole("heading", { level: 1, name: /Renata Campos/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).not.toBeNull();
  });
});
