import { Effect } from "effect";
import { data } from "react-router";
import { listingPageSize } from "../domain/catalog/search-params.ts";
import { readPage } from "../domain/seo.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadOptional } from "./catalogue.server.ts";

type ListingFilters = Parameters<typeof toSearchRequest>[0];

/**
 * One page of an area, category or institution listing (`pagina`, 12 a page). A failure leaves the list empty
 * (spec §8); a page past the last one is a 404, so crawlers never see endless empty pages.
 */
export async function loadListing(request: Request, filters: ListingFilters) {
  const page = readPage(new URL(request.url).searchParams);
  const result = await loadOptional(
    request,
    Effect.flatMap(Catalogue, (c) =>
      c.searchCourses({ query: toSearchRequest(filters, page, listingPageSize) }),
    ),
    { courses: [], totalPages: 0, resultsFound: 0, page, itemsPerPage: listingPageSize },
  );
  if (page > 1 && page > result.totalPages) throw data(null, { status: 404 });
  return {
    courses: result.courses.map(toCourseSummary),
    resultsFound: result.resultsFound,
    totalPages: result.totalPages,
    page,
  };
}

export type ListingPage = Awaited<ReturnType<typeof loadListing>>;
