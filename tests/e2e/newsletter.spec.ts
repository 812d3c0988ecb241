import { expect, test, type Page } from "./recorded-test.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

/** An address no other test (or earlier run on the same database) has used. */
const uniqueEmail = (label: string) =>
  `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

const footerForm = (page: Page) => page.getByRole("contentinfo").getByRole("region", { name: "Newsletter" });

async function fill(page: Page, { name, email, consent }: { name: string; email: string; consent: boolean }) {
  const form = footerForm(page);
  await form.getByLabel("Nome", { exact: true }).fill(name);
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  if (consent) await form.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
  await form.getByRole("button", { name: "Assinar" }).click();
}

test.describe("newsletter in the footer", () => {
  test("subscribes without reloading the page, and answers the same e-mail in another case the same way", async ({
    page,
  }) => {
    await page.goto("/busca?termo=saude");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same page"));
    const email = uniqueEmail("ana");
    await fill(page, { name: "Ana Souza", email, consent: true });
    const form = footerForm(page);
    await expect(form.getByRole("status")).toHaveText(
      "Inscrição confirmada! Em breve você receberá nossas novidades no seu e-mail.",
    );
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same page");
    await expect(page).toHaveURL(/\/busca\?termo=saude$/);

    // Issue 25: a known address gets the very answer a new one gets, so the form tells no one who subscribed.
    await fill(page, { name: "Ana", email: email.toUpperCase(), consent: true });
    const emailField = form.getByLabel("E-mail", { exact: true });
    await expect(emailField).toHaveValue("");
    await expect(emailField).not.toHaveAttribute("aria-invalid");
    await expect(form.getByRole("status")).toHaveText(
      "Inscrição confirmada! Em breve você receberá nossas novidades no seu e-mail.",
    );
  });

  test("names an invalid e-mail and a missing consent, and focuses the first", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await fill(page, { name: "Bruno", email: "bruno@exemplo", consent: false });
    const form = footerForm(page);
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      "Informe um e-mail válido, como nome@exemplo.com.",
    );
    await expect(form.getByLabel("E-mail", { exact: true })).toBeFocused();
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription(
      "Marque a caixa para aceitar receber a newsletter.",
    );
    await expect(form.getByLabel("Nome", { exact: true })).not.toHaveAttribute("aria-invalid");
  });

  test("speaks the visitor's language", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "sabia_lang", value: "es", url: baseURL! }]);
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByRole("contentinfo").getByRole("region", { name: "Boletín" });
    await form.getByLabel("Nombre", { exact: true }).fill("Carmen");
    await form.getByLabel("Correo electrónico", { exact: true }).fill("carmen@");
    await form.getByRole("button", { name: "Suscribirse" }).click();
    await expect(form.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
      "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
    );
  });

  test("links the consent to the privacy policy", async ({ page }) => {
    await page.goto("/");
    await footerForm(page).getByRole("link", { name: "política de privacidade" }).click();
    await expect(page).toHaveURL(/\/politica-de-privacidade$/);
  });
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST answers on the newsletter page: success, the same for a known address, invalid", async ({
    page,
  }) => {
    const email = uniqueEmail("davi");
    await page.goto("/cursos-medicina");
    await fill(page, { name: "Davi", email, consent: true });
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "Inscrição confirmada! Em breve você receberá nossas novidades no seu e-mail.",
    );

    await page.getByLabel("Nome", { exact: true }).fill("Davi");
    await page.getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("checkbox", { name: /Aceito receber a newsletter/ }).check();
    await page.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Inscrição confirmada! Em breve você receberá nossas novidades no seu e-mail.",
    );
    await expect(page.getByLabel("E-mail", { exact: true })).not.toHaveAttribute("aria-invalid");

    await page.getByLabel("Nome", { exact: true }).fill("Davi");
    await page.getByLabel("E-mail", { exact: true }).fill("sem-arroba");
    await page.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription(
      "Informe um e-mail válido, como nome@exemplo.com.",
    );
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Davi");
  });
});

test.describe("newsletter accessibility", () => {
  test("the footer form, with its errors shown, has no axe violations in any of the four themes", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await fill(page, { name: "", email: "x@", consent: false });
    await expect(footerForm(page).getByLabel("Nome", { exact: true })).toBeFocused();
    await expectNoAxeViolationsInEveryTheme(page, "footer");
  });
});
