import { describe, expect, it } from "vitest";
import { isSameSitePath, trimTrailingSlashes } from "./same-site-path.ts";

describe("isSameSitePath", () => {
  it.each(["/", "/busca?termo=uti", "/curso/uti-adulto", "/cursos-medicina/uti-terapia-intensiva"])(
    "accepts %s",
    (path) => {
      expect(isSameSitePath(path)).toBe(true);
    },
  );

  it.each([
    "",
    "busca",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/\t/evil.example",
    "/a b",
    "/a#b",
    "/a\\b",
  ])("rejects %j", (path) => {
    expect(isSameSitePath(path)).toBe(false);
  });
});

describe("trimTrailingSlashes", () => {
  it("drops trailing slashes but keeps the root", () => {
    expect(trimTrailingSlashes("/Medicina//")).toBe("/Medicina");
    expect(trimTrailingSlashes("/")).toBe("/");
    expect(trimTrailingSlashes("/a")).toBe("/a");
  });
});
