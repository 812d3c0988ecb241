import { describe, expect, it } from "vitest";
import { e2eFileTimes, unitFileTimes } from "./test-timings.ts";

describe("test timings (npm test's summary on CI)", () => {
  it("gives each unit file its wall time, slowest first", () => {
    const times = unitFileTimes({
      testResults: [
        { name: `${process.cwd()}/a.test.ts`, startTime: 1_000, endTime: 3_500, assertionResults: [1, 2] },
        { name: `${process.cwd()}/b.test.ts`, startTime: 1_000, endTime: 11_000, assertionResults: [1] },
      ],
    });
    expect(times).toEqual([
      { file: "b.test.ts", seconds: 10, tests: 1 },
      { file: "a.test.ts", seconds: 2.5, tests: 2 },
    ]);
  });

  it("sums each e2e spec file's tests and retries per project, in nested suites too", () => {
    const times = e2eFileTimes({
      suites: [
        {
          file: "a.spec.ts",
          specs: [
            { file: "a.spec.ts", tests: [{ projectName: "chromium", results: [{ duration: 4_000 }] }] },
          ],
          suites: [
            {
              specs: [
                {
                  file: "a.spec.ts",
                  tests: [{ projectName: "chromium", results: [{ duration: 3_000 }, { duration: 2_000 }] }],
                },
              ],
            },
          ],
        },
        {
          file: "b.spec.ts",
          specs: [{ file: "b.spec.ts", tests: [{ projectName: "pix-psp", results: [{ duration: 1_000 }] }] }],
        },
      ],
    });
    expect(times).toEqual([
      { file: "chromium › a.spec.ts", seconds: 9, tests: 2 },
      { file: "pix-psp › b.spec.ts", seconds: 1, tests: 1 },
    ]);
  });
});
