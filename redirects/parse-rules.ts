import type { PatternRule, PrefixRule, Rule, RuleProblem, TemplatePart } from "./rule-types.ts";
import { isSameSitePath, trimTrailingSlashes } from "./same-site-path.ts";

/**
 * Reads one rule file: `<kind> <source> <target>` per line, `#` starts a comment (at the start of a line
 * or after a space). Kinds and their syntax are described in redirects/README.md. Problems are collected,
 * not thrown, so `redirects:check` can list them all at once.
 */
export function parseRuleFile(file: string, text: string): { rules: Rule[]; problems: RuleProblem[] } {
  const rules: Rule[] = [];
  const problems: RuleProblem[] = [];
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    const content = stripComment(lines[index] ?? "").trim();
    if (content.length === 0) continue;
    const origin = { file, line: index + 1 };
    const parsed = parseLine(content, origin);
    if (typeof parsed === "string") problems.push({ message: parsed, rules: [origin] });
    else rules.push(parsed);
  }
  return { rules, problems };
}

function stripComment(line: string): string {
  const match = /(^|\s)#/.exec(line);
  return match ? line.slice(0, match.index) : line;
}

type Origin = { file: string; line: number };

/** One rule, or a message explaining what is wrong with the line. */
function parseLine(content: string, origin: Origin): Rule | string {
  const tokens = content.split(/\s+/);
  if (tokens.length !== 3) return `expected "<kind> <source> <target>", got ${tokens.length} fields`;
  const [kind = "", source = "", target = ""] = tokens;
  if (kind !== "pattern" && !isSameSitePath(target.replace(/\*$/, ""))) {
    return `target ${target} is not a path of this site`;
  }
  switch (kind) {
    case "exact":
    case "iexact": {
      const path = parseSourcePath(source);
      if (path === undefined) return `source ${source} must be a path starting with "/" without "?" or "*"`;
      return { kind, ...origin, source: kind === "iexact" ? path.toLowerCase() : path, target };
    }
    case "prefix":
    case "iprefix":
      return parsePrefix(kind, source, target, origin);
    case "pattern":
      return parsePattern(source, target, origin);
    case "retired": {
      const digits = /^[pP]?(\d+)$/.exec(source)?.[1];
      if (digits === undefined) return `retired product ${source} must be digits, optionally after "p"`;
      return { kind, ...origin, source: normalizeProductNumber(digits), target };
    }
    default:
      return `unknown kind "${kind}" (exact, iexact, prefix, iprefix, pattern, retired)`;
  }
}

/** Legacy product numbers compare as numbers: `p0042` and `p42` are the same product. */
export function normalizeProductNumber(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

/** Rule sources are written decoded; requests arrive percent-encoded, so sources are encoded once here. */
function parseSourcePath(source: string): string | undefined {
  if (!source.startsWith("/") || /[?*#\\]/.test(source)) return undefined;
  let encoded: string;
  try {
    encoded = encodeURI(decodeURI(source));
  } catch {
    return undefined;
  }
  return trimTrailingSlashes(encoded);
}

function parsePrefix(
  kind: "prefix" | "iprefix",
  source: string,
  target: string,
  origin: Origin,
): PrefixRule | string {
  if (!source.endsWith("*")) return `prefix source ${source} must end with "/*" (whole segments) or "*"`;
  const shape = source.endsWith("/*") ? "segment" : "partial";
  const path = parseSourcePath(source.slice(0, shape === "segment" ? -2 : -1));
  if (path === undefined || path === "/" || (shape === "partial" && source.endsWith("/*"))) {
    return `prefix source ${source} must be a path below "/" ending with "/*" or "*"`;
  }
  const keepRemainder = target.endsWith("*");
  if (keepRemainder && target.includes("?")) {
    return `prefix target ${target} keeps the rest of the path, so it cannot carry a query string`;
  }
  if (keepRemainder && shape === "segment" && !target.endsWith("/*")) {
    return `prefix ${source} keeps whole segments, so its target must end with "/*" (got ${target})`;
  }
  if (keepRemainder && shape === "partial" && target.endsWith("/*")) {
    return `prefix ${source} continues a segment, so its target must end with "*" not "/*" (got ${target})`;
  }
  const targetText = keepRemainder ? target.slice(0, shape === "segment" ? -2 : -1) : target;
  return {
    kind,
    ...origin,
    source: kind === "iprefix" ? path.toLowerCase() : path,
    shape,
    target: targetText === "" ? "/" : targetText,
    keepRemainder,
  };
}

function parsePattern(source: string, target: string, origin: Origin): PatternRule | string {
  if (!source.startsWith("^") || !source.endsWith("$"))
    return `pattern ${source} must be anchored with ^ and $`;
  let regex: RegExp;
  try {
    regex = new RegExp(source);
  } catch (error) {
    return `pattern ${source} is not a valid regular expression: ${(error as Error).message}`;
  }
  const groups = new Set([...source.matchAll(/\(\?<([A-Za-z_]\w*)>/g)].map((match) => match[1]));
  if (target === "@product") {
    if (!groups.has("product")) return `pattern ${source} targets @product but has no (?<product>…) group`;
    return { kind: "pattern", ...origin, source, regex, target, template: "product" };
  }
  const template = parseTemplate(target);
  if (typeof template === "string") return template;
  const unknown = template.find((part) => part.type === "group" && !groups.has(part.name));
  if (unknown?.type === "group")
    return `target ${target} uses {${unknown.name}} but the pattern has no such group`;
  const head = template[0];
  if (head?.type !== "text" || !isSameSitePath(head.text.replace(/\/$/, "/x"))) {
    return `pattern target ${target} must start with a fixed path of this site`;
  }
  return { kind: "pattern", ...origin, source, regex, target, template };
}

/** `/curso/{slug|hyphens}` → text and group parts. */
function parseTemplate(target: string): TemplatePart[] | string {
  const parts: TemplatePart[] = [];
  const tokenizer = /\{([A-Za-z_]\w*)(?:\|(hyphens|lower))?\}|([^{}]+)/g;
  let consumed = 0;
  for (const match of target.matchAll(tokenizer)) {
    if (match.index !== consumed) break;
    consumed += match[0].length;
    const [, name, filter, text] = match;
    if (text !== undefined) parts.push({ type: "text", text });
    else if (name !== undefined)
      parts.push({
        type: "group",
        name,
        filter: filter === "hyphens" || filter === "lower" ? filter : "none",
      });
  }
  if (consumed !== target.length)
    return `target template ${target} is malformed (use {group} or {group|hyphens|lower})`;
  return parts;
}
