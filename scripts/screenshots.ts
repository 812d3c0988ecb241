import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { chromiumArgs } from "../playwright.config.ts";
import { chromiumPath } from "./chromium.ts";

/**
 * `npm run screenshots -- <baseUrl> <path|width|name[|theme[|language]]> …` → screenshots/<name>.png
 * For looking at pages the way a person does, at a given width, theme and browser language. The page is scrolled
 * to its end first so lazy images load; a page taller than ${tileHeight} px is also saved in tiles
 * (<name>-1.png, <name>-2.png, …) that an image viewer shows at a readable scale.
 */
const tileHeight = 1400;
const [base, ...specs] = process.argv.slice(2);
if (!base || specs.length === 0) {
  console.error(
    "usage: npm run screenshots -- http://localhost:3000 '/|1280|home' '/busca|375|search-mobile|dark|en'",
  );
  process.exit(2);
}
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const spec of specs) {
  const [path = "/", width = "1280", name = "page", theme, language] = spec.split("|");
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 900 },
    locale: language ?? "pt-BR",
  });
  if (theme) await context.addCookies([{ name: "sabia_theme", value: theme, url: base }]);
  const page = await context.newPage();
  await page.goto(new URL(path, base).toString());
  const height = await scrollThrough(page);
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  const viewportWidth = Number(width);
  const tiles = height > tileHeight ? Math.ceil(height / tileHeight) : 0;
  for (let tile = 1; tile <= tiles; tile += 1) {
    const top = (tile - 1) * tileHeight;
    const clip = { x: 0, y: top, width: viewportWidth, height: Math.min(tileHeight, height - top) };
    await page.screenshot({ path: `screenshots/${name}-${tile}.png`, fullPage: true, clip });
  }
  await context.close();
  console.log(`screenshots/${name}.png`);
}
await browser.close();

/** Scrolls a viewport at a time to the end (lazy images start loading), waits for them, returns the page height. */
async function scrollThrough(page: Page): Promise<number> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, 0));
  return height;
}
