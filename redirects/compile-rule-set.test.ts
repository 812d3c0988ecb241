import { describe, expect, it } from "vitest";
import { compileRuleSet } from "./compile-rule-set.ts";
import { parseRuleFile } from "./parse-rules.ts";
import { formatProblem } from "./rule-types.ts";

function compile(text: string, productNumbers?: Map<string, string>) {
  const parsed = parseRuleFile("t.txt", text);
  expect(parsed.problems).toEqual([]);
  return compileRuleSet(parsed.rules, { productNumbers });
}

describe("compileRuleSet", () => {
  it("flattens chains so every answer is one hop, naming each rule on the way", () => {
    const { table, problems } = compile("exact /a /b\nexact /b /c?x=1\nexact /c /d");
    expect(problems).toEqual([]);
    const answer = table.lookup("/a/?y=2");
    expect(answer?.location).toBe("/d?x=1&y=2");
    expect(answer?.rules.map((rule) => rule.line)).toEqual([1, 2, 3]);
  });

  it("reports a loop with the file and line of every rule in it", () => {
    const { problems } = compile("exact /a /b\niexact /B /c\nprefix /c/* /a/*");
    const loop = problems.find((problem) => problem.message.includes("loop"));
    expect(loop && formatProblem(loop)).toContain("redirect loop: t.txt:2 → t.txt:3 → t.txt:1 → t.txt:2");
    expect(problems.filter((problem) => problem.message.includes("loop"))).toHaveLength(1);
  });

  it("reports a conflict (same source, two targets) and a duplicate", () => {
    const { problems } = compile(
      "exact /a /b\nexact /a/ /c\niprefix /x/* /\niprefix /X/* /\nretired p1 /\nretired 01 /busca",
    );
    expect(problems.map(formatProblem)).toEqual([
      "t.txt:1, t.txt:2: conflict: same source, two targets for exact /a (t.txt:1 → /b, t.txt:2 → /c)",
      "t.txt:3, t.txt:4: duplicate rule for iprefix /x (t.txt:3 → /, t.txt:4 → /)",
      "t.txt:5, t.txt:6: conflict: same source, two targets for retired 1 (t.txt:5 → /, t.txt:6 → /busca)",
    ]);
  });

  it("tries exact, then case-folded exact, then the longest prefix, then patterns in order", () => {
    const { table } = compile(
      [
        "exact /m/a /exact",
        "iexact /m/b /iexact",
        "iprefix /m/* /area",
        "prefix /m/c/* /prefix/*",
        "pattern ^/m/(?<x>[^/]+)/z$ /pattern/{x}",
        "pattern ^/(?<x>[^/]+)/y$ /second/{x|lower}",
      ].join("\n"),
    );
    expect(table.lookup("/m/a")?.location).toBe("/exact");
    expect(table.lookup("/M/A")?.location).toBe("/area");
    expect(table.lookup("/M/B")?.location).toBe("/iexact");
    expect(table.lookup("/m/c/d")?.location).toBe("/prefix/d");
    expect(table.lookup("/M/Other/Path")?.location).toBe("/area");
    expect(table.lookup("/q/z")).toBeUndefined();
    expect(table.lookup("/AB/y")?.location).toBe("/second/ab");
  });

  it("keeps the remainder as written when a case-folded prefix matches", () => {
    const { table } = compile("iprefix /Old/* /new/*");
    expect(table.lookup("/OLD/Some_Page?q=1")?.location).toBe("/new/Some_Page?q=1");
  });

  it("resolves product numbers: retired entries first, then the catalogue, else no answer", () => {
    const { table } = compile(
      "pattern ^/[^/]*-p(?<product>\\d+)$ @product\nretired p7 /busca",
      new Map([
        ["12", "uti-adulto"],
        ["7", "shadowed"],
      ]),
    );
    expect(table.lookup("/curso-de-uti-p012")?.location).toBe("/curso/uti-adulto");
    expect(table.lookup("/antigo-p7")?.location).toBe("/busca");
    expect(table.lookup("/sumiu-p99")).toBeUndefined();
  });

  it("never answers with a location outside the site, even when a remainder would make one", () => {
    const { table, problems } = compile("prefix /old/* /*\npattern ^/go/(?<to>.*)$ /{to}");
    expect(problems).toEqual([]);
    expect(table.lookup("/old/curso/x")?.location).toBe("/curso/x");
    expect(table.lookup("/old//evil.example")).toBeUndefined();
    expect(table.lookup("/go//evil.example")).toBeUndefined();
    expect(table.lookup("/go/\\evil.example")).toBeUndefined();
  });

  it("follows computed targets that carry a query, merging the request's", () => {
    const { table } = compile(
      "pattern ^/d/(?<x>[^/]+)$ /pesquisa?termo={x}\nexact /pesquisa /busca\nprefix /e/* /f/*",
    );
    expect(table.lookup("/d/uti?pagina=2")?.location).toBe("/busca?termo=uti&pagina=2");
    expect(table.lookup("/e/x/")?.location).toBe("/f/x");
  });

  it("answers nothing for a loop that only computed targets reveal", () => {
    const { table } = compile("pattern ^/a/(?<x>[^/]+)$ /b/{x}\npattern ^/b/(?<x>[^/]+)$ /a/{x}");
    expect(table.lookup("/a/1")).toBeUndefined();
  });
});
