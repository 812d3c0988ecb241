import type { Route } from "./+types/robots.route";
import { siteUrl } from "./site-url.server.ts";

/**
 * /robots.txt: everything public may be crawled except the API, the platform shell and private pages. The API's
 * pictures (/api/media/…) are public: course pages name them in JSON-LD and og:image (issue 25). Nothing says
 * "Allow: /" (what no rule disallows is allowed anyway) and the media's Allow comes before the API's Disallow, so
 * a crawler that takes the first matching rule reads it as one that takes the longest does.
 */
export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /api/media/",
    "Disallow: /api/",
    "Disallow: /auth/",
    "Disallow: /dev/",
    "Disallow: /meus-cursos",
    "Disallow: /minhas-compras",
    "Disallow: /carrinho/",
    "Disallow: /checkout/",
    "Disallow: /fast-buy/",
    "Disallow: /my-account",
    "Disallow: /welcome",
    `Sitemap: ${siteUrl(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
