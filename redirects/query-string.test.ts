import { describe, expect, it } from "vitest";
import { splitPathAndQuery, withQuery } from "./query-string.ts";

describe("withQuery", () => {
  it("copies the request's query byte for byte when the target has none", () => {
    expect(withQuery("/busca", "termo=uti%20adulto&x=+1")).toBe("/busca?termo=uti%20adulto&x=+1");
    expect(withQuery("/busca", "")).toBe("/busca");
  });

  it("merges with a target query, request values winning for shared keys", () => {
    expect(withQuery("/busca?area=medicina&ordem=preco", "ordem=nome&termo=uti")).toBe(
      "/busca?area=medicina&ordem=nome&termo=uti",
    );
    expect(withQuery("/busca?", "a=1")).toBe("/busca?a=1");
  });

  it("keeps repeated keys of the request", () => {
    expect(withQuery("/busca?a=0", "a=1&a=2")).toBe("/busca?a=1&a=2");
  });
});

describe("splitPathAndQuery", () => {
  it("splits at the first question mark", () => {
    expect(splitPathAndQuery("/a?b=1?c")).toEqual({ path: "/a", query: "b=1?c" });
    expect(splitPathAndQuery("/a")).toEqual({ path: "/a", query: "" });
  });
});
