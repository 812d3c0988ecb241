import { describe, expect, it } from "vitest";
import { searchWithoutTokenId, withoutTokenId } from "./hand-off-address.ts";

describe("a spent hand-off code leaves the address", () => {
  it("from a whole address", () => {
    expect(withoutTokenId("https://a.b/x?tokenId=1")).toBe("/x");
    expect(withoutTokenId("https://a.b/x?a=1&tokenId=1&b=2")).toBe("/x?a=1&b=2");
  });

  it("from a query string, keeping the rest as it was when there is no code", () => {
    expect(searchWithoutTokenId("?tokenId=abc&returnUrl=%2Fmeus-cursos")).toBe("?returnUrl=%2Fmeus-cursos");
    expect(searchWithoutTokenId("?tokenId=abc")).toBe("");
    expect(searchWithoutTokenId("?returnUrl=%2Fmeus-cursos")).toBe("?returnUrl=%2Fmeus-cursos");
    expect(searchWithoutTokenId("")).toBe("");
  });
});
