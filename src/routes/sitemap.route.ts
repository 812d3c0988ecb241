import { Effect } from "effect";
import type { Route } from "./+types/sitemap.route";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";

const staticPaths = ["/", "/busca", "/condicoes-de-contrato", "/politica-de-cookies", "/politica-de-privacidade", "/features"];
const pageSize = 50;
/** Up to 50 pages of 50 courses: one request per page, in parallel after the first tells the total. */
const maxPages = 50;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** /sitemap.xml: every public page — static pages, areas, categories, institutions and active courses. */
export async function loader({ request }: Route.LoaderArgs) {
  const site = siteUrl(request);
  const coursePage = (page: number) =>
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.searchCourses({ query: toSearchRequest({}, page, pageSize) })), null);
  const [areas, brands, first] = await Promise.all([
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.areasAndCategories()), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.brands()), []),
    coursePage(1),
  ]);
  const pages = Math.min(first?.totalPages ?? 0, maxPages);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => coursePage(index + 2)));
  const courses = [first, ...rest].flatMap((result) => result?.courses ?? []);

  const paths = [
    ...staticPaths,
    ...areas.flatMap((area) => [`/${area.friendlyURL}`, ...area.categories.map((category) => `/${area.friendlyURL}/${category.friendlyURL}`)]),
    ...brands.map((brand) => `/instituicao/${brand.friendlyUrl}`),
    ...courses.map((course) => `/curso/${course.friendlyUrl}`),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
    .map((path) => `  <url><loc>${escapeXml(`${site}${path}`)}</loc></url>`)
    .join("\n")}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
