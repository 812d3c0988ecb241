import { describe, expect, it } from "vitest";
import { bannerLink, toHomeBanner } from "./banner.ts";

describe("bannerLink", () => {
  it.each([
    ["/cursos-saude-mental", { href: "/cursos-saude-mental", external: false }],
    [
      "/busca?valorMaximo=15000&ordenacao=4&pagina=1",
      { href: "/busca?valorMaximo=15000&ordenacao=4&pagina=1", external: false },
    ],
    ["https://www.example.org/evento", { href: "https://www.example.org/evento", external: true }],
    ["http://example.org", { href: "http://example.org/", external: true }],
  ])("keeps %s", (url, expected) => {
    expect(bannerLink(url)).toEqual(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "//evil.example/path",
    "/\\evil.example",
    "/\u0000x",
    "mailto:a@b.c",
    "cursos-medicina",
    "",
  ])("refuses %j", (url) => {
    expect(bannerLink(url)).toBeNull();
  });
});

describe("toHomeBanner", () => {
  const wire = {
    id: 1,
    url: "/curso/uti-online-2-edicao",
    title: "UTI Online",
    text: "  ",
    images: { desktop: { src: "/d.svg", alt: "" }, mobile: { src: "/m.svg", alt: "UTI no celular" } },
  };

  it("falls back to the title for a missing alt and drops blank text", () => {
    expect(toHomeBanner(wire)).toEqual({
      id: 1,
      href: "/curso/uti-online-2-edicao",
      external: false,
      title: "UTI Online",
      text: null,
      desktop: { src: "/d.svg", alt: "UTI Online" },
      mobile: { src: "/m.svg", alt: "UTI no celular" },
    });
  });

  it("links nowhere when the url is unsafe", () => {
    expect(toHomeBanner({ ...wire, url: "javascript:void(0)" })).toMatchObject({
      href: null,
      external: false,
    });
    // Dot-segments that collapse into a protocol-relative "//host".
    for (const url of ["/..//evil.example", "/%2e%2e//evil.example/x"]) {
      expect(toHomeBanner({ ...wire, url })).toMatchObject({ href: null, external: false });
    }
  });
});
