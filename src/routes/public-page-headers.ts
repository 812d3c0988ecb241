import type { HeadersArgs } from "react-router";

/**
 * Pages every anonymous visitor sees alike (home, search, course, institution, area, category, policies) opt in
 * to shared caching with this `headers` export (ADR 034): a CDN or reverse proxy may keep them 10 s and serve
 * them 60 s more while it refreshes; browsers revalidate. The server's page micro-cache stores only answers that
 * carry `public` this way, so a page that does not export it — checkout, purchases, sign-in — is never cached.
 * The HTML depends on the language (cookie, Accept-Language) and the theme (cookie), hence the Vary.
 */
export const publicPageCacheControl = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";

export function publicPageHeaders({ errorHeaders }: Pick<HeadersArgs, "errorHeaders">): HeadersInit {
  // An error answer (a thrown 404 or 500) is not a page to keep.
  if (errorHeaders) return { "Cache-Control": "no-store" };
  return { "Cache-Control": publicPageCacheControl, Vary: "Accept-Language, Cookie" };
}
