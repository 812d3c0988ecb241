import { expect, test, type Page } from "./recorded-test.ts";
import { addFromCoursePage, courses, pagePrices } from "./cart-support.ts";
import { createAccount, fillSignIn, newPerson, signInFromPage } from "./identity-support.ts";
import { expectNoAxeViolationsInEveryTheme, waitForHydration } from "./support.ts";

const rest = (page: Page) => page.getByRole("region", { name: "Também no seu carrinho" });

/** The other courses the cart page lists (their names), in order. */
const restLines = (page: Page) => rest(page).getByRole("listitem").getByRole("heading", { level: 3 });

for (const width of [1280, 375]) {
  test.describe(`the cart of several courses at ${width} px (issue 28)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a visitor's cart survives a reload and sign-in, and follows the person to another device", async ({
      page,
      request,
      browser,
    }) => {
      const person = newPerson("cart-many");
      await createAccount(request, person);

      // Signed out: the cart lives in this browser.
      const first = await addFromCoursePage(page, courses[0]);
      await expect(rest(page)).toHaveCount(0);
      const second = await addFromCoursePage(page, courses[1]);
      await expect(rest(page)).toBeVisible();
      await expect(restLines(page)).toHaveText([first]);
      await expect(rest(page).getByText("Seu carrinho fica guardado neste navegador")).toBeVisible();
      const third = await addFromCoursePage(page, courses[2]);
      await expect(restLines(page)).toHaveText([first, second]);
      // Each course with its own prices and the way to its checkout.
      await expect(rest(page).getByRole("link", { name: `Comprar ${first}` })).toHaveAttribute(
        "href",
        `/checkout/${courses[0]}`,
      );
      for (const name of [first, second])
        await expect(
          rest(page).getByRole("listitem").filter({ hasText: name }).getByText(pagePrices.get(name)!),
        ).toBeVisible();

      await page.reload();
      await waitForHydration(page);
      await expect(restLines(page)).toHaveText([first, second]);

      await rest(page)
        .getByRole("button", { name: `Remover ${second} do carrinho` })
        .click();
      await expect(rest(page).getByRole("heading", { level: 3, name: second })).toHaveCount(0);
      await expect(restLines(page)).toHaveText([first]);

      // Sign in from the header: the browser's cart moves to the account.
      await page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true }).click();
      await waitForHydration(page);
      await fillSignIn(page, person.username, person.password);
      await expect(page).toHaveURL(new RegExp(`/carrinho/${courses[2]}$`));
      await expect(rest(page).getByText("Seu carrinho fica guardado na sua conta")).toBeVisible();
      await expect(restLines(page)).toHaveText([first]);
      expect(await page.evaluate(() => localStorage.getItem("sabia.cart"))).toBeNull();

      await addFromCoursePage(page, courses[1]);
      await expect(restLines(page)).toHaveText([first, third]);

      // Another device: signing in there shows the same cart.
      const elsewhere = await browser.newContext({ viewport: { width, height: 900 } });
      const other = await elsewhere.newPage();
      await signInFromPage(other, person.username, person.password);
      await expect(other).not.toHaveURL(/\/auth\/signin/);
      await addFromCoursePage(other, courses[0]);
      await expect(restLines(other)).toHaveText([third, second]);
      await elsewhere.close();
    });
  });
}

test("the cart with several courses has no axe violations in any of the four themes, at 1280 and 375 px", async ({
  page,
}) => {
  for (const slug of courses) await addFromCoursePage(page, slug);
  await expect(rest(page).getByRole("listitem")).toHaveCount(2);
  await expectNoAxeViolationsInEveryTheme(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolationsInEveryTheme(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
