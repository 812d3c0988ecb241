import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { failedUnitTests, unitReportFile } from "./unit-report.ts";
import { ensureSamlSchemas } from "./debian-packages.ts";
import { e2eReportFile, slowestFiles } from "./test-timings.ts";

/**
 * `npm test`: every check, in order — typecheck, lint, format, redirect rules, unit, model, end-to-end — then one summary.
 * A failing step does not hide the others; the exit code is non-zero if any failed.
 */
const steps: { name: string; script: string }[] = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  // One layout for every file (issue 29): a diff shows what changed, not how an editor wrapped it.
  { name: "format", script: "format:check" },
  { name: "redirects", script: "redirects:check" },
  { name: "unit", script: "test:unit" },
  { name: "model", script: "test:model" },
  { name: "e2e", script: "test:e2e" },
  // Reads the build the e2e step made: first-visit JS and CSS must stay within the storefront budgets.
  { name: "budgets", script: "bench:bundle:check" },
];

// The unit step validates the SAML metadata against the OASIS schema with xmllint (Debian's packages). An install
// that fails is reported here and by that test; the other checks still run.
try {
  ensureSamlSchemas();
} catch (error) {
  console.error("Could not install the SAML schemas:", error);
}

rmSync(unitReportFile, { force: true });
rmSync(e2eReportFile, { force: true });
const results: { name: string; ok: boolean; seconds: number }[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━ npm run ${step.script}`);
  const started = performance.now();
  const run = spawnSync("npm", ["run", step.script, "--silent"], { stdio: "inherit" });
  results.push({ name: step.name, ok: run.status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log("\n━━ summary ━━");
for (const result of results) {
  console.log(
    `${result.ok ? "✓" : "✗"} ${result.name.padEnd(10)} ${result.seconds.toFixed(1).padStart(6)} s`,
  );
}
// Where the time went (CI writes both reports): the budget for the whole run is 45 minutes (DEVELOPERS.md).
const slowest = slowestFiles(12);
for (const [step, files] of Object.entries(slowest)) {
  if (files.length === 0) continue;
  console.log(`\nslowest ${step} files (s, tests):`);
  for (const file of files)
    console.log(`  ${file.seconds.toFixed(1).padStart(7)}  ${String(file.tests).padStart(3)}  ${file.file}`);
}
const failedUnits = failedUnitTests();
if (failedUnits.length > 0) {
  console.log("\nunit tests that failed:");
  for (const line of failedUnits) console.log(`  ✗ ${line}`);
}
const failed = results.filter((result) => !result.ok);
console.log(
  failed.length === 0
    ? "All checks passed."
    : `${failed.length} check(s) failed: ${failed.map((f) => f.name).join(", ")}`,
);
process.exit(failed.length === 0 ? 0 : 1);
