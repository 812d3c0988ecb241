import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/category.route";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional } from "./catalogue.server.ts";
import { ListingView } from "../views/listing/listing.view.tsx";
import { PsychologyFaq } from "../views/pages/info-page.view.tsx";

const psychologyCategory = "psicologia-clinica";

/** /cursos-{area}/{category}: the category's courses; psychology shows its FAQ (spec §3, §9). */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!/^cursos-[a-z0-9-]+$/.test(params.areaSlug)) throw data(null, { status: 404 });
  const category = await loadFromCatalogue(
    request,
    Effect.flatMap(Catalogue, (c) =>
      c.categoryByFriendlyUrl({ query: { courseAreaFriendlyURL: params.areaSlug, friendlyURL: params.categorySlug } }),
    ),
  );
  const result = await loadOptional(
    request,
    Effect.flatMap(Catalogue, (c) =>
      c.searchCourses({ query: toSearchRequest({ categories: [params.categorySlug], areas: [params.areaSlug] }, 1, 48) }),
    ),
    { courses: [], totalPages: 0, resultsFound: 0, page: 1, itemsPerPage: 48 },
  );
  return { name: category.name, friendlyURL: category.friendlyURL, courses: result.courses.map(toCourseSummary) };
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const title = t("categoryTitle", { category: loaderData.name });
  return (
    <>
      <title>{`${title} — ${t("common:appName")}`}</title>
      <meta name="description" content={title} />
      <ListingView title={title} courses={loaderData.courses}>
        {loaderData.friendlyURL === psychologyCategory && <PsychologyFaq />}
      </ListingView>
    </>
  );
}
