import { checkRedirects } from "./compile-redirects.ts";
import { readPathList } from "./read-path-list.ts";
import { describeOrigin, formatProblem, formatRule, type Rule } from "./rule-types.ts";

/**
 * `npm run redirects:report -- <file of paths>`: for each path (one a line, e.g. from an access log), the
 * rule(s) that answer and the target; then the rules that no path hit, to see which rules real traffic uses.
 */
const file = process.argv[2];
if (file === undefined) {
  console.error("usage: npm run redirects:report -- <file with one path per line>");
  process.exit(2);
}

const { table, problems } = checkRedirects();
for (const problem of problems) console.error(`warning: ${formatProblem(problem)}`);

const hit = new Set<Rule>();
let answered = 0;
const paths = readPathList(file);
for (const path of paths) {
  const answer = table.lookup(path);
  if (answer === undefined) {
    console.log(`${path}\t(no rule)`);
    continue;
  }
  answered++;
  for (const rule of answer.rules) hit.add(rule);
  console.log(`${path}\t${answer.rules.map(describeOrigin).join(" → ")}\t301 ${answer.location}`);
}

const unused = table.rules.filter((rule) => !hit.has(rule));
console.log(
  `\n${answered} of ${paths.length} paths redirected; ${table.rules.length - unused.length} of ${table.rules.length} rules hit.`,
);
console.log(`Rules no path hit (${unused.length}):`);
for (const rule of unused) console.log(`  ${describeOrigin(rule)}\t${formatRule(rule)}`);
