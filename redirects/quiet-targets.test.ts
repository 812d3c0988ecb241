import { describe, expect, it } from "vitest";
import { compileRuleSet } from "./compile-rule-set.ts";
import { parseRuleFile } from "./parse-rules.ts";
import { findQuietRules } from "./quiet-targets.ts";

const rulesOf = (text: string) => parseRuleFile("t.txt", text).rules;

describe("findQuietRules", () => {
  it("marks prefixes whose targets no exact or prefix rule can reach", () => {
    const rules = rulesOf(
      [
        "prefix /course/* /curso/*",
        "prefix /cart/* /carrinho/*",
        "exact /curso/velho /curso/novo",
        "prefix /institution/* /instituicao/*",
        "iprefix /INSTITUICAO/antiga/* /",
        "prefix /courses-* /cursos-*",
        "prefix /search/* /busca",
        "exact /carrinhos /elsewhere",
        "prefix /pt/* /cursos/*",
        "exact /cursos /",
        "pattern ^/curso/(?<s>[^/]*_[^/]*)$ /curso/{s|hyphens}",
      ].join("\n"),
    );
    const quiet = [...findQuietRules(rules)].map((rule) => rule.line);
    // /curso/… can hit the exact rule, /instituicao/… the iprefix, /cursos itself the last exact rule, and
    // /cursos-… is reached by nothing; /search drops its remainder. /carrinhos is not below /carrinho/.
    expect(quiet).toEqual([2, 6]);
  });

  it("judges patterns by the fixed text their targets start with", () => {
    const rules = rulesOf(
      [
        "pattern ^/a/(?<x>[^/]+)$ /novo/{x}",
        "pattern ^/b/(?<x>[^/]+)$ /velho/{x}",
        "pattern ^/c/(?<x>[^/]+)$ /{x|lower}/z",
        "pattern ^/[^/]*-p(?<product>\\d+)$ @product",
        "exact /velho/1 /novo/1",
        "pattern ^/d/(?<x>[^/]+)$ /pesquisa?termo={x}",
        "exact /pesquisa /busca",
      ].join("\n"),
    );
    expect([...findQuietRules(rules)].map((rule) => rule.line)).toEqual([1, 4]);
  });

  it("still sends a quiet prefix's target through the patterns", () => {
    const { table } = compileRuleSet(
      rulesOf("prefix /course/* /curso/*\npattern ^/curso/(?<s>[^/]*_[^/]*)$ /curso/{s|hyphens}"),
    );
    expect(findQuietRules(table.rules).size).toBe(2);
    expect(table.lookup("/course/uti_adulto?x=1")?.location).toBe("/curso/uti-adulto?x=1");
    expect(table.lookup("/course/uti_adulto")?.rules.map((rule) => rule.line)).toEqual([1, 2]);
    expect(table.lookup("/course/uti-adulto")?.location).toBe("/curso/uti-adulto");
  });
});
