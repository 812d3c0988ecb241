import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs } from "../playwright.config.ts";
import { chromiumPath } from "./chromium.ts";

/**
 * `npm run screenshots -- <baseUrl> <path|width|name[|theme[|language]]> …` → screenshots/<name>.png
 * For looking at pages the way a person does, at a given width, theme and browser language.
 */
const [base, ...specs] = process.argv.slice(2);
if (!base || specs.length === 0) {
  console.error("usage: npm run screenshots -- http://localhost:3000 '/|1280|home' '/busca|375|search-mobile|dark|en'");
  process.exit(2);
}
mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (const spec of specs) {
  const [path = "/", width = "1280", name = "page", theme, language] = spec.split("|");
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, locale: language ?? "pt-BR" });
  if (theme) await context.addCookies([{ name: "sabia_theme", value: theme, url: base }]);
  const page = await context.newPage();
  await page.goto(new URL(path, base).toString());
  await page.screenshot({ path: `screenshots/${name}.png`, fullPage: true });
  await context.close();
  console.log(`screenshots/${name}.png`);
}
await browser.close();
