import { describe, expect, it } from "vitest";
import { matchLanguage, parseAcceptLanguage, resolveLanguage } from "./language.ts";

describe("language resolution (spec §1)", () => {
  it("defaults to pt-BR", () => {
    expect(resolveLanguage({})).toBe("pt-BR");
    expect(resolveLanguage({ browserLanguages: ["de", "fr"] })).toBe("pt-BR");
  });

  it("prefers the user's languageId over the browser", () => {
    expect(resolveLanguage({ userLanguage: "es", browserLanguages: ["en"] })).toBe("es");
  });

  it("falls back to the browser when the user's language is unknown", () => {
    expect(resolveLanguage({ userLanguage: "xx", browserLanguages: ["en-US"] })).toBe("en");
  });

  it("maps regional variants", () => {
    expect(matchLanguage("pt-PT")).toBe("pt-BR");
    expect(matchLanguage("EN_gb")).toBe("en");
    expect(matchLanguage("es-419")).toBe("es");
    expect(matchLanguage("")).toBeUndefined();
  });

  it("orders Accept-Language by quality, then position, and drops q=0 and *", () => {
    expect(parseAcceptLanguage("de;q=0.9, es;q=0.95, en;q=0, *;q=0.1, fr")).toEqual(["fr", "es", "de"]);
    expect(resolveLanguage({ browserLanguages: parseAcceptLanguage("fr-CA, en;q=0.8, es;q=0.9") })).toBe(
      "es",
    );
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage("en;q=abc")).toEqual([]);
  });
});
