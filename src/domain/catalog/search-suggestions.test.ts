import { describe, expect, it } from "vitest";
import { normalizeSuggestionText, pickSuggestions, suggestionsUrl } from "./search-suggestions.ts";

const popular = [{ name: "Popular", friendlyUrl: "popular" }];
const uti = [{ name: "UTI Online", friendlyUrl: "uti-online" }];

describe("search suggestions", () => {
  it("normalizes the typed text: trimmed, single spaces, at most 200 characters", () => {
    expect(normalizeSuggestionText("  saúde   mental ")).toBe("saúde mental");
    expect(normalizeSuggestionText("a".repeat(300))).toHaveLength(200);
  });

  it("asks only for texts of two characters or more", () => {
    expect(suggestionsUrl(" u ")).toBeNull();
    expect(suggestionsUrl(" uti  neo ")).toBe("/busca/sugestoes?termo=uti+neo");
  });

  it("shows popular courses while the field is empty or too short", () => {
    expect(pickSuggestions("", null, popular)).toEqual({
      kind: "popular",
      courses: popular,
      noMatchFor: null,
    });
    expect(pickSuggestions("u", { text: "ut", courses: uti }, popular)).toMatchObject({ kind: "popular" });
  });

  it("shows and announces the matching courses once the answer for the text is in", () => {
    expect(pickSuggestions(" uti ", { text: "uti", courses: uti }, popular)).toEqual({
      kind: "matching",
      courses: uti,
      text: "uti",
      announce: true,
    });
  });

  it("keeps the previous matches, unannounced, while the answer for a longer text is on its way", () => {
    expect(pickSuggestions("utin", { text: "uti", courses: uti }, popular)).toEqual({
      kind: "matching",
      courses: uti,
      text: "uti",
      announce: false,
    });
  });

  it("falls back to popular courses, naming the text, when nothing matches", () => {
    expect(pickSuggestions("zzz", { text: "zzz", courses: [] }, popular)).toEqual({
      kind: "popular",
      courses: popular,
      noMatchFor: "zzz",
    });
    expect(pickSuggestions("zzzq", { text: "zzz", courses: [] }, popular)).toEqual({
      kind: "popular",
      courses: popular,
      noMatchFor: null,
    });
  });

  it("falls back to popular courses, silently, when the catalogue could not answer", () => {
    expect(pickSuggestions("uti", { text: "uti", courses: null }, popular)).toEqual({
      kind: "popular",
      courses: popular,
      noMatchFor: null,
    });
  });
});
