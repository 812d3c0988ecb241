import { expect, test } from "./recorded-test.ts";
import { themeNames } from "#src/domain/theme.ts";
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  expectNoAxeViolationsInEveryTheme,
  waitForHydration,
} from "./support.ts";

test.describe("server rendering and languages", () => {
  test("the home page arrives server-rendered in pt-BR by default", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Language": "pt-BR,pt;q=0.9" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain("Aprenda com quem é referência na saúde");
    expect(html).toContain("+10.000");
  });

  test("Accept-Language en renders English on the server", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "Accept-Language": "en-US,en;q=0.9" } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Learn from the leaders in health care");
  });

  test("Accept-Language es renders Spanish on the server", async ({ request }) => {
    const html = await (await request.get("/", { headers: { "Accept-Language": "es" } })).text();
    expect(html).toContain('<html lang="es"');
  });
});

test.describe("hydration", () => {
  test("hydrates without mismatch and the theme picker works without a full reload", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await page.getByLabel("Tema").selectOption("dark");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    await page.getByLabel("Idioma").selectOption("en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn from the leaders in health care");
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
  });

  test("the language and theme choice survives a reload (server renders it from the cookie)", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Idioma").selectOption("es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});

test.describe("app start", () => {
  test("takes a tokenId hand-off code off the address (never storing it as a token) and keeps tracking for later navigations", async ({
    page,
  }) => {
    await page.goto("/?tokenId=not-a-valid-hand-off-code&utm_source=newsletter&termo=uti");
    await waitForHydration(page);
    await expect(page).not.toHaveURL(/tokenId/);
    // An unknown code cannot be exchanged, so start-up finishes signed out.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("sabia_accessToken"))).toBeNull();

    await page
      .getByRole("link", { name: /Sabiá — Página inicial/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/\?utm_source=newsletter$/);
  });
});

test.describe("error page", () => {
  test("an unknown path is a real 404 with noindex and a way home", async ({ page }) => {
    const response = await page.goto("/esta-pagina-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Voltar para a página inicial" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Aprenda com quem é referência na saúde",
    );
  });

  test("a POST to a page without an action is a 405 in words, not translation keys", async ({ request }) => {
    const response = await request.post("/busca", { form: { termo: "uti" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain("<title>Ocorreu um erro — Sabiá</title>");
    expect(html).toContain("Voltar para a página inicial");
    for (const key of ["server.title", "server.message", ">goHome<", ">skipToContent<", "— appName"])
      expect(html).not.toContain(key);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preferences form still works as a plain POST", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("Tema").selectOption("contrast-dark");
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "contrast-dark");
  });
});

test.describe("accessibility", () => {
  for (const theme of themeNames) {
    test(`home has no axe violations in the ${theme} theme`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "sabia_theme", value: theme, url: baseURL! }]);
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page);
    });
  }

  test("the 404 page has no axe violations in any of the four themes", async ({ page }) => {
    await page.goto("/nada-aqui");
    await expectNoAxeViolationsInEveryTheme(page);
  });
});
