import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-redirect.ts";

describe("safeReturnPath (no open redirects)", () => {
  it.each(["/", "/busca?termo=uti", "/curso/x#modulos", "/minhas-compras/detalhes"])(
    "keeps the site path %s",
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "/%5Cevil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "evil.example",
    "/\t/evil.example",
    "%252F%252Fevil.example",
    "/..//evil.example/x",
    "/%2e%2e//evil.example",
    "/a/../..//evil.example",
    "",
  ])("rejects %s", (path) => {
    expect(safeReturnPath(path, "/home")).toBe("/home");
  });

  it("never returns something that resolves off-site, whatever the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary-ascii" }), (input) => {
        const result = safeReturnPath(input);
        expect(new URL(result, "https://sabia.dev").origin).toBe("https://sabia.dev");
        expect(result.startsWith("/")).toBe(true);
        expect(result.startsWith("//")).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
