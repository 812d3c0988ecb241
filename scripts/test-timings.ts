import { existsSync, readFileSync } from "node:fs";
import { unitReportFile } from "./unit-report.ts";

/** Where Playwright writes its JSON report on CI (playwright.config.ts); beside the unit report. */
export const e2eReportFile = "node_modules/.cache/sabia/e2e-report.json";

export interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

const byTimeDescending = (a: FileTime, b: FileTime) => b.seconds - a.seconds;

/** Each unit test file's wall time (vitest's JSON report: start and end per file). */
export function unitFileTimes(report: {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}): FileTime[] {
  return report.testResults
    .map((file) => ({
      file: file.name.replace(`${process.cwd()}/`, ""),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    }))
    .toSorted(byTimeDescending);
}

interface PlaywrightSuite {
  file?: string;
  specs?: { file: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

/** Each e2e spec file's summed test time, retries included (Playwright's JSON report), per project. */
export function e2eFileTimes(report: { suites: PlaywrightSuite[] }): FileTime[] {
  const totals = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const key = `${test.projectName} › ${spec.file}`;
        const total = totals.get(key) ?? { file: key, seconds: 0, tests: 0 };
        total.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        total.tests += 1;
        totals.set(key, total);
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return [...totals.values()].toSorted(byTimeDescending);
}

const readJson = (file: string): unknown =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as unknown) : null;

/** The slowest files of each step, for `npm test`'s summary on CI: where the 45-minute budget goes. */
export function slowestFiles(count: number): { unit: FileTime[]; e2e: FileTime[] } {
  const unit = readJson(unitReportFile) as Parameters<typeof unitFileTimes>[0] | null;
  const e2e = readJson(e2eReportFile) as Parameters<typeof e2eFileTimes>[0] | null;
  return {
    unit: unit ? unitFileTimes(unit).slice(0, count) : [],
    e2e: e2e ? e2eFileTimes(e2e).slice(0, count) : [],
  };
}
