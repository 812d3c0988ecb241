import { expect, test } from "../recorded-test.ts";
import { openFromUserMenu } from "../checkout-support.ts";
import { readMe } from "../identity-support.ts";

/**
 * aluno's account language changes here: spec §1, a signed-in person's language is their account's, so the
 * footer's choice is saved to the account. Many tests of the main project read aluno's pages in Portuguese; this
 * one runs in the sandbox-clock project, after them, and puts Portuguese back.
 */
test("My Purchases shows every state in the language chosen, and My Courses the certificate standing", async ({
  page,
}) => {
  await openFromUserMenu(page, "Minhas compras");
  await expect(page.getByRole("heading", { level: 1, name: "Minhas compras" })).toBeVisible();
  await page.getByLabel("Idioma").selectOption("en");
  try {
    await expect(page.getByRole("heading", { level: 1, name: "My purchases" })).toBeVisible();
    const seen = new Set<string>();
    const states = [
      "Awaiting payment",
      "Payment pending",
      "Payment confirmed",
      "Awaiting cancellation",
      "Cancellation requested",
      "Cancellation confirmed",
      "Purchase canceled",
    ];
    // The list loads in the browser after the session check (the heading comes first): wait for it, in English.
    await expect(page.getByText(new RegExp(`^(${states.join("|")})$`)).first()).toBeVisible();
    for (;;) {
      for (const state of states)
        if ((await page.getByText(state, { exact: true }).count()) > 0) seen.add(state);
      const next = page.getByRole("link", { name: "Next" });
      if (!(await next.isVisible())) break;
      await next.click();
      await expect(page.getByText(/^Page 2 of/)).toBeVisible();
    }
    expect([...seen].toSorted()).toEqual(states.toSorted());

    // A new page load: the account now speaks English too, so the page stays in English.
    await expect.poll(async () => (await readMe<{ languageId?: string }>(page)).languageId).toBe("en");
    await page.goto("/my-courses");
    await expect(page.getByText(/^Certificate issued on /)).toBeVisible();
  } finally {
    await page.getByLabel("Language").selectOption("pt-BR");
    await expect(page.getByLabel("Idioma")).toHaveValue("pt-BR");
    await expect.poll(async () => (await readMe<{ languageId?: string }>(page)).languageId).toBe("pt-BR");
  }
});
