import type { Rule } from "./rule-types.ts";
import { foldCase } from "./same-site-path.ts";

/**
 * Rules that compute their target per request — prefixes keeping the remainder, patterns — need that target
 * looked up again (a chain such as /course/x_y → /curso/x_y → /curso/x-y). For most of them no exact or
 * prefix rule can ever match what they produce: those are "quiet", and their targets only go through the
 * short pattern list. Conservative: any rule whose source could overlap the target's fixed start (the text
 * before the first computed part) keeps the full look-up. Cost at start: one pass over the rules per
 * distinct target start.
 */
export function findQuietRules(rules: readonly Rule[]): Set<Rule> {
  const quiet = new Set<Rule>();
  const verdicts = new Map<string, boolean>();
  for (const rule of rules) {
    const fixed = fixedStart(rule);
    if (fixed === undefined) continue;
    let verdict = verdicts.get(`${fixed.start} ${fixed.bare ?? ""}`);
    if (verdict === undefined) {
      verdict = !rules.some(
        (other) =>
          mayMatchBelow(other, fixed.start) || (fixed.bare !== undefined && isSamePath(other, fixed.bare)),
      );
      verdicts.set(`${fixed.start} ${fixed.bare ?? ""}`, verdict);
    }
    if (verdict) quiet.add(rule);
  }
  return quiet;
}

/**
 * What every computed target of `rule` starts with, and the bare target when the computed part can be empty.
 * A whole-segment prefix target continues with "/" (or ends there); a partial one continues anywhere. A
 * catalogue answer of `@product` is always /curso/{slug} (its retired entries are followed in full).
 */
function fixedStart(rule: Rule): { start: string; bare?: string } | undefined {
  if ((rule.kind === "prefix" || rule.kind === "iprefix") && rule.keepRemainder) {
    return rule.shape === "segment"
      ? { start: `${rule.target}/`, bare: rule.target }
      : { start: rule.target };
  }
  if (rule.kind !== "pattern") return undefined;
  if (rule.template === "product") return { start: "/curso/" };
  const head = rule.template[0];
  const query = head?.type === "text" ? head.text.indexOf("?") : -1;
  // A query in the fixed text means the whole path is fixed.
  if (head?.type === "text" && query !== -1)
    return { start: head.text.slice(0, query), bare: head.text.slice(0, query) };
  // A template made only of text is a fixed target, but it is still checked like one that is not.
  return head?.type === "text"
    ? { start: head.text, bare: rule.template.length === 1 ? head.text : undefined }
    : undefined;
}

/** Could an exact rule match the bare target (a request for the prefix itself leaves no remainder)? */
function isSamePath(rule: Rule, target: string): boolean {
  if (rule.kind === "exact") return rule.source === target;
  return rule.kind === "iexact" && rule.source === foldCase(target);
}

/** Could `rule` match some path that starts with `start`? Patterns are always tried, so they never count. */
function mayMatchBelow(rule: Rule, start: string): boolean {
  switch (rule.kind) {
    case "exact":
      return rule.source.startsWith(start);
    case "iexact":
      return rule.source.startsWith(foldCase(start));
    case "prefix":
      return rule.source.startsWith(start) || start.startsWith(rule.source);
    case "iprefix": {
      const folded = foldCase(start);
      return rule.source.startsWith(folded) || folded.startsWith(rule.source);
    }
    case "pattern":
    case "retired":
      return false;
  }
}
