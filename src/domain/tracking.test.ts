import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendTracking, captureTracking } from "./tracking.ts";

describe("tracking capture (spec §4 Shell)", () => {
  it("keeps nothing without a campaign marker", () => {
    expect(captureTracking("?termo=uti&pagina=2")).toBe("");
    expect(captureTracking("")).toBe("");
  });

  it.each(["utm_source=news", "utm_medium=email", "gclid=abc", "fbclid=xyz"])(
    "keeps the query when %s is present",
    (marker) => {
      expect(captureTracking(`?${marker}&ref=partner`)).toBe(`${marker}&ref=partner`);
    },
  );

  it("removes the marketplace's own search parameters", () => {
    expect(
      captureTracking(
        "?utm_source=g&pagina=1&termo=x&autor=a&categoria=c&area=m&instituicao=i&valorMaximo=9&ordenacao=4&utm_campaign=bf",
      ),
    ).toBe("utm_source=g&utm_campaign=bf");
  });

  it("removes the month filter (mes) too, keeping other parameters", () => {
    expect(captureTracking("?utm_medium=email&mes=3&ref=x")).toBe("utm_medium=email&ref=x");
    expect(captureTracking("?gclid=1&mes=12")).toBe("gclid=1");
  });

  it("never retains a tokenId hand-off code, a reset token or a returnUrl", () => {
    expect(captureTracking("?tokenId=abc&utm_source=g&token=t&returnUrl=%2Fx")).toBe("utm_source=g");
  });

  it("appends to later navigations, keeping path, existing values and hash", () => {
    expect(appendTracking("/busca?termo=uti#top", "utm_source=g&termo=zzz")).toBe(
      "/busca?termo=uti&utm_source=g#top",
    );
    expect(appendTracking("/curso/x", "gclid=1")).toBe("/curso/x?gclid=1");
    expect(appendTracking("/curso/x?gclid=1", "gclid=1")).toBe("/curso/x?gclid=1");
    expect(appendTracking("/", "")).toBe("/");
  });

  it("is idempotent for any path and tracking string", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 3 }), fc.dictionary(segment, segment), (parts, tracking) => {
        const query = new URLSearchParams(tracking).toString();
        const once = appendTracking(`/${parts.join("/")}`, query);
        expect(appendTracking(once, query)).toBe(once);
      }),
      { numRuns: 300 },
    );
  });
});
