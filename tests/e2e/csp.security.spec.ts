import { expect, test, type Page } from "./recorded-test.ts";
import { courseOnSale } from "./checkout-support.ts";
import { fillSignIn } from "./identity-support.ts";
import { collectConsoleErrors, waitForHydration } from "./support.ts";

/**
 * Issue 15 / ADR 031: every page answers with a strict nonce-based Content-Security-Policy that Chromium
 * enforces, and the pages still hydrate and work under it: no `securitypolicyviolation` event and no CSP
 * console error on the way from the home page to a course, its checkout, the sign-in page and the platform.
 */

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

async function watchPolicy(page: Page) {
  const violations: Violation[] = [];
  await page.exposeFunction("reportCspViolation", (violation: Violation) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation(v: unknown): void }).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    });
  });
  const errors = collectConsoleErrors(page);
  const policyErrors = () => errors.filter((error) => /Content Security Policy/i.test(error));
  return { violations, policyErrors };
}

test("home → course → checkout → sign-in → back to the checkout, all hydrated, no CSP violation", async ({
  page,
}) => {
  const { violations, policyErrors } = await watchPolicy(page);
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /Qualidade e Segurança do Paciente/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/curso/${courseOnSale}$`));
  await waitForHydration(page);
  await page
    .getByRole("complementary", { name: "Comprar agora" })
    .getByRole("link", { name: "Comprar agora" })
    .click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}$`));
  await waitForHydration(page);
  await page.getByRole("link", { name: "Entrar para comprar" }).click();
  await waitForHydration(page);
  await fillSignIn(page, "aluno", "Sabia@2026");
  await expect(page).toHaveURL(new RegExp(`/checkout/${courseOnSale}$`));
  await expect(page.getByRole("heading", { name: "Escolha como pagar" })).toBeVisible();
  expect(violations).toEqual([]);
  expect(policyErrors()).toEqual([]);
});

test("the identity portal and the platform shell (role selection) under the policy, no CSP violation", async ({
  page,
}) => {
  const { violations, policyErrors } = await watchPolicy(page);
  // The platform sends a signed-out person to its sign-in page, and back after signing in.
  await page.goto("/welcome");
  await expect(page).toHaveURL(/\/auth\/signin\?returnUrl=/);
  await waitForHydration(page);
  await fillSignIn(page, "gestora", "Sabia@2026");
  await expect(page).toHaveURL(/\/welcome$/);
  await waitForHydration(page);
  // The notification menu and its machine load after hydration; opening it runs them.
  await page.getByRole("button", { name: /^Notificações/ }).click();
  await expect(page.getByRole("dialog", { name: "Notificações" })).toBeVisible();
  expect(violations).toEqual([]);
  expect(policyErrors()).toEqual([]);
});

test("HEAD and GET of a page carry the policy with a nonce that changes on every response; the API is nosniff", async ({
  request,
}) => {
  const nonces: string[] = [];
  for (const method of ["HEAD", "GET", "GET"] as const) {
    const response = await request.fetch("/", { method });
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    const nonce = /script-src 'nonce-([A-Za-z0-9+/=]{24})' 'strict-dynamic'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(policy).toContain(directive);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("DENY");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // HSTS only in production over https; the test server is plain http.
    expect(headers["strict-transport-security"]).toBeUndefined();
    if (method === "GET") {
      const html = await response.text();
      // Every inline script of the document carries this response's nonce, and no other nonce appears.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(2);
      for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
      expect(new Set(html.match(/nonce="[^"]*"/g))).toEqual(new Set([`nonce="${nonce}"`]));
    }
    nonces.push(nonce!);
  }
  expect(new Set(nonces).size).toBe(3);
  const api = await request.get("/api/health");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
});

test("Chromium enforces the policy: an inline handler without the nonce is refused and reported, the watcher sees it", async ({
  page,
}) => {
  const { violations } = await watchPolicy(page);
  await page.goto("/");
  await waitForHydration(page);
  const ran = await page.evaluate(() => {
    const holder = window as unknown as { injected?: boolean };
    const container = document.createElement("div");
    container.innerHTML = "<img src=x onerror='window.injected = true'>";
    document.body.append(container);
    return new Promise<boolean>((resolve) => setTimeout(() => resolve(holder.injected === true), 300));
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.map((violation) => violation.directive)).toContain("script-src-attr");
});
