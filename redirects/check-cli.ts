import { checkRedirects } from "./compile-redirects.ts";
import { canonicalPathsFile, readPathList } from "./read-path-list.ts";
import { describeOrigin, formatProblem, type RuleProblem } from "./rule-types.ts";

/**
 * `npm run redirects:check`: parses and compiles the rule set with the checks of the server start
 * (conflicts, loops, targets outside the site), then checks that no canonical page is redirected and
 * that every prefix rule answers a sample path below it. Exits 1 on any problem.
 */
// An optional directory argument checks another rule set (e.g. a draft) with the same rules.
const rulesDirectory = process.argv[2];
const { table, problems } = checkRedirects(rulesDirectory === undefined ? {} : { rulesDirectory });
const found: RuleProblem[] = [...problems];

for (const path of readPathList(canonicalPathsFile)) {
  // One problem per page: the variant with a trailing slash only matters when the bare path is fine.
  const variant = [path, `${path}/`].find((candidate) => table.lookup(candidate) !== undefined);
  const answer = variant === undefined ? undefined : table.lookup(variant);
  if (answer !== undefined) {
    found.push({
      message: `canonical page ${variant} is redirected to ${answer.location}`,
      rules: answer.rules,
    });
  }
}

// Prefixes that keep the remainder are followed per request; a sample path shows they end somewhere.
// Skipped when compiling already failed, since its loops would only be reported here again.
for (const rule of problems.length === 0 ? table.rules : []) {
  if (rule.kind !== "prefix" && rule.kind !== "iprefix") continue;
  const sample = rule.shape === "segment" ? `${rule.source}/sample-page` : `${rule.source}sample-page`;
  const answer = table.lookup(sample);
  if (answer === undefined) {
    found.push({ message: `${sample} gets no answer (a loop through this rule?)`, rules: [rule] });
  } else if (table.lookup(answer.location) !== undefined) {
    found.push({ message: `${sample} → ${answer.location} is redirected again`, rules: answer.rules });
  }
}

const counts = new Map<string, number>();
for (const rule of table.rules) counts.set(rule.kind, (counts.get(rule.kind) ?? 0) + 1);
const summary = [...counts].map(([kind, count]) => `${count} ${kind}`).join(", ");
const files = new Set(table.rules.map((rule) => describeOrigin(rule).split(":")[0])).size;

if (found.length > 0) {
  for (const problem of found) console.error(`✗ ${formatProblem(problem)}`);
  console.error(
    `\nredirects:check failed: ${found.length} problem(s) in ${table.rules.length} rules (${summary}).`,
  );
  process.exit(1);
}
console.log(
  `redirects:check ok: ${table.rules.length} rules in ${files} files (${summary}); no conflicts, loops or off-site targets; canonical pages untouched.`,
);
