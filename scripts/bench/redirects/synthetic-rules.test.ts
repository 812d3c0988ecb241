import { describe, expect, it } from "vitest";
import { compileRuleSet } from "#redirects/compile-rule-set.ts";
import { parseRuleFile } from "#redirects/parse-rules.ts";
import { isSameSitePath } from "#redirects/same-site-path.ts";
import { createLinearScan } from "./linear-scan.ts";
import { createSyntheticSet } from "./synthetic-rules.ts";

/** The benchmark compares like with like only if both sides give the same answers on the same rules. */
describe("benchmark rule set", () => {
  const set = createSyntheticSet(1_000);
  const parsed = parseRuleFile("synthetic.txt", set.text);
  const { table, problems } = compileRuleSet(parsed.rules, { productNumbers: set.productNumbers });
  const scan = createLinearScan(parsed.rules, set.productNumbers);

  it("compiles without problems to the requested size", () => {
    expect(parsed.problems).toEqual([]);
    expect(problems).toEqual([]);
    expect(parsed.rules).toHaveLength(1_000);
  });

  it("answers every hit like the linear scan does, in one same-site hop", () => {
    for (const path of set.hits) {
      const answer = table.lookup(path);
      expect(answer?.location, path).toBe(scan(path));
      expect(isSameSitePath(answer?.location ?? ""), path).toBe(true);
      expect(table.lookup(answer?.location ?? "/"), path).toBeUndefined();
    }
  });

  it("answers no miss, like the linear scan", () => {
    for (const path of set.misses) {
      expect(table.lookup(path), path).toBeUndefined();
      expect(scan(path), path).toBeUndefined();
    }
  });
});
