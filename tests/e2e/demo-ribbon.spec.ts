import { expect, test, type Page } from "./recorded-test.ts";
import { choosePlan, courseOnSale, signInToCheckout } from "./checkout-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

// The e2e server runs the payments sandbox (PAYMENT_PROVIDER=sandbox, scripts/server-process.ts): every page says
// so (ADR 046).
const ribbonText = "Loja de demonstração: nenhuma cobrança é real";
const ribbon = (page: Page) => page.getByRole("complementary", { name: "Aviso de loja de demonstração" });

test.describe("demo ribbon while the payments sandbox runs", () => {
  for (const [name, path] of [
    ["home page", "/"],
    ["course page", `/curso/${courseOnSale}`],
    ["sign-in page", "/auth/signin"],
    ["page not found", "/nao-existe-esta-pagina"],
  ] as const)
    test(`the ${name} shows it`, async ({ page }) => {
      await page.goto(path);
      await expect(ribbon(page)).toHaveText(ribbonText);
      await waitForHydration(page);
      await expect(ribbon(page)).toHaveText(ribbonText);
    });

  test("it is readable in every theme (axe) and speaks English in English", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/auth/signin");
    await expect(ribbon(page)).toBeVisible();
    await expectNoAxeViolationsInEveryTheme(page, "aside");
    await context.addCookies([{ name: "sabia_lang", value: "en", url: baseURL! }]);
    await page.goto("/");
    await expect(page.getByRole("complementary", { name: "Demonstration store notice" })).toHaveText(
      "Demonstration store: no charge is real",
    );
  });

  test("the checkout says beside the pay button that nothing is charged", async ({ page, request }) => {
    await signInToCheckout(page, request, courseOnSale, "demo");
    await expect(ribbon(page)).toBeVisible();
    await choosePlan(page, "cash");
    await page.getByRole("radio", { name: "Pix" }).check();
    const pay = page.getByRole("button", { name: /^Gerar código Pix de R\$/ });
    await expect(pay).toHaveAccessibleDescription(
      "Demonstração: este pagamento é simulado e nada será cobrado.",
    );
    await expect(page.getByRole("note")).toHaveText(
      "Demonstração: este pagamento é simulado e nada será cobrado.",
    );
    await page.getByRole("button", { name: "Voltar e mudar a forma de pagamento" }).click();
    await choosePlan(page, 1);
    await expect(page.getByRole("button", { name: /^Pagar R\$/ })).toBeVisible();
    await expect(page.getByRole("note")).toBeVisible();
  });
});
