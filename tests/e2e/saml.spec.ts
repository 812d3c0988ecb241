import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolations, waitForHydration } from "./support.ts";

/**
 * SAML 2.0 (spec §4 "If SAML is enabled…", "Sign-out … With SAML…", §7 sso/saml/logout; ADR 060) on the hcfmusp
 * host, whose tenant signs in through the example IdP (samlify) this server hosts at /dev/saml-idp: a signed
 * AuthnRequest by redirect, the signed response posted back to our ACS, single logout through the IdP.
 */
const port = new URL(process.env.BASE_URL ?? "http://localhost:3000").port;
const hcfmusp = (path: string) => `http://hcfmusp.localhost:${port}${path}`;

/** On the IdP's sign-in page, sent there with a signed AuthnRequest (and `relayState` when given). */
async function expectAtIdp(page: Page, relayState: string | null) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Provedor de identidade de exemplo" }),
  ).toBeVisible({ timeout: 30_000 });
  const url = new URL(page.url());
  expect(url.pathname).toBe("/dev/saml-idp/sso");
  expect(url.searchParams.get("SAMLRequest")).toBeTruthy();
  expect(url.searchParams.get("Signature")).toBeTruthy();
  if (relayState) expect(url.searchParams.get("RelayState")).toBe(relayState);
}

async function signInAtIdp(page: Page, login: string) {
  await expect(
    page.getByRole("heading", { level: 1, name: "Provedor de identidade de exemplo" }),
  ).toBeVisible();
  await page.getByLabel("E-mail ou usuário").fill(login);
  await page.getByLabel("Senha").fill("Sabia@2026");
  await page.getByRole("button", { name: "Entrar" }).click();
}

test.describe("SAML on a tenant host that requires it", () => {
  test("from the sign-in page through the IdP into the platform, and out through the IdP again", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(hcfmusp("/auth/signin"));
    await waitForHydration(page);
    await page.getByRole("link", { name: "Entrar com sua instituição (SSO)" }).click();
    await expectAtIdp(page, null);
    await signInAtIdp(page, "residente@sabia.dev");

    // Back with a tokenId, which app start exchanges and removes from the address (spec §4).
    await expect(page).toHaveURL(hcfmusp("/home"));
    await expect(page.getByRole("heading", { level: 1, name: "Olá, Renata Oliveira!" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).not.toBeNull();

    // Sign-out asks the server for the logout request and goes to the IdP, which ends its session and returns.
    const logoutAnswer = page.waitForResponse((response) =>
      response.url().includes("/api/auth/sso/saml/logout"),
    );
    const toIdp = page.waitForRequest((request) => request.url().includes("/dev/saml-idp/slo?SAMLRequest="));
    await page.getByRole("button", { name: "Menu da conta" }).click();
    await page.getByRole("button", { name: "Sair", exact: true }).click();
    expect((await logoutAnswer).status()).toBe(200);
    expect(new URL((await toIdp).url()).searchParams.get("RelayState")).toBe("/auth/signin");
    await expect(page).toHaveURL(hcfmusp("/auth/signin"));
    expect(await page.evaluate(() => localStorage.getItem("sabia_accessToken"))).toBeNull();

    // Signed out at the IdP too: a platform page sends the anonymous visitor to the IdP's form again, and the
    // IdP brings the person back to the page asked for.
    await page.goto(hcfmusp("/my-account"));
    await expectAtIdp(page, "/my-account");
    await signInAtIdp(page, "residente");
    await expect(page).toHaveURL(hcfmusp("/my-account"));
    await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  });

  test("an anonymous visitor of a platform page goes straight to the IdP; the IdP page is axe-clean", async ({
    page,
  }) => {
    await page.goto(hcfmusp("/home"));
    await expectAtIdp(page, "/home");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-mail ou usuário").fill("residente");
    await page.getByLabel("Senha").fill("errada");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("alert")).toHaveText("Usuário ou senha inválidos.");
  });

  test("a host whose tenant has no SAML keeps the ordinary sign-in redirect", async ({ page }) => {
    await page.goto("/home");
    await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=%2Fhome$/);
  });
});
