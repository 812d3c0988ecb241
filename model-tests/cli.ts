import { CoverageRecorder, percent, type CoverageCounts } from "./coverage.ts";
import { executePath } from "./execute.ts";
import { generatePaths } from "./paths.ts";
import { models } from "./registry.ts";

/** `npm run test:model`: generates paths for every machine, runs them, prints coverage, fails on gaps. */
const only = process.argv[2];
let failed = false;
const rows: string[][] = [];
const format = (counts: CoverageCounts) =>
  `${counts.covered}/${counts.total} (${percent(counts).toFixed(0)} %)`;

for (const model of models.filter((m) => !only || m.name === only)) {
  const paths = generatePaths(model);
  const coverage = new CoverageRecorder(model.machine);
  let passed = 0;
  for (const [index, path] of paths.entries()) {
    const result = await executePath(model, path, coverage);
    if (result.ok) passed++;
    else {
      failed = true;
      console.error(`✗ ${model.name} path ${index + 1}: ${result.failure}`);
    }
  }
  const report = coverage.report();
  const complete = [report.states, report.transitions, report.guardOutcomes].every(
    (c) => c.missing.length === 0,
  );
  rows.push([
    model.name,
    `${passed}/${paths.length}`,
    format(report.states),
    format(report.transitions),
    format(report.guardOutcomes),
    model.complete ? (complete ? "complete ✓" : "complete ✗") : "in progress",
  ]);
  if (model.complete && !complete) {
    failed = true;
    for (const [measure, counts] of Object.entries(report)) {
      for (const missing of counts.missing)
        console.error(`  ${model.name}: ${measure} not covered: ${missing}`);
    }
  }
}

const header = ["machine", "paths passed", "states", "transitions", "guard outcomes", "status"];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]!.length)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join("  ");
console.log(line(header));
console.log(widths.map((width) => "-".repeat(width)).join("  "));
for (const row of rows) console.log(line(row));
if (rows.length === 0) {
  console.error(`no model named "${only}"`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;
