import { existsSync, readFileSync } from "node:fs";

/** Where vitest writes its JSON report on CI (vitest.config.ts); not under test-results/, which Playwright empties. */
export const unitReportFile = "node_modules/.cache/sabia/unit-report.json";

/** A message's first non-blank line, cut at 300 characters. */
const firstLine = (text: string) =>
  text
    .split("\n")
    .find((line) => line.trim() !== "")
    ?.trim()
    .slice(0, 300) ?? "";

/** The unit tests that failed, from vitest's JSON report (written on CI, vitest.config.ts), a line or two each. */
export function failedUnitTests(): string[] {
  if (!existsSync(unitReportFile)) return [];
  const report = JSON.parse(readFileSync(unitReportFile, "utf8")) as {
    testResults: {
      name: string;
      message?: string;
      assertionResults: { status: string; fullName: string; failureMessages: string[] }[];
    }[];
  };
  return report.testResults.flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((test) => test.status === "failed");
    if (failed.length === 0 && file.message) return [`${where}: ${firstLine(file.message)}`];
    return failed.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages[0] ?? "")}`);
  });
}
