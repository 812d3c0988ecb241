import { expect, test, type Request } from "./recorded-test.ts";

/**
 * Issue 15: a form with a secret, submitted before the scripts run (here: no JavaScript at all), posts it in the
 * body. It once sent GET /auth/signin?username=…&password=…, putting the password in the address bar, the
 * history and the server log. The page answers again with its empty form and says why it could not go on.
 */
test.use({ javaScriptEnabled: false });

const secret = "Segredo#2026x";

for (const path of ["/auth/signin", "/signin", "/auth/signup", "/signup"]) {
  test(`${path} without JavaScript posts the password, never in the address`, async ({ page }) => {
    const sent: Request[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) sent.push(request);
    });
    await page.goto(path);
    await page
      .getByLabel(/^Senha/)
      .first()
      .fill(secret);
    const submit = page.getByRole("button", { name: /^(Entrar|Criar conta)$/ });
    const [response] = await Promise.all([page.waitForNavigation(), submit.click()]);
    const submitted = sent.at(-1)!;
    expect(submitted.method()).toBe("POST");
    expect(submitted.url()).not.toContain(encodeURIComponent(secret));
    expect(page.url()).not.toContain("Segredo");
    expect(response?.status()).toBe(200);
    // Nothing typed is echoed back in the page that answers.
    expect(await page.content()).not.toContain(secret);
    // …and the person is told why nothing happened (it once answered the same empty form in silence).
    await expect(page.getByRole("alert")).toContainText("precisa do JavaScript");
  });
}
