import fc from "fast-check";
import { badJsonValue, badString, wellFormed } from "./bad-inputs.ts";
import type { FuzzCase } from "./api-cases.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** Every page path pattern of src/routes.ts ("/" for the index, ":param" and ":param?" kept). */
export function pagePatterns(routes: readonly RouteEntry[], parent = ""): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    const here = route.path ? `${parent}/${route.path}` : parent;
    if (route.index || (route.path && !route.children?.length)) patterns.push(here || "/");
    if (route.children) patterns.push(...pagePatterns(route.children, here));
  }
  return [...new Set(patterns)];
}

/** Query parameters the pages read (search filters, paging, return addresses, vouchers, purchases). */
const knownQuery = [
  "termo",
  "area",
  "categoria",
  "instituicao",
  "autor",
  "pagina",
  "ordenacao",
  "valorMinimo",
  "valorMaximo",
  "origem",
  "cupom",
  "compra",
  "returnUrl",
  "token",
  "hostname",
  "dark",
];

const draw = fc.record({
  slug: badString,
  value: badJsonValue,
  name: fc.constantFrom(...knownQuery),
  extra: badString,
  twice: fc.boolean(),
  method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
});

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** `count` requests per page pattern: bad values in its parameters and bad query parameters. */
export function pageCasesFor(pattern: string, count: number, seed: number): FuzzCase[] {
  return fc.sample(draw, { seed, numRuns: count }).map((choice, index) => {
    const path = pattern
      .replace(/:\w+\??/g, () => encodeURIComponent(wellFormed(choice.slug)))
      .replace("*", encodeURIComponent(wellFormed(choice.slug)));
    const query = new URLSearchParams();
    query.set(choice.name, text(choice.value));
    if (choice.twice) query.append(choice.name, choice.extra);
    if (index % 3 === 0) query.set(choice.extra || "x", text(choice.value));
    return {
      operation: `${choice.method === "HEAD" ? "GET" : "GET"} ${pattern}`,
      method: choice.method,
      url: `${path.startsWith("/") ? path : `/${path}`}?${query.toString()}`,
      headers: { "accept-language": "pt-BR" },
      kind: "page",
    };
  });
}
