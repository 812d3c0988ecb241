import { describe, expect, it } from "vitest";
import { fastCheckSeed } from "../fast-check-seed.ts";
import { serverForThisFile } from "../server-for-tests.ts";
import { formatReport, runFuzz } from "./run-fuzz.ts";

/**
 * A slice of npm run fuzz (issue 15) in CI: every API operation of /api/openapi.json and every page pattern of
 * src/routes.ts, a few bad requests each, against the real server — no answer ≥ 500. The full run (≥ 200 per
 * operation) is npm run fuzz.
 */
const server = serverForThisFile();

describe("fuzz slice", () => {
  it("every API operation and page pattern with bad input: 0 responses ≥ 500", async () => {
    const report = await runFuzz({
      baseUrl: server().baseUrl,
      seed: fastCheckSeed,
      perOperation: 12,
      perPage: 3,
    });
    console.log(formatReport(report));
    expect(report.operations).toBeGreaterThanOrEqual(100);
    expect(report.pages).toBeGreaterThanOrEqual(40);
    expect(Math.min(...report.perTarget.values())).toBeGreaterThanOrEqual(3);
    // Issue 25: odd methods, request targets that are not a path and non-form bodies to pages are in it too.
    for (const odd of [
      "odd method",
      "absolute-form target",
      "asterisk-form target",
      "target without a leading slash",
      "target with two leading slashes",
      "non-form body to a page",
    ])
      expect(report.perTarget.get(odd), odd).toBeGreaterThanOrEqual(10);
    expect(
      report.failures.map(
        (failure) => `${failure.status} ${failure.fuzzCase.method} ${failure.fuzzCase.url.slice(0, 120)}`,
      ),
    ).toEqual([]);
  }, 120_000);
});
