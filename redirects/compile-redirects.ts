import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileRuleSet, type CompileOptions, type RedirectTable } from "./compile-rule-set.ts";
import { parseRuleFile } from "./parse-rules.ts";
import { formatProblem, type Rule, type RuleProblem } from "./rule-types.ts";

/** The rule data shipped with the app. */
export const defaultRulesDirectory = fileURLToPath(new URL("./rules", import.meta.url));

/** Reads and parses every `*.txt` in the directory, in file-name order (pattern priority follows it). */
export function loadRules(directory: string = defaultRulesDirectory): {
  rules: Rule[];
  problems: RuleProblem[];
} {
  const rules: Rule[] = [];
  const problems: RuleProblem[] = [];
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".txt"))
    .toSorted();
  for (const name of files) {
    const parsed = parseRuleFile(name, readFileSync(join(directory, name), "utf8"));
    rules.push(...parsed.rules);
    problems.push(...parsed.problems);
  }
  return { rules, problems };
}

/** Everything `redirects:check` needs: the table plus every problem found while parsing and compiling. */
export function checkRedirects(options: CompileOptions & { rulesDirectory?: string } = {}): {
  table: RedirectTable;
  problems: RuleProblem[];
} {
  const loaded = loadRules(options.rulesDirectory);
  const compiled = compileRuleSet(loaded.rules, options);
  return { table: compiled.table, problems: [...loaded.problems, ...compiled.problems] };
}

/**
 * Called once at server start. `productNumbers` maps a legacy product number (digits, no "p", no leading
 * zeros) to the slug of the course carrying it; a function works too when the catalogue is queried lazily.
 * A rule set with problems refuses to start, like a failed build would.
 */
export function compileRedirects(options: CompileOptions & { rulesDirectory?: string } = {}): RedirectTable {
  const { table, problems } = checkRedirects(options);
  if (problems.length > 0) {
    throw new Error(
      `legacy redirect rules are invalid:\n${problems.map((problem) => `  ${formatProblem(problem)}`).join("\n")}`,
    );
  }
  return table;
}
