import { expect, test, type Page, type Request } from "./recorded-test.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";
import { fillSignIn, solveCaptcha, storedToken } from "./identity-support.ts";

/**
 * The sign-in context follows the host (spec §6 operation mode, §3 tenant settings). Chromium resolves
 * *.localhost to loopback, so the test server answers operacao.localhost and hcfmusp.localhost on its own port.
 */
const base = new URL(process.env.BASE_URL ?? "http://localhost:3000");
const on = (host: string, path: string) => `http://${host}:${base.port}${path}`;

const apiPost = (page: Page, fragment: string) =>
  page.waitForRequest((request: Request) => request.method() === "POST" && request.url().includes(fragment));
const pathOf = (request: Request) => new URL(request.url()).pathname;

test.describe("identity portal by host", () => {
  test("on the operation host, operador signs in through the operation path, with no sign-up offer", async ({
    page,
  }) => {
    await page.goto(on("operacao.localhost", "/auth/signin"));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Cadastre-se" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /SSO/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const signIn = apiPost(page, "/api/auth/signin/");
    await fillSignIn(page, "operador", "Sabia@2026");
    const request = await signIn;
    expect(pathOf(request)).toBe("/api/auth/signin/operations");
    expect(request.postDataJSON()).toMatchObject({
      username: "operador",
      applicationAlias: "sabia-operacao",
    });
    expect((await request.response())!.status()).toBe(200);
    await expect.poll(() => storedToken(page)).not.toBeNull();
  });

  test("on the operation host, password reset and username recovery use the operation paths", async ({
    page,
  }) => {
    await page.goto(on("operacao.localhost", "/auth/password/reset"));
    await waitForHydration(page);
    await page.getByLabel("Usuário ou e-mail").fill("operador");
    await solveCaptcha(page);
    const reset = apiPost(page, "/password/reset");
    await page.getByRole("button", { name: "Enviar link" }).click();
    expect(pathOf(await reset)).toBe("/api/users/operation/applications/sabia-operacao/password/reset");
    await expect(page.getByRole("status")).toContainText("Se houver uma conta");
    await expectNoAxeViolations(page);

    await page.goto(on("operacao.localhost", "/auth/forgot-username"));
    await waitForHydration(page);
    await page.getByLabel("E-mail").fill("operador@sabia.dev");
    await solveCaptcha(page);
    const recover = apiPost(page, "/username/recover");
    await page.getByRole("button", { name: "Enviar" }).click();
    expect(pathOf(await recover)).toBe("/api/users/operation/applications/sabia-operacao/username/recover");
    await expect(page.getByRole("status")).toContainText("Se houver uma conta");
  });

  test("an SSO tenant's host offers its institution's sign-in, asks for the e-mail and hides sign-up", async ({
    page,
  }) => {
    await page.goto(on("hcfmusp.localhost", "/auth/signin"));
    await waitForHydration(page);
    const sso = page.getByRole("link", { name: "Entrar com sua instituição (SSO)" });
    await expect(sso).toHaveAttribute("href", "/api/auth/sso/saml/login");
    await expect(page.getByRole("heading", { name: "Outras formas de entrar" })).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeVisible();
    await expect(page.getByText("Acesse com seu e-mail.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cadastre-se" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const reset = apiPost(page, "/password/reset");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await page.getByLabel("Usuário ou e-mail").fill("aluno");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Enviar link" }).click();
    expect(pathOf(await reset)).toBe(
      "/api/users/tenants/hcfmusp/applications/artmed-marketplace/password/reset",
    );

    // No self sign-up on this tenant: the sign-up address says so and leads back to sign-in.
    await page.goto(on("hcfmusp.localhost", "/auth/signup"));
    await waitForHydration(page);
    await expect(page.getByText("Este portal não oferece cadastro próprio.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Criar conta" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The default host: username or e-mail, sign-up offered, no SSO.
    await page.goto("/auth/signin");
    await waitForHydration(page);
    await expect(page.getByLabel("Usuário ou e-mail")).toBeVisible();
    await expect(page.getByRole("link", { name: "Cadastre-se" })).toBeVisible();
    await expect(page.getByRole("link", { name: /SSO/ })).toHaveCount(0);
  });

  test("a tenant's own host signs in under its logo, name and colour (spec §3); the marketplace's host under Sabiá's", async ({
    page,
  }) => {
    await page.goto(on("horizonte.localhost", "/auth/signin"));
    await waitForHydration(page);
    const home = page.getByRole("link", { name: "Grupo Horizonte — Página inicial" });
    await expect(home).toBeVisible();
    await expect(home.locator("img")).toHaveAttribute("src", "/api/media/tenant/horizonte.svg");
    // Rendered by the server: the page's first HTML already carries the tenant's logo and colour.
    // (Fetched by the page: Node does not resolve *.localhost, Chromium does.)
    const served = await page.evaluate(() => fetch("/auth/signin").then((response) => response.text()));
    expect(served).toContain("/api/media/tenant/horizonte.svg");
    expect(served).toMatch(/--color-primary:\s*#7D3C98/i);
    await expectNoAxeViolations(page);

    await page.goto(on("localhost", "/auth/signin"));
    await expect(page.getByRole("link", { name: "Sabiá — Página inicial" })).toBeVisible();
  });
});
