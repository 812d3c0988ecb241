import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fixtureProductNumbers, shippedTable } from "./fixtures.ts";
import { canonicalPathsFile, readPathList } from "./read-path-list.ts";

const numRuns = 1_000;
const areas = [
  "educacao-fisica",
  "enfermagem",
  "farmacia",
  "fisioterapia",
  "geral",
  "medicina",
  "nutricao",
  "preparatorios",
  "saude-mental",
  "veterinaria",
];
const institutions = [
  "abramede",
  "hcfmusp",
  "dbt-brasil",
  "ibcmed",
  "asqmind",
  "bipp",
  "terzius",
  "vv-academy",
];

const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,4}$/);
const messySegment = fc.stringMatching(/^[A-Za-z0-9_.~%-]{0,12}$/);
const query = fc.oneof(
  fc.constant(""),
  fc.stringMatching(/^\?[a-z]{1,6}=[A-Za-z0-9%+]{0,8}(&[a-z]{1,4}=[0-9]{0,3})?$/),
);
const randomCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((flags) => [...text].map((char, index) => (flags[index] ? char.toUpperCase() : char)).join(""));

/** Every source of the shipped rules, varied in case, with a slash and extra segments now and then. */
const ruleSources = shippedTable.rules
  .filter((rule) => rule.kind !== "pattern" && rule.kind !== "retired")
  .map((rule) => rule.source);
const nearRulePath = fc
  .tuple(fc.constantFrom(...ruleSources), fc.array(messySegment, { maxLength: 3 }), fc.boolean())
  .chain(([source, extra, slash]) =>
    randomCase(`${source}${extra.map((part) => `/${part}`).join("")}${slash ? "/" : ""}`),
  );
const productPath = fc
  .tuple(
    fc.constantFrom("/", "/produto/", "/Produto/"),
    slug,
    fc.constantFrom("p", "P"),
    fc.oneof(
      fc.constantFrom(...fixtureProductNumbers.keys(), "1003", "1105"),
      fc.stringMatching(/^\d{1,6}$/),
    ),
  )
  .map(([folder, name, p, number]) => `${folder}${name}-${p}${number}`);
const anyPath = fc.array(messySegment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);

const legacyLike = fc
  .tuple(fc.oneof(nearRulePath, productPath, anyPath), query)
  .map(([path, search]) => path + search);

/** Canonical pages of the new site, by family. */
const renamedSlugs = new Set(["uti-online-curso-completo"]);
const canonicalPath = fc.oneof(
  fc.constantFrom(...readPathList(canonicalPathsFile)),
  slug.filter((name) => !renamedSlugs.has(name)).map((name) => `/curso/${name}`),
  fc.constantFrom(...areas).map((area) => `/cursos-${area}`),
  fc.tuple(fc.constantFrom(...areas), slug).map(([area, category]) => `/cursos-${area}/${category}`),
  fc.constantFrom(...institutions).map((name) => `/instituicao/${name}`),
  slug.map((name) => `/carrinho/${name}`),
  fc.constantFrom(
    "/busca",
    "/",
    "/minhas-compras",
    "/minhas-compras/detalhes",
    "/meus-cursos",
    "/signin",
    "/signup",
  ),
);

describe("redirect properties (shipped rules, fixture catalogue)", () => {
  it("every answer is a path of this site: starts with one slash, no scheme, no backslash", () => {
    let answered = 0;
    fc.assert(
      fc.property(legacyLike, (url) => {
        const answer = shippedTable.lookup(url);
        if (answer === undefined) return;
        answered++;
        expect(answer.location.startsWith("/")).toBe(true);
        expect(answer.location.startsWith("//")).toBe(false);
        expect(answer.location).not.toMatch(/^[a-z][a-z0-9+.-]*:|\\/i);
      }),
      { numRuns },
    );
    // Guards against a vacuous property: the generators must reach the rules often.
    expect(answered).toBeGreaterThan(numRuns / 4);
  });

  it("no target is itself redirected (one hop)", () => {
    fc.assert(
      fc.property(legacyLike, (url) => {
        const answer = shippedTable.lookup(url);
        if (answer === undefined) return;
        expect(shippedTable.lookup(answer.location)).toBeUndefined();
      }),
      { numRuns },
    );
  });

  it("the request's query string survives every redirect", () => {
    fc.assert(
      fc.property(nearRulePath, fc.stringMatching(/^[a-z]{1,6}=[A-Za-z0-9%+]{1,8}$/), (path, search) => {
        const answer = shippedTable.lookup(`${path}?${search}`);
        if (answer === undefined) return;
        expect(answer.location.endsWith(`?${search}`)).toBe(true);
      }),
      { numRuns },
    );
  });

  it("canonical paths are never redirected, with or without a query", () => {
    fc.assert(
      fc.property(canonicalPath, query, (path, search) => {
        expect(shippedTable.lookup(path + search)).toBeUndefined();
      }),
      { numRuns },
    );
  });
});
