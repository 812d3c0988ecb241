import { checkRedirects } from "./compile-redirects.ts";
import { coverageReport } from "./coverage-report.ts";
import { readPathList } from "./read-path-list.ts";
import { formatProblem } from "./rule-types.ts";

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
for (const line of coverageReport(table, readPathList(file))) console.log(line);
