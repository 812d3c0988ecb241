import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "./recorded-test.ts";
import { themeCookieName, themeNames, type ThemeName } from "#src/domain/theme.ts";

export { themeNames };

/** axe's WCAG 2.x A and AA rules that read colours: what a theme can change. */
const colourRules = ["color-contrast", "link-in-text-block"];

async function axeViolations(
  page: Page,
  include?: string,
  rules: "all" | "colour" = "all",
): Promise<string[]> {
  const builder =
    rules === "all"
      ? new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      : new AxeBuilder({ page }).withRules(colourRules);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

/** Runs axe (WCAG 2.x A and AA) on the page (or the part `include` selects) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  expect(await axeViolations(page, include)).toEqual([]);
}

/**
 * Runs axe on the page as it is now in each of the four themes, switching `data-theme` on <html> in place (the
 * theme is only that attribute's CSS variables; the server renders the same attribute from the cookie, which
 * first-paint and foundation tests check). One page load instead of four keeps the e2e run short. Every rule runs
 * in the first theme; in the others only the colour rules, since a theme changes colours and nothing else (the
 * other rules took half of each run).
 */
export async function expectNoAxeViolationsInEveryTheme(page: Page, include?: string) {
  // Four axe runs take what the four tests they replace were given for theirs (on a loaded 2-core CI machine a
  // full-page run has taken 10 s): each call extends the test's time limit instead of every caller guessing.
  const info = test.info();
  info.setTimeout(info.timeout + (process.env.CI ? 60_000 : 20_000));
  const found: Record<string, string[]> = {};
  for (const [index, theme] of themeNames.entries()) {
    await page.evaluate((name) => {
      document.documentElement.dataset.theme = name;
    }, theme);
    const violations = await axeViolations(page, include, index === 0 ? "all" : "colour");
    if (violations.length > 0) found[theme] = violations;
  }
  expect(found).toEqual({});
}

/** Resolves once React has hydrated the page (the root marks the document). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Collects console errors, e.g. hydration mismatches, for later assertions. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Shows the site in a theme from the first response on: the server renders the theme its cookie names. */
export async function applyTheme(context: BrowserContext, baseURL: string | undefined, theme: ThemeName) {
  await context.addCookies([{ name: themeCookieName, value: theme, url: baseURL! }]);
}
