import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { googleTag, googleTagBootstrap, startGoogleTag } from "./google-tag.ts";

describe("institution tracking code (spec §3 institution settings)", () => {
  it("loads gtag.js for a Google Analytics or Ads id and gtm.js for a Tag Manager container", () => {
    expect(googleTag("G-ASQM1ND2026")).toEqual({
      id: "G-ASQM1ND2026",
      kind: "gtag",
      src: "https://www.googletagmanager.com/gtag/js?id=G-ASQM1ND2026",
    });
    expect(googleTag(" aw-123456789 ")?.src).toBe("https://www.googletagmanager.com/gtag/js?id=AW-123456789");
    expect(googleTag("GTM-ABC1234")).toMatchObject({
      kind: "gtm",
      src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234",
    });
    expect(googleTagBootstrap(googleTag("G-ASQM1ND2026")!)).toContain('gtag("config","G-ASQM1ND2026")');
  });

  it("starts the tag once after a client-side navigation, as the inline start-up does", () => {
    const target: { dataLayer?: unknown[] } & Record<string, unknown> = {};
    const tag = googleTag("G-ASQM1ND2026")!;
    startGoogleTag(target, tag);
    startGoogleTag(target, tag);
    expect(target.dataLayer?.map((entry) => Array.from(entry as ArrayLike<unknown>)[0])).toEqual([
      "js",
      "config",
    ]);
    expect(Array.from(target.dataLayer![1] as ArrayLike<unknown>)).toEqual(["config", "G-ASQM1ND2026"]);
  });

  it.each([
    null,
    "",
    "UA-12345-1",
    "G-",
    "G-ABC",
    "GTM-",
    "AW-ABCDEF",
    "<script>alert(1)</script>",
    'G-ABC123"></script><script>alert(1)</script>',
    "G-ABC123&x=1",
    "G-ABC 123",
    "https://evil.example/tag.js",
  ])("refuses %j", (code) => {
    expect(googleTag(code)).toBeNull();
  });

  it("never lets anything but letters, digits and one hyphen through, for any text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (code) => {
        const tag = googleTag(code);
        if (tag) expect(tag.id).toMatch(/^(G|AW|GTM)-[A-Z0-9]+$/);
      }),
    );
  });
});
