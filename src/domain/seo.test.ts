import { describe, expect, it } from "vitest";
import { absoluteUrl, pagedPath, readPage } from "./seo.ts";

describe("page addresses for search engines", () => {
  it("makes site paths absolute and leaves absolute addresses alone", () => {
    expect(absoluteUrl("https://sabia.dev", "/busca")).toBe("https://sabia.dev/busca");
    expect(absoluteUrl("https://sabia.dev/", "curso/x")).toBe("https://sabia.dev/curso/x");
    expect(absoluteUrl("https://sabia.dev", "https://cdn.example/x.png")).toBe("https://cdn.example/x.png");
  });

  it("keeps pagina only after the first page", () => {
    expect(pagedPath("/cursos-medicina", 1)).toBe("/cursos-medicina");
    expect(pagedPath("/cursos-medicina", 3)).toBe("/cursos-medicina?pagina=3");
  });

  it.each([
    ["", 1],
    ["pagina=2", 2],
    ["pagina=0", 1],
    ["pagina=-1", 1],
    ["pagina=2.5", 1],
    ["pagina=abc", 1],
    ["pagina=10001", 1],
    ["pagina=10000", 10000],
  ])("reads %s as page %i", (query, page) => {
    expect(readPage(new URLSearchParams(query))).toBe(page);
  });
});
