import { expect, test, type Page } from "./recorded-test.ts";

/** Issue 16: the home's course shelves — no repeated cards, and a phone page that is not a 9,000 px stack. */
const shelfCourses = (page: Page, heading: string) =>
  page.getByRole("region", { name: heading }).getByRole("heading", { level: 3 }).allTextContents();

test("'Lançamentos' shows courses the popular shelf above it does not", async ({ page }) => {
  await page.goto("/");
  const popular = await shelfCourses(page, "Cursos mais populares");
  const latest = await shelfCourses(page, "Lançamentos");
  expect(popular.length).toBeGreaterThan(0);
  expect(latest.length).toBe(4);
  expect(latest.filter((title) => popular.includes(title))).toEqual([]);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("each shelf is one sideways row (the next card peeks in) and the page stays short", async ({
    page,
  }) => {
    await page.goto("/");
    const shelf = page.getByRole("region", { name: "Cursos mais populares" }).getByRole("list");
    // Both cards measured in one go: the page above may still move while pictures load.
    const [first, second] = await shelf.evaluate((list) =>
      [...list.children].slice(0, 2).map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(second!.top).toBe(first!.top);
    expect(second!.left).toBeLessThan(375);
    expect(first!.width).toBeLessThan(375 * 0.85);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(6_000);
    // The row scrolls, and the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
