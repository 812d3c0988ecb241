/** Sitemaps protocol (sitemaps.org): at most 50,000 addresses a file; above that, an index of files. */
export const maxSitemapUrls = 50_000;

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export function urlSet(urls: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(sitemaps: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
    .join("\n")}\n</sitemapindex>\n`;
}

/**
 * How the site is split: one file when pages and courses fit in one; else part 1 holds the pages and each
 * further part `coursesPerPart` courses. Returns the number of parts (1 = no index needed).
 */
export function sitemapParts(pageCount: number, courseCount: number, coursesPerPart: number): number {
  if (pageCount + courseCount <= maxSitemapUrls) return 1;
  return 1 + Math.ceil(courseCount / coursesPerPart);
}
