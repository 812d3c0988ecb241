import { describe, expect, it } from "vitest";
import { compileRuleSet } from "./compile-rule-set.ts";
import { coverageReport } from "./coverage-report.ts";
import { parseRuleFile } from "./parse-rules.ts";

describe("coverageReport", () => {
  it("names the rules answering each path, then the rules nothing hit", () => {
    const { rules } = parseRuleFile(
      "r.txt",
      "prefix /course/* /curso/*\nexact /curso/velho /curso/novo\nexact /login /signin\niprefix /listas/* /",
    );
    const { table } = compileRuleSet(rules);
    expect(coverageReport(table, ["/course/velho?x=1", "/busca", "/login/"])).toEqual([
      "/course/velho?x=1\tr.txt:1 → r.txt:2\t301 /curso/novo?x=1",
      "/busca\t(no rule)",
      "/login/\tr.txt:3\t301 /signin",
      "",
      "2 of 3 paths redirected; 3 of 4 rules hit.",
      "Rules no path hit (1):",
      "  r.txt:4\tiprefix /listas/* /",
    ]);
  });
});
