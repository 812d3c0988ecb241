import { findQuietRules } from "./quiet-targets.ts";
import { RuleTables, type Step } from "./redirect-steps.ts";
import {
  describeOrigin,
  type ProductLookup,
  type RedirectAnswer,
  type Rule,
  type RuleProblem,
} from "./rule-types.ts";
import { withQuery } from "./query-string.ts";
import { foldCase, isSameSitePath, trimTrailingSlashes } from "./same-site-path.ts";

/** Enough for any honest chain (old prefix → renamed slug → …); more means a loop. */
const maxHops = 8;

/** The compiled rule set: answers any `path?query` in one hop, or undefined when no rule applies. */
export interface RedirectTable {
  readonly rules: readonly Rule[];
  lookup(url: string): RedirectAnswer | undefined;
}

export interface CompileOptions {
  /** Legacy product number → course slug, from the catalogue. */
  readonly productNumbers?: ReadonlyMap<string, string> | ProductLookup;
}

/**
 * Builds the look-up tables, then flattens every static target to its final location so an exact hit is a
 * single hash look-up at request time. Conflicts, loops and targets outside the site become problems that
 * name the rules involved; a table is returned either way so tools can still report.
 */
export function compileRuleSet(
  rules: readonly Rule[],
  options: CompileOptions = {},
): {
  table: RedirectTable;
  problems: RuleProblem[];
} {
  const products = options.productNumbers;
  const lookupProduct: ProductLookup =
    products === undefined
      ? () => undefined
      : typeof products === "function"
        ? products
        : (number) => products.get(number);
  const tables = new RuleTables(lookupProduct);
  const problems = insertRules(tables, rules);

  const staticAnswers = new Map<Rule, RedirectAnswer>();
  const loops = new Map<string, { loop: Rule[]; entries: Set<Rule> }>();
  for (const rule of rules) {
    // Fixed targets are flattened once here; prefixes that keep the remainder are followed per request.
    const isStatic =
      rule.kind === "exact" ||
      rule.kind === "iexact" ||
      rule.kind === "retired" ||
      ((rule.kind === "prefix" || rule.kind === "iprefix") && !rule.keepRemainder);
    if (!isStatic && !(rule.kind === "prefix" || rule.kind === "iprefix")) continue;
    const first: Step = { rules: [rule], target: rule.target };
    const resolved = follow((path) => tables.step(path), first);
    if ("loop" in resolved) {
      // Many rules can lead into one loop; it is reported once, with the number of rules that reach it.
      const key = [...new Set(resolved.loop.map(describeOrigin))].toSorted().join(" ");
      const known = loops.get(key);
      if (known === undefined) loops.set(key, { loop: resolved.loop, entries: new Set([rule]) });
      else known.entries.add(rule);
    } else if (!isSameSitePath(resolved.location)) {
      const chain = resolved.rules.map(describeOrigin).join(" → ");
      problems.push({
        message: `target ${resolved.location} is not a path of this site (${chain})`,
        rules: resolved.rules,
      });
    } else if (isStatic) {
      staticAnswers.set(rule, resolved);
    }
  }
  for (const { loop, entries } of loops.values()) {
    const outside = [...entries].filter((rule) => !loop.includes(rule));
    const shown = outside.slice(0, 5).map(describeOrigin).join(", ");
    const more = outside.length > 5 ? ` and ${outside.length - 5} more` : "";
    const reached = outside.length === 0 ? "" : ` (also reached from ${shown}${more})`;
    problems.push({
      message: `redirect loop: ${loop.map(describeOrigin).join(" → ")}${reached}`,
      rules: [...new Set(loop)],
    });
  }
  return { table: createTable(tables, staticAnswers, findQuietRules(rules), rules), problems };
}

function insertRules(tables: RuleTables, rules: readonly Rule[]): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const clash = (rule: Rule, existing: Rule) => {
    const what = existing.target === rule.target ? "duplicate rule" : "conflict: same source, two targets";
    problems.push({
      message: `${what} for ${rule.kind} ${rule.source} (${describeOrigin(existing)} → ${existing.target}, ${describeOrigin(rule)} → ${rule.target})`,
      rules: [existing, rule],
    });
  };
  for (const rule of rules) {
    switch (rule.kind) {
      case "exact":
      case "iexact": {
        const map = rule.kind === "exact" ? tables.exact : tables.iexact;
        const existing = map.get(rule.source);
        if (existing === undefined) map.set(rule.source, rule);
        else clash(rule, existing);
        break;
      }
      case "prefix":
      case "iprefix": {
        const existing = (rule.kind === "prefix" ? tables.prefixes : tables.iprefixes).insert(rule);
        if (existing !== undefined) clash(rule, existing);
        break;
      }
      case "pattern":
        tables.patterns.push(rule);
        break;
      case "retired": {
        const existing = tables.retired.get(rule.source);
        if (existing === undefined) tables.retired.set(rule.source, rule);
        else clash(rule, existing);
        break;
      }
    }
  }
  return problems;
}

/**
 * Follows a first step until no rule applies, so the visitor gets one 301 to the final page. The query
 * of each target is carried along. A path seen twice, or too many hops, is a loop.
 */
export function follow(
  step: (path: string) => Step | undefined,
  first: Step,
): RedirectAnswer | { loop: Rule[] } {
  let chain: readonly Rule[] = first.rules;
  let location = first.target;
  // Path → chain length when it was reached; allocated only when a target is redirected again.
  let seen: Map<string, number> | undefined;
  for (let hop = 0; hop < maxHops; hop++) {
    const mark = location.indexOf("?");
    const path = trimTrailingSlashes(mark === -1 ? location : location.slice(0, mark));
    const next = step(path);
    if (next === undefined) return { location, rules: chain };
    if (next.final === true) {
      const target = mark === -1 ? next.target : withQuery(next.target, location.slice(mark + 1));
      return { location: target, rules: [...chain, ...next.rules] };
    }
    seen ??= new Map();
    const since = seen.get(path);
    // The loop is the part of the chain from the first visit of this path, closed by the rule that returns.
    if (since !== undefined) return { loop: [...chain.slice(since), ...next.rules] };
    seen.set(path, chain.length);
    chain = [...chain, ...next.rules];
    location = mark === -1 ? next.target : withQuery(next.target, location.slice(mark + 1));
  }
  return { loop: [...chain] };
}

function createTable(
  tables: RuleTables,
  staticAnswers: Map<Rule, RedirectAnswer>,
  quietRules: ReadonlySet<Rule>,
  rules: readonly Rule[],
): RedirectTable {
  // Exact hits, the bulk of legacy traffic, are one hash probe straight to their flattened answer.
  const exactAnswers = new Map<string, RedirectAnswer>();
  const foldedAnswers = new Map<string, RedirectAnswer>();
  for (const [source, rule] of tables.exact) {
    const answer = staticAnswers.get(rule);
    if (answer !== undefined) exactAnswers.set(source, answer);
  }
  for (const [source, rule] of tables.iexact) {
    const answer = staticAnswers.get(rule);
    if (answer !== undefined) foldedAnswers.set(source, answer);
  }
  const known = (path: string, folded: string) => exactAnswers.get(path) ?? foldedAnswers.get(folded);
  // Following a computed target: an exact hit is already flattened, so the chain ends there.
  const step = (path: string): Step | undefined => {
    const folded = foldCase(path);
    const answer = known(path, folded);
    if (answer !== undefined) return { rules: answer.rules, target: answer.location, final: true };
    return tables.stepBeyondExact(path, folded);
  };
  // A quiet rule's computed target can only be taken by a pattern (see quiet-targets.ts).
  const afterQuiet = (first: Step): RedirectAnswer | { loop: Rule[] } => {
    const mark = first.target.indexOf("?");
    const path = trimTrailingSlashes(mark === -1 ? first.target : first.target.slice(0, mark));
    const next = tables.stepPatterns(path);
    if (next === undefined) return { location: first.target, rules: first.rules };
    const target = mark === -1 ? next.target : withQuery(next.target, first.target.slice(mark + 1));
    return follow(step, { rules: [...first.rules, ...next.rules], target });
  };
  return {
    rules,
    lookup(url) {
      // Hot path: no URL object, no allocation for a static hit without a query.
      const mark = url.indexOf("?");
      const query = mark === -1 ? "" : url.slice(mark + 1);
      const path = trimTrailingSlashes(mark === -1 ? url : url.slice(0, mark));
      const folded = foldCase(path);
      let flattened = known(path, folded);
      let answer: RedirectAnswer | { loop: Rule[] };
      if (flattened !== undefined) answer = flattened;
      else {
        const first = tables.stepBeyondExact(path, folded);
        if (first === undefined) return undefined;
        // One rule answered: its flattened answer if static, a patterns-only check if quiet. Two rules (a
        // product number and its retired entry) are followed in full.
        const single = first.rules.length === 1 ? first.rules[0] : undefined;
        flattened = single === undefined ? undefined : staticAnswers.get(single);
        if (flattened !== undefined) answer = flattened;
        else if (single !== undefined && quietRules.has(single)) answer = afterQuiet(first);
        else answer = follow(step, first);
      }
      // A loop found only at run time (computed targets) is served as no redirect rather than an endless one.
      if ("loop" in answer) return undefined;
      if (query.length === 0) {
        // Computed targets (prefix remainders, pattern groups, catalogue slugs) are checked on every answer.
        return flattened !== undefined || (isSameSitePath(answer.location) && answer.location !== url)
          ? answer
          : undefined;
      }
      const location = withQuery(answer.location, query);
      if (!isSameSitePath(location) || location === url) return undefined;
      return { location, rules: answer.rules };
    },
  };
}
