import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs } from "../../playwright.config.ts";
import { chromiumPath, ensureChromium } from "../chromium.ts";
import { startServer } from "../server-process.ts";
import { median, summarise, type RunFigures } from "./lighthouse-figures.ts";

/**
 * `npm run bench:lighthouse`: Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU) on the
 * home page, a search, a course page and a checkout (signed out, as a first visit is; issue 28), plus /features — a static page measured in the same run as the
 * baseline. Each page is audited LIGHTHOUSE_RUNS times (default 3, pages taken in turn so machine load hits
 * them alike); the table shows the median and, in brackets, the range. Targets on the median: performance
 * ≥ 95, accessibility 100. LIGHTHOUSE_JSON=<folder> also writes every full report there (LCP element and
 * breakdown, requests, main-thread tasks) — see ADR 021 for how to read them.
 */
if (!ensureChromium()) process.exit(1);
if (
  !process.env.SKIP_BUILD &&
  spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0
)
  process.exit(1);

const runs = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? "3", 10) || 3);
const reportFolder = process.env.LIGHTHOUSE_JSON;
if (reportFolder) mkdirSync(reportFolder, { recursive: true });

const server = await startServer();
const paths = [
  "/features",
  "/",
  "/busca?termo=saude",
  "/curso/uti-online-2-edicao",
  "/checkout/qualidade-e-seguranca-do-paciente",
];
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
const figures = new Map<string, RunFigures[]>(paths.map((path) => [path, []]));
try {
  // Warm the server (first database reads) so the audits measure the pages, not a cold start.
  for (const path of paths) await fetch(`${server.baseUrl}${path}`);
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      const name = path.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "home";
      if (reportFolder) writeFileSync(join(reportFolder, `${name}.${run}.json`), JSON.stringify(lhr));
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.get(path)!.push({
        performance: score("performance"),
        accessibility: score("accessibility"),
        lcp: audit("largest-contentful-paint"),
        tbt: audit("total-blocking-time"),
        cls: audit("cumulative-layout-shift"),
      });
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const rows = paths.map((path) => [path, ...summarise(figures.get(path)!)]);
const header = ["page", "performance", "accessibility", "LCP", "TBT", "CLS"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(line(header));
for (const row of rows) console.log(line(row));
console.log(
  `median of ${runs} run(s) per page [range]; baseline: /features (static text, same run). Targets: performance ≥ 95, accessibility 100.`,
);
const failed = paths
  .filter((path) => path !== "/features")
  .some((path) => {
    const runsOfPage = figures.get(path)!;
    return (
      median(runsOfPage.map((r) => r.performance)) < 95 ||
      median(runsOfPage.map((r) => r.accessibility)) < 100
    );
  });
process.exitCode = failed ? 1 : 0;
