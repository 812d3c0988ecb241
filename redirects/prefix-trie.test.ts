import { describe, expect, it } from "vitest";
import { parseRuleFile } from "./parse-rules.ts";
import { PrefixTrie } from "./prefix-trie.ts";
import type { PrefixRule } from "./rule-types.ts";

function trieOf(...lines: string[]) {
  const trie = new PrefixTrie();
  for (const rule of parseRuleFile("t.txt", lines.join("\n")).rules) trie.insert(rule as PrefixRule);
  return trie;
}

describe("PrefixTrie", () => {
  const trie = trieOf(
    "prefix /a/* /x/*",
    "prefix /a/b/* /y/*",
    "prefix /courses-* /cursos-*",
    "prefix /a/b-* /z-*",
  );

  it("finds the longest whole-segment prefix, including the path itself", () => {
    expect(trie.find("/a/b/c")).toMatchObject({ rule: { line: 2 }, remainder: "/c" });
    expect(trie.find("/a/b")).toMatchObject({ rule: { line: 2 }, remainder: "" });
    expect(trie.find("/a/c")).toMatchObject({ rule: { line: 1 }, remainder: "/c" });
    expect(trie.find("/a")).toMatchObject({ rule: { line: 1 }, remainder: "" });
  });

  it("respects segment boundaries", () => {
    expect(trie.find("/ab")).toBeUndefined();
    expect(trie.find("/b/a")).toBeUndefined();
  });

  it("matches partial-segment prefixes only when something follows inside the segment", () => {
    expect(trie.find("/courses-medicina/x")).toMatchObject({ rule: { line: 3 }, remainder: "medicina/x" });
    expect(trie.find("/courses-")).toBeUndefined();
    expect(trie.find("/a/b-c")).toMatchObject({ rule: { line: 4 }, remainder: "c" });
  });

  it("reports the rule already holding a prefix", () => {
    const first = parseRuleFile("t.txt", "prefix /a/* /x/*").rules[0] as PrefixRule;
    const second = parseRuleFile("u.txt", "prefix /a/* /y/*").rules[0] as PrefixRule;
    const fresh = new PrefixTrie();
    expect(fresh.insert(first)).toBeUndefined();
    expect(fresh.insert(second)).toBe(first);
  });
});
