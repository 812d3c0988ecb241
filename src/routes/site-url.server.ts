/** The public address of the site for canonical URLs, Open Graph and JSON-LD: SITE_URL, else the request's. */
export function siteUrl(request: Request): string {
  return (process.env.SITE_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
