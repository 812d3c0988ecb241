/**
 * Shapes shared by the redirect compiler, matcher and tools. Rules are plain data read from
 * `redirects/rules/*.txt`; each keeps the file and line it came from so every message can name it.
 */

/** Where a rule was written, for messages like `areas.txt:12`. */
export interface RuleOrigin {
  readonly file: string;
  readonly line: number;
}

/** Exact path (case-sensitive or case-folded) to a fixed target. */
export interface ExactRule extends RuleOrigin {
  readonly kind: "exact" | "iexact";
  readonly source: string;
  readonly target: string;
}

/**
 * Prefix rewrite. `segment` prefixes (`/course/*`) match the path itself and anything below it;
 * `partial` prefixes (`/courses-*`) match inside the segment. The remainder after the prefix is appended
 * to `target` when `keepRemainder` (target written with a trailing `*`), else it is dropped.
 */
export interface PrefixRule extends RuleOrigin {
  readonly kind: "prefix" | "iprefix";
  readonly source: string;
  readonly shape: "segment" | "partial";
  readonly target: string;
  readonly keepRemainder: boolean;
}

/** One piece of a pattern's target template: literal text or a named group with an optional filter. */
export type TemplatePart =
  | { readonly type: "text"; readonly text: string }
  | { readonly type: "group"; readonly name: string; readonly filter: "none" | "hyphens" | "lower" };

/**
 * Anchored regular expression with named groups. The target is a template, or `@product` to resolve the
 * `product` group through the catalogue's legacy product numbers.
 */
export interface PatternRule extends RuleOrigin {
  readonly kind: "pattern";
  readonly source: string;
  readonly regex: RegExp;
  readonly target: string;
  readonly template: readonly TemplatePart[] | "product";
}

/** A retired legacy product number and where its old pages go now. */
export interface RetiredRule extends RuleOrigin {
  readonly kind: "retired";
  readonly source: string;
  readonly target: string;
}

export type Rule = ExactRule | PrefixRule | PatternRule | RetiredRule;
export type RuleKind = Rule["kind"];

/** A rule-set problem; `rules` name every rule involved. */
export interface RuleProblem {
  readonly message: string;
  readonly rules: readonly RuleOrigin[];
}

/** Catalogue lookup: legacy product number (digits, no `p`) → course slug. */
export type ProductLookup = (productNumber: string) => string | undefined;

/** What the matcher answers: the final location (one hop) and the rules that produced it, in order. */
export interface RedirectAnswer {
  readonly location: string;
  readonly rules: readonly Rule[];
}

/** `areas.txt:12` */
export function describeOrigin(origin: RuleOrigin): string {
  return `${origin.file}:${origin.line}`;
}

/** `areas.txt:12, areas.txt:30: conflict: …` — every problem line starts with the rules it is about. */
export function formatProblem(problem: RuleProblem): string {
  return `${problem.rules.map(describeOrigin).join(", ")}: ${problem.message}`;
}

/** A rule as it was written in its file, for tool output. */
export function formatRule(rule: Rule): string {
  if (rule.kind !== "prefix" && rule.kind !== "iprefix") return `${rule.kind} ${rule.source} ${rule.target}`;
  const star = rule.shape === "segment" ? "/*" : "*";
  const target = !rule.keepRemainder
    ? rule.target
    : rule.shape === "segment"
      ? `${rule.target.replace(/\/$/, "")}/*`
      : `${rule.target}*`;
  return `${rule.kind} ${rule.source}${star} ${target}`;
}
