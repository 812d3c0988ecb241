import { describe, expect, it } from "vitest";
import { parseRuleFile } from "./parse-rules.ts";

const parse = (text: string) => parseRuleFile("t.txt", text);

describe("parseRuleFile", () => {
  it("reads every kind, skipping comments and blank lines, and remembers file and line", () => {
    const { rules, problems } = parse(
      [
        "# comment",
        "",
        "exact /login/ /signin   # trailing comment",
        "iexact /Medicina /cursos-medicina",
        "prefix /course/* /curso/*",
        "prefix /courses-* /cursos-*",
        "iprefix /listas/* /",
        "pattern ^/curso/(?<slug>[^/]*_[^/]*)$ /curso/{slug|hyphens}",
        "pattern ^/[^/]*-p(?<product>\\d+)$ @product",
        "retired p0042 /busca",
      ].join("\n"),
    );
    expect(problems).toEqual([]);
    expect(rules.map((rule) => [rule.kind, rule.source, rule.target, rule.line])).toEqual([
      ["exact", "/login", "/signin", 3],
      ["iexact", "/medicina", "/cursos-medicina", 4],
      ["prefix", "/course", "/curso", 5],
      ["prefix", "/courses-", "/cursos-", 6],
      ["iprefix", "/listas", "/", 7],
      ["pattern", "^/curso/(?<slug>[^/]*_[^/]*)$", "/curso/{slug|hyphens}", 8],
      ["pattern", "^/[^/]*-p(?<product>\\d+)$", "@product", 9],
      ["retired", "42", "/busca", 10],
    ]);
    expect(rules[2]).toMatchObject({ shape: "segment", keepRemainder: true });
    expect(rules[3]).toMatchObject({ shape: "partial", keepRemainder: true });
    expect(rules[4]).toMatchObject({ shape: "segment", keepRemainder: false });
  });

  it("percent-encodes sources written with accents, as requests arrive encoded", () => {
    const { rules } = parse("iexact /educação /cursos-educacao-fisica");
    expect(rules[0]?.source).toBe("/educa%c3%a7%c3%a3o");
  });

  it.each([
    ["exact /a //evil.example", "not a path of this site"],
    ["exact /a https://evil.example/", "not a path of this site"],
    ["exact /a /\\evil.example", "not a path of this site"],
    ["exact a /b", "must be a path"],
    ["exact /a?x=1 /b", "must be a path"],
    ["exact /a /b /c", "expected"],
    ["redirect /a /b", "unknown kind"],
    ["prefix /course /curso", 'must end with "/*"'],
    ["prefix /course/* /curso*", 'must end with "/*"'],
    ["prefix /courses-* /cursos-/*", 'not "/*"'],
    ["prefix /* /x/*", "below"],
    ["prefix /a/* /b?x=1/*", "query string"],
    ["pattern /a(.*) /b", "anchored"],
    ["pattern ^/a(?<x>[$ /b", "not a valid regular expression"],
    ["pattern ^/a/(?<x>.*)$ /b/{y}", "no such group"],
    ["pattern ^/a/(?<x>.*)$ {x}", "fixed path"],
    ["pattern ^/a/(?<x>\\d+)$ @product", "no (?<product>"],
    ["retired abc /", "digits"],
  ])("rejects %s", (line, message) => {
    const { rules, problems } = parse(`\n${line}`);
    expect(rules).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain(message);
    expect(problems[0]?.rules).toEqual([{ file: "t.txt", line: 2 }]);
  });
});
