import { expect, test } from "./recorded-test.ts";
import { courseOnSale } from "./checkout-support.ts";
import { createAccount, fillSignIn, newPerson } from "./identity-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

test.describe("cart (issue 12)", () => {
  test("from the course page to the cart: the same price, the plans' offers, and the voucher carried through sign-in to the checkout", async ({
    page,
    request,
  }) => {
    const person = newPerson("cart");
    await createAccount(request, person);
    await page.goto(`/curso/${courseOnSale}`);
    const buyBox = page.getByRole("complementary", { name: "Comprar agora" });
    const price = (await buyBox.getByText(/^Por R\$/).innerText()).trim();
    await waitForHydration(page);
    await buyBox.getByRole("link", { name: "Adicionar ao carrinho" }).click();

    await expect(page).toHaveURL(new RegExp(`/carrinho/${courseOnSale}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Carrinho" })).toBeVisible();
    await expect(page.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByText(/^ou em até \d+× de R\$\s[\d.,]+ sem juros no cartão$/)).toBeVisible();
    await expect(page.getByText(/^ou R\$\s[\d.,]+ à vista no Pix ou boleto$/)).toBeVisible();

    await page.getByLabel("Cupom de desconto (opcional)").fill("BEMVINDO10");
    await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}\\?cupom=BEMVINDO10$`));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Entrar para comprar" }).click();
    await waitForHydration(page);
    await fillSignIn(page, person.username, person.password);
    await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}\\?cupom=BEMVINDO10$`));
    await expect(page.getByText("Cupom BEMVINDO10 aplicado: 10% de desconto.")).toBeVisible();
  });

  test("the English and Spanish cart addresses lead here", async ({ request }) => {
    for (const alias of ["cart", "carrito"]) {
      const response = await request.get(`/${alias}/${courseOnSale}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()["location"]).toBe(`/carrinho/${courseOnSale}`);
    }
  });

  test("a course that left the catalogue is a 410 that says so; an unknown one is a 404", async ({
    page,
  }) => {
    expect((await page.goto("/carrinho/reabilitacao-pos-covid"))?.status()).toBe(410);
    await expect(page.getByText("Este curso não está mais disponível para compra.")).toBeVisible();
    expect((await page.goto("/carrinho/curso-que-nao-existe"))?.status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the cart's form still goes on to the checkout with the voucher", async ({ page }) => {
      await page.goto(`/carrinho/${courseOnSale}`);
      await page.getByLabel("Cupom de desconto (opcional)").fill("BEMVINDO10");
      await page.getByRole("button", { name: "Continuar para o pagamento" }).click();
      await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}\\?cupom=BEMVINDO10$`));
    });
  });

  test("the cart has no axe violations in any of the four themes, at 1280 and 375 px", async ({ page }) => {
    await page.goto(`/carrinho/${courseOnSale}`);
    await waitForHydration(page);
    await expectNoAxeViolationsInEveryTheme(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolationsInEveryTheme(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
