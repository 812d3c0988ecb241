/**
 * What search engines and link previews read on a public page (issue 7 "Findable"): the canonical address and
 * the Open Graph card. Addresses are absolute, built on the site's public address (SITE_URL or the request's).
 */
export interface PageSeo {
  title: string;
  description: string;
  /** Absolute canonical address, also og:url. */
  url: string;
  /** Absolute address of the page's picture, when it has one. */
  image?: string | null;
  type?: "website" | "article";
}

/** An absolute address for a site path ("/busca") or an address that already is absolute (http or https). */
export function absoluteUrl(site: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.replace(/\/$/, "")}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** A listing's canonical address: page 1 is the bare path, later pages keep `pagina` (each page is its own). */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?${new URLSearchParams({ pagina: String(page) })}` : path;
}

/** Reads the `pagina` parameter of a listing: a whole number from 1 to 10,000, else 1. */
export function readPage(search: URLSearchParams): number {
  const value = search.get("pagina");
  if (value === null || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= 10_000 ? page : 1;
}
