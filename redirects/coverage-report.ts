import type { RedirectTable } from "./compile-rule-set.ts";
import { describeOrigin, formatRule, type Rule } from "./rule-types.ts";

/**
 * The text of `redirects:report`: one line per path (`path⇥rules⇥301 target`, or `(no rule)`), a summary,
 * then the rules that no path hit — with a real access log, candidates for removal or a sign of a typo.
 */
export function coverageReport(table: RedirectTable, paths: readonly string[]): string[] {
  const hit = new Set<Rule>();
  const lines: string[] = [];
  let answered = 0;
  for (const path of paths) {
    const answer = table.lookup(path);
    if (answer === undefined) {
      lines.push(`${path}\t(no rule)`);
      continue;
    }
    answered++;
    for (const rule of answer.rules) hit.add(rule);
    lines.push(`${path}\t${answer.rules.map(describeOrigin).join(" → ")}\t301 ${answer.location}`);
  }
  const unused = table.rules.filter((rule) => !hit.has(rule));
  const total = table.rules.length;
  lines.push(
    "",
    `${answered} of ${paths.length} paths redirected; ${total - unused.length} of ${total} rules hit.`,
  );
  lines.push(`Rules no path hit (${unused.length}):`);
  for (const rule of unused) lines.push(`  ${describeOrigin(rule)}\t${formatRule(rule)}`);
  return lines;
}
