import { match } from "path-to-regexp";
import type { Rule } from "#redirects/rule-types.ts";

/**
 * What mainstream routers and edge configs do: one path-to-regexp matcher per rule, tried in order until
 * one matches. Used only by the benchmark, as the baseline the compiled tables are measured against.
 */
export function createLinearScan(rules: readonly Rule[], products: Map<string, string>) {
  const matchers = rules.flatMap((rule): ((path: string) => string | undefined)[] => {
    switch (rule.kind) {
      case "exact":
      case "iexact": {
        const test = match(rule.source, { sensitive: rule.kind === "exact" });
        return [(path) => (test(path) ? rule.target : undefined)];
      }
      case "prefix":
      case "iprefix": {
        const suffix = rule.shape === "segment" ? "{/*rest}" : "*rest";
        const test = match<{ rest?: string[] | string }>(rule.source + suffix, {
          sensitive: rule.kind === "prefix",
          decode: false,
        });
        return [
          (path) => {
            const found = test(path);
            if (!found) return undefined;
            const raw = found.params.rest;
            const rest = Array.isArray(raw) ? raw.join("/") : (raw ?? "");
            return rule.keepRemainder
              ? `${rule.target}${rule.shape === "segment" && rest ? "/" : ""}${rest}`
              : rule.target;
          },
        ];
      }
      case "pattern":
        return [
          (path) => {
            const found = rule.regex.exec(path);
            if (found === null) return undefined;
            if (rule.template !== "product") return rule.target;
            const slug = products.get(found.groups?.product ?? "");
            return slug === undefined ? undefined : `/curso/${slug}`;
          },
        ];
      case "retired":
        return [];
    }
  });
  return (path: string): string | undefined => {
    for (const matcher of matchers) {
      const target = matcher(path);
      if (target !== undefined) return target;
    }
    return undefined;
  };
}
