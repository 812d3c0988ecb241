import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { discountPercent, formatBrl, installmentsLabel } from "./money.ts";
import { promotionsPath, readSearchState, toApiQuery, writeSearchState } from "./search-params.ts";

describe("money", () => {
  it("formats reais per language and labels installments", () => {
    expect(formatBrl(1234.5)).toBe("R$\u00a01.234,50");
    // Spanish: the real's symbol and thousands grouping, never "3490,00 BRL".
    expect(formatBrl(3490, "es")).toBe("3.490,00\u00a0R$");
    expect(formatBrl(3490, "en")).toBe("R$3,490.00");
    expect(installmentsLabel(12, 49.9)).toBe("12× de R$\u00a049,90");
    expect(installmentsLabel(3, 10, "en")).toBe("3× of R$10.00");
  });
  it("computes the discount percentage", () => {
    expect(discountPercent(200, 150)).toBe(25);
    expect(discountPercent(100, 120)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
  });
});

describe("search page address (URL is the state)", () => {
  it("takes the legacy `text` parameter (spec §2) when `termo` is absent", () => {
    expect(readSearchState(new URLSearchParams("text=uti")).text).toBe("uti");
    expect(readSearchState(new URLSearchParams("termo=sepse&text=uti")).text).toBe("sepse");
  });

  it("reads Portuguese parameters and ignores malformed values", () => {
    const state = readSearchState(
      new URLSearchParams(
        "termo=uti&area=cursos-medicina,x y&pagina=-2&ordenacao=9&valorMaximo=15000&mes=13",
      ),
    );
    expect(state).toEqual({
      page: 1,
      text: "uti",
      authors: [],
      categories: [],
      areas: ["cursos-medicina"],
      institutions: [],
      maxPrice: 15000,
      month: null,
      order: 1,
    });
  });

  it("round-trips any valid state", () => {
    // A friendly URL as the API accepts it: "-" or "-1" is not one (issue 15: /busca?area=-1 answered 500).
    const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
    fc.assert(
      fc.property(
        fc.record({
          page: fc.integer({ min: 1, max: 500 }),
          text: fc.stringMatching(/^[a-z0-9][a-z0-9 ]{0,20}[a-z0-9]$|^$/),
          authors: fc.array(slug, { maxLength: 3 }),
          categories: fc.array(slug, { maxLength: 3 }),
          areas: fc.array(slug, { maxLength: 3 }),
          institutions: fc.array(slug, { maxLength: 3 }),
          maxPrice: fc.option(fc.integer({ min: 1, max: 100000 }), { nil: null }),
          month: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
          order: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
        }),
        (state) => {
          expect(readSearchState(writeSearchState(state))).toEqual(state);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("builds the API query with only non-empty filters", () => {
    const query = toApiQuery(readSearchState(new URLSearchParams("termo=saude&instituicao=abramede")));
    expect(Object.fromEntries(query)).toEqual({
      page: "1",
      itemsPerPage: "8",
      searchText: "saude",
      institutions: "abramede",
      orderBy: "1",
    });
  });

  it("points promotions at page 1, maximum 15000, greatest discount", () => {
    expect(readSearchState(new URL(promotionsPath(), "http://x").searchParams)).toMatchObject({
      page: 1,
      maxPrice: 15000,
      order: 4,
    });
  });
});
