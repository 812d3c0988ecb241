import { describe, expect, it } from "vitest";
import { maxSitemapUrls, sitemapIndex, sitemapParts, urlSet } from "./sitemap.ts";

describe("sitemap files (sitemaps.org protocol)", () => {
  it("writes escaped addresses in a urlset and in an index", () => {
    expect(urlSet(["https://s.dev/busca?a=1&b=2"])).toContain("<loc>https://s.dev/busca?a=1&amp;b=2</loc>");
    expect(sitemapIndex(["https://s.dev/sitemap.xml?parte=2"])).toMatch(
      /<sitemapindex[^>]*>\n {2}<sitemap><loc>https:\/\/s\.dev\/sitemap\.xml\?parte=2<\/loc><\/sitemap>\n<\/sitemapindex>/,
    );
  });

  it("keeps one file up to 50,000 addresses and splits courses into parts above that", () => {
    expect(sitemapParts(200, maxSitemapUrls - 200, 10_000)).toBe(1);
    expect(sitemapParts(200, maxSitemapUrls - 199, 10_000)).toBe(1 + 5);
    expect(sitemapParts(200, 120_000, 10_000)).toBe(13);
  });
});
