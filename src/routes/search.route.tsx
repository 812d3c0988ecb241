import { Effect } from "effect";
import { redirect } from "react-router";
import type { Route } from "./+types/search.route";
import { readSearchState, searchPageSize, writeSearchState } from "../domain/catalog/search-params.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { absoluteUrl } from "../domain/seo.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { SearchPageView } from "../views/search/search-page.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

const option = ({ name, friendlyUrl }: { name: string; friendlyUrl: string }) => ({
  value: friendlyUrl,
  label: name,
});

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /busca: the address is the state; results and filter options load in parallel. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const state = readSearchState(params);
  // A form sent without JavaScript names every field; the address keeps only the ones that say something.
  if ([...params.values()].some((value) => value === "")) {
    const canonical = writeSearchState(state).toString();
    throw redirect(canonical ? `/busca?${canonical}` : "/busca");
  }
  const query = toSearchRequest(state, state.page, searchPageSize, state.order);
  const areasLoad = loadOptional(
    request,
    Effect.flatMap(Catalogue, (c) => c.areasToFilter()),
    [],
  );
  // With an area chosen, the category filter offers that area's categories only.
  const categoriesLoad = areasLoad.then((areas) => {
    const area = areas.find((candidate) => candidate.friendlyUrl === state.areas[0]);
    const narrowing = area ? { courseAreaId: area.id } : {};
    return loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.categoriesToFilter({ query: narrowing })),
      [],
    );
  });
  const [result, institutions, areas, categories, authors] = await Promise.all([
    loadFromCatalogue(
      request,
      Effect.flatMap(Catalogue, (c) => c.searchCourses({ query })),
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.brandsToFilter()),
      [],
    ),
    areasLoad,
    categoriesLoad,
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.authorsToFilter()),
      [],
    ),
  ]);
  return {
    url: absoluteUrl(siteUrl(request), "/busca"),
    state,
    courses: result.courses.map(toCourseSummary),
    resultsFound: result.resultsFound,
    totalPages: result.totalPages,
    options: {
      institutions: institutions.map(option),
      areas: areas.map(option),
      categories: categories.map(option),
      authors: authors.map(option),
    },
  };
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("search");
  const title = loaderData.state.text ? t("titleWithTerm", { term: loaderData.state.text }) : t("title");
  return (
    <>
      <PageMeta
        title={`${title} — ${t("common:appName")}`}
        description={t("description")}
        url={loaderData.url}
      />
      <SearchPageView {...loaderData} />
    </>
  );
}
