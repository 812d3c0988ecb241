import { compileRuleSet } from "#redirects/compile-rule-set.ts";
import { parseRuleFile } from "#redirects/parse-rules.ts";
import { createLinearScan } from "./linear-scan.ts";
import { measure, measureRounds, micros, type Timing } from "./measure.ts";
import { createSyntheticSet } from "./synthetic-rules.ts";

/**
 * `npm run bench:redirects`: compiled tables against a linear path-to-regexp scan over the same synthetic
 * rules, at 1,000 and 10,000 rules, for hits and misses. Goals (issue 4): p99 ≤ 5 µs at 10,000 rules and
 * ≥ 30× faster than the scan at 1,000. The machine is shared, so the ratios matter more than raw figures.
 */
const sizes = [1_000, 10_000];
const engineRounds = 5;
const engineSamples = 40_000;
const linearSamples: Record<number, number> = { 1_000: 4_000, 10_000: 800 };

interface Row {
  size: number;
  kind: "hit" | "miss";
  engine: Timing & { p99Low: number; p99High: number };
  linear: Timing;
}

const timerOverhead = measure(["/"], () => undefined, engineRounds * engineSamples, 10_000);
const rows: Row[] = [];
let goalsMet = true;

for (const size of sizes) {
  const set = createSyntheticSet(size);
  const parsed = parseRuleFile("synthetic.txt", set.text);
  const compiled = compileRuleSet(parsed.rules, { productNumbers: set.productNumbers });
  const problems = [...parsed.problems, ...compiled.problems];
  if (problems.length > 0) throw new Error(`synthetic rule set is invalid: ${problems[0]?.message}`);
  const scan = createLinearScan(parsed.rules, set.productNumbers);
  const lookup = (path: string) => compiled.table.lookup(path);

  // Both sides must agree on which paths are hits, or the comparison means nothing.
  for (const path of set.hits.slice(0, 500)) {
    if (lookup(path) === undefined || scan(path) === undefined)
      throw new Error(`not a hit on both sides: ${path}`);
  }
  for (const path of set.misses.slice(0, 500)) {
    if (lookup(path) !== undefined || scan(path) !== undefined)
      throw new Error(`not a miss on both sides: ${path}`);
  }

  const linearCount = linearSamples[size] ?? 1_000;
  for (const [kind, paths] of [
    ["hit", set.hits],
    ["miss", set.misses],
  ] as const) {
    const engine = measureRounds(paths, lookup, engineRounds, engineSamples, 50_000);
    const linear = measure(paths, scan, linearCount, Math.min(linearCount, 500));
    rows.push({ size, kind, engine, linear });
  }
}

const header = [
  "rules",
  "paths",
  "engine p50 µs",
  "engine p99 µs",
  "(p99 range)",
  "scan p50 µs",
  "scan p99 µs",
  "ratio p50",
  "ratio p99",
];
const table = rows.map((row) => [
  row.size.toLocaleString("en"),
  row.kind,
  micros(row.engine.p50),
  micros(row.engine.p99),
  `${micros(row.engine.p99Low)}–${micros(row.engine.p99High)}`,
  micros(row.linear.p50),
  micros(row.linear.p99),
  `${(row.linear.p50 / row.engine.p50).toFixed(0)}×`,
  `${(row.linear.p99 / row.engine.p99).toFixed(0)}×`,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => (cells[column] ?? "").length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join("  ");

console.log(
  `Legacy redirect lookup. Engine: ${engineRounds} rounds × ${engineSamples.toLocaleString("en")} timed calls per row, ` +
    `median round shown (p99 range = lowest–highest round). Linear scan: ${Object.values(linearSamples).join(" / ")} calls.`,
);
console.log(
  `Timer overhead included in every figure: p50 ${micros(timerOverhead.p50)} µs, p99 ${micros(timerOverhead.p99)} µs.\n`,
);
console.log(line(header));
for (const cells of table) console.log(line(cells));

const at10k = rows.filter((row) => row.size === 10_000);
const worstP99 = Math.max(...at10k.map((row) => row.engine.p99));
const at1k = rows.filter((row) => row.size === 1_000);
const worstRatio = Math.min(...at1k.map((row) => row.linear.p50 / row.engine.p50));
const p99Ok = worstP99 <= 5_000;
const ratioOk = worstRatio >= 30;
goalsMet = p99Ok && ratioOk;
console.log(
  `\nGoal p99 ≤ 5 µs at 10,000 rules: ${p99Ok ? "met" : "NOT met"} (worst p99 ${micros(worstP99)} µs).`,
);
console.log(
  `Goal ≥ 30× the linear scan at 1,000 rules: ${ratioOk ? "met" : "NOT met"} (smallest p50 ratio ${worstRatio.toFixed(0)}×).`,
);
if (!goalsMet) process.exitCode = 1;
