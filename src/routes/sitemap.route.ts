import { Effect } from "effect";
import type { Route } from "./+types/sitemap.route";
import { areaPath, categoryPath, coursePath, institutionPath } from "../domain/catalog/catalog-types.ts";
import { absoluteUrl } from "../domain/seo.ts";
import { sitemapIndex, sitemapParts, urlSet } from "../domain/sitemap.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";

const staticPaths = [
  "/",
  "/busca",
  "/condicoes-de-contrato",
  "/politica-de-cookies",
  "/politica-de-privacidade",
  "/features",
  "/newsletter",
];
/** The search API's largest page; a stable order (price, then id) so pages neither skip nor repeat a course. */
const pageSize = 50;
const coursesPerPart = 10_000;
const parallelRequests = 8;

const coursePage = (request: Request, page: number) =>
  loadOptional(
    request,
    Effect.flatMap(Catalogue, (c) =>
      c.searchCourses({ query: { page, itemsPerPage: pageSize, orderBy: "2" } }),
    ),
    null,
  );

/** Active courses' paths on search pages first..last, a few requests at a time. */
async function coursePaths(request: Request, first: number, last: number): Promise<string[]> {
  const paths: string[] = [];
  for (let start = first; start <= last; start += parallelRequests) {
    const pages = Array.from(
      { length: Math.min(parallelRequests, last - start + 1) },
      (_, index) => start + index,
    );
    const results = await Promise.all(pages.map((page) => coursePage(request, page)));
    paths.push(
      ...results.flatMap((result) => result?.courses.map((course) => coursePath(course.friendlyUrl)) ?? []),
    );
  }
  return paths;
}

/** Static pages, areas, categories and institutions that may be indexed (noindex ones, or unknown settings, are left out). */
async function pagePaths(request: Request): Promise<string[]> {
  const [areas, brands] = await Promise.all([
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.areasAndCategories()),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.brands()),
      [],
    ),
  ]);
  const settings = await Promise.all(
    brands.map((brand) =>
      loadOptional(
        request,
        Effect.flatMap(Catalogue, (c) => c.institutionByCode({ params: { iesAlias: brand.friendlyUrl } })),
        null,
      ),
    ),
  );
  const indexable = brands.filter(
    (_, index) => settings[index] && !settings[index].settings.useNoindexNofollow,
  );
  return [
    ...staticPaths,
    ...areas.flatMap((area) => [
      areaPath(area),
      ...area.categories.map((category) => categoryPath(category)),
    ]),
    ...indexable.map((brand) => institutionPath(brand.friendlyUrl)),
  ];
}

const xml = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });

/**
 * /sitemap.xml: every public page and active course in one file while they fit (50,000 addresses); a larger
 * catalogue gets a sitemap index whose parts are /sitemap.xml?parte=N (1: pages; 2…: courses, 10,000 each).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const site = siteUrl(request);
  const partParam = new URL(request.url).searchParams.get("parte");
  const [pages, first] = await Promise.all([pagePaths(request), coursePage(request, 1)]);
  const courseCount = first?.resultsFound ?? 0;
  const parts = sitemapParts(pages.length, courseCount, coursesPerPart);
  const lastSearchPage = Math.ceil(courseCount / pageSize);
  const absolute = (paths: string[]) => paths.map((path) => absoluteUrl(site, path));

  if (partParam === null) {
    if (parts > 1)
      return xml(
        sitemapIndex(Array.from({ length: parts }, (_, index) => `${site}/sitemap.xml?parte=${index + 1}`)),
      );
    const rest = lastSearchPage > 1 ? await coursePaths(request, 2, lastSearchPage) : [];
    return xml(
      urlSet(
        absolute([
          ...pages,
          ...(first?.courses.map((course) => coursePath(course.friendlyUrl)) ?? []),
          ...rest,
        ]),
      ),
    );
  }
  const part = /^\d{1,4}$/.test(partParam) ? Number(partParam) : 0;
  if (parts === 1 || part < 1 || part > parts) return new Response("Not Found", { status: 404 });
  if (part === 1) return xml(urlSet(absolute(pages)));
  const pagesPerPart = coursesPerPart / pageSize;
  const from = (part - 2) * pagesPerPart + 1;
  return xml(
    urlSet(absolute(await coursePaths(request, from, Math.min(from + pagesPerPart - 1, lastSearchPage)))),
  );
}
