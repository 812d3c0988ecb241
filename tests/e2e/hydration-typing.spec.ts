import { expect, test, type Page } from "./recorded-test.ts";
import { courseOnSale } from "./checkout-support.ts";
import { waitForHydration } from "./support.ts";

/**
 * Nothing a person types may be lost to hydration (issue 28): on a slow phone (CPU 4× slower) the fields are on
 * screen, server-rendered, well before the scripts take them over. Each form is opened by its address — a full
 * page load is the only way to type before hydration — typed into at once, and read again once its flow runs.
 */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Hydrated, the lazily loaded form chunk and its flow in place: nothing left to replace the fields. */
async function settle(page: Page) {
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  // The flow runtime and the captcha start in effects after their chunks arrive: give them a few frames.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

test.describe("typing before hydration (issue 28)", () => {
  test("the quick purchase form keeps what was typed while it loaded", async ({ page }) => {
    await slowCpu(page);
    // The form's own chunk arrives late, as on a loaded machine (CI, 2026-11-28): meanwhile the app-start flow
    // changes a context above it, so React renders the form again in the browser instead of hydrating it.
    let formChunkDelayed = false;
    await page.route(/\/fast-buy-form-[^/]*\.js$/, async (route) => {
      formChunkDelayed = true;
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    // The route's module late too: hydration cannot finish before the check below, however fast this machine is
    // (the form chunk alone let a quick run hydrate first, 1 run in 3 on 2026-11-28).
    await page.route(/\/fast-buy\.route-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`/fast-buy/${courseOnSale}`, { waitUntil: "commit" });
    const name = page.getByLabel("Nome completo");
    const email = page.getByLabel("E-mail").first();
    await name.waitFor({ state: "attached" });
    // The field is there, server-rendered, before the scripts have run: typing now is typing before hydration.
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await name.pressSequentially("Maria Antonieta");
    await email.pressSequentially("maria@exemplo.com");
    await settle(page);
    await expect(name).toHaveValue("Maria Antonieta");
    await expect(email).toHaveValue("maria@exemplo.com");
    expect(formChunkDelayed).toBe(true);
  });

  test("the sign-in form keeps what was typed while it loaded", async ({ page }) => {
    await slowCpu(page);
    // The route's own module arrives late, as on a loaded machine: hydration cannot have finished before the
    // check below, however fast this machine is (without it the test raced the page, 2026-11-28).
    await page.route(/\/sign-in\.route-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto("/auth/signin", { waitUntil: "commit" });
    const login = page.getByLabel("Usuário ou e-mail");
    await login.waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    const password = page.getByLabel("Senha", { exact: true });
    await login.pressSequentially("aluno");
    await password.pressSequentially("segredo123");
    await settle(page);
    await expect(login).toHaveValue("aluno");
    await expect(password).toHaveValue("segredo123");
  });

  test("the cart's voucher field keeps what was typed while the page and the rest of the cart loaded", async ({
    page,
  }) => {
    // Something else in the cart: once it is read, the page renders again (its form then names its course).
    await page.goto("/carrinho/nutricao-esportiva-aplicada");
    await expect(page.getByRole("status").filter({ hasText: /^Seu carrinho tem 1 curso\.$/ })).toBeVisible();
    await slowCpu(page);
    await page.route(/\/cart\.route-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    });
    await page.goto(`/carrinho/${courseOnSale}`, { waitUntil: "commit" });
    const voucher = page.getByLabel("Cupom de desconto (opcional)");
    await voucher.waitFor({ state: "attached" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await voucher.pressSequentially("BEMVINDO10");
    await settle(page);
    await expect(page.getByRole("region", { name: "Também no seu carrinho" })).toBeVisible();
    await expect(voucher).toHaveValue("BEMVINDO10");
  });
});
