import { normalizeProductNumber } from "./parse-rules.ts";
import { PrefixTrie } from "./prefix-trie.ts";
import type { ExactRule, PatternRule, ProductLookup, RetiredRule, Rule, TemplatePart } from "./rule-types.ts";

/** One rule applied once: the rules that answered (a product pattern also names its retired entry) and the target. */
export interface Step {
  readonly rules: readonly Rule[];
  readonly target: string;
  /** The target is already the end of its chain (a flattened exact answer). */
  readonly final?: boolean;
}

/**
 * The look-up structures of a rule set, each answering a single step. Cost per path: two hash look-ups,
 * one trie walk per segment, and the short ordered list of patterns — never a scan of the rule list.
 * Priority: exact, then case-folded exact, then longest prefix (case-sensitive trie first), then patterns
 * in file order.
 */
export class RuleTables {
  readonly exact = new Map<string, ExactRule>();
  readonly iexact = new Map<string, ExactRule>();
  readonly prefixes = new PrefixTrie();
  readonly iprefixes = new PrefixTrie();
  readonly patterns: PatternRule[] = [];
  readonly retired = new Map<string, RetiredRule>();
  readonly #products: ProductLookup;

  constructor(products: ProductLookup) {
    this.#products = products;
  }

  /** Applies the first rule that matches `path` (no query, trailing slashes already trimmed). */
  step(path: string): Step | undefined {
    const exact = this.exact.get(path);
    if (exact !== undefined) return { rules: [exact], target: exact.target };
    const folded = path.toLowerCase();
    const iexact = this.iexact.size === 0 ? undefined : this.iexact.get(folded);
    if (iexact !== undefined) return { rules: [iexact], target: iexact.target };
    return this.stepBeyondExact(path, folded);
  }

  /** Prefixes and patterns only; the compiled table answers exact hits from its flattened maps first. */
  stepBeyondExact(path: string, folded: string): Step | undefined {
    const prefix = this.prefixes.find(path) ?? this.iprefixes.find(folded);
    if (prefix !== undefined) {
      const { rule, remainder } = prefix;
      // A case-folded match keeps the remainder as the visitor wrote it.
      const rest = rule.kind === "iprefix" ? path.slice(path.length - remainder.length) : remainder;
      const target = rule.keepRemainder ? joinRemainder(rule.target, rest) : rule.target;
      return { rules: [rule], target };
    }
    return this.stepPatterns(path);
  }

  /** The ordered patterns alone, for targets no exact or prefix rule can match. */
  stepPatterns(path: string): Step | undefined {
    for (const rule of this.patterns) {
      const match = rule.regex.exec(path);
      if (match === null) continue;
      const groups = match.groups ?? {};
      if (rule.template !== "product") return { rules: [rule], target: fillTemplate(rule.template, groups) };
      const answer = this.#productStep(rule, groups.product ?? "");
      if (answer !== undefined) return answer;
    }
    return undefined;
  }

  /** Retired numbers (rule data) win over the catalogue: the editors decided where those pages go. */
  #productStep(rule: PatternRule, digits: string): Step | undefined {
    const number = normalizeProductNumber(digits);
    const retired = this.retired.get(number);
    if (retired !== undefined) return { rules: [rule, retired], target: retired.target };
    const slug = this.#products(number);
    if (slug === undefined || slug.length === 0) return undefined;
    return { rules: [rule], target: `/curso/${encodeURIComponent(slug)}` };
  }
}

function joinRemainder(target: string, remainder: string): string {
  if (remainder.length === 0) return target;
  // `/*` targets drop their slash at parse time ("/curso"); a target of "/" must not double it.
  return target === "/" && remainder.startsWith("/") ? remainder : target + remainder;
}

function fillTemplate(template: readonly TemplatePart[], groups: Record<string, string | undefined>): string {
  let out = "";
  for (const part of template) {
    if (part.type === "text") {
      out += part.text;
      continue;
    }
    const value = groups[part.name] ?? "";
    out +=
      part.filter === "hyphens"
        ? value.replaceAll("_", "-")
        : part.filter === "lower"
          ? value.toLowerCase()
          : value;
  }
  return out;
}
