import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../../playwright.config.ts";
import { chromiumPath, ensureChromium } from "../chromium.ts";
import { startServer } from "../server-process.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU) on the
 * home page, a search and a course page, plus /features — a static page measured in the same run as the
 * baseline. Prints performance, accessibility, LCP, TBT and CLS. Targets: performance ≥ 95, accessibility 100.
 */
if (!ensureChromium()) process.exit(1);
if (!process.env.SKIP_BUILD && spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);

const server = await startServer();
const paths = ["/features", "/", "/busca?termo=saude", "/curso/uti-online-2-edicao"];
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const rows: string[][] = [];
let failed = false;
try {
  for (const path of paths) {
    // Warm the server (first database reads) so the audit measures the page, not a cold start.
    await fetch(`${server.baseUrl}${path}`);
    const result = await lighthouse(`${server.baseUrl}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const performance = score("performance");
    const accessibility = score("accessibility");
    if (path !== "/features" && (performance < 95 || accessibility < 100)) failed = true;
    rows.push([
      path,
      String(performance),
      String(accessibility),
      `${(audit("largest-contentful-paint") / 1000).toFixed(2)} s`,
      `${Math.round(audit("total-blocking-time"))} ms`,
      audit("cumulative-layout-shift").toFixed(3),
    ]);
  }
} finally {
  chrome.kill();
  await server.stop();
}

const header = ["page", "performance", "accessibility", "LCP", "TBT", "CLS"];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log("baseline: /features (static text, same run). Targets: performance ≥ 95, accessibility 100.");
process.exitCode = failed ? 1 : 0;
