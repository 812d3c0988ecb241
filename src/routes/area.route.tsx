import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/area.route";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toAreaLink, toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional } from "./catalogue.server.ts";
import { ListingView } from "../views/listing/listing.view.tsx";

/** /cursos-{area}: the area, its categories and its courses. Any other single segment is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^cursos-[a-z0-9-]+$/.test(params.areaSlug)) throw data(null, { status: 404 });
  const area = await loadFromCatalogue(request, Effect.flatMap(Catalogue, (c) => c.areaByFriendlyUrl({ query: { friendlyURL: params.areaSlug } })));
  const result = await loadOptional(
    request,
    Effect.flatMap(Catalogue, (c) => c.searchCourses({ query: toSearchRequest({ areas: [params.areaSlug] }, 1, 48) })),
    { courses: [], totalPages: 0, resultsFound: 0, page: 1, itemsPerPage: 48 },
  );
  return { area: toAreaLink(area), courses: result.courses.map(toCourseSummary) };
}

export default function AreaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const title = t("areaTitle", { area: loaderData.area.name });
  return (
    <>
      <title>{`${title} — ${t("common:appName")}`}</title>
      <meta name="description" content={title} />
      <ListingView title={title} categories={loaderData.area.categories} courses={loaderData.courses} />
    </>
  );
}
