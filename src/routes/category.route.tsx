import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/category.route";
import { categoryPath } from "../domain/catalog/catalog-types.ts";
import { absoluteUrl, pagedPath } from "../domain/seo.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { loadFromCatalogue, requireFriendlyUrls } from "./catalogue.server.ts";
import { loadListing } from "./listing.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { ListingView } from "../views/listing/listing.view.tsx";
import { PsychologyFaq } from "../views/pages/info-page.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

const psychologyCategory = "psicologia-clinica";

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /cursos-{area}/{category}: the category and a page of its courses, in parallel; psychology shows its FAQ (spec §3, §9). */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireFriendlyUrls(params.areaSlug, params.categorySlug);
  if (!/^cursos-[a-z0-9-]+$/.test(params.areaSlug)) throw data(null, { status: 404 });
  const [category, listing] = await Promise.all([
    loadFromCatalogue(
      request,
      Effect.flatMap(Catalogue, (c) =>
        c.categoryByFriendlyUrl({
          query: { courseAreaFriendlyURL: params.areaSlug, friendlyURL: params.categorySlug },
        }),
      ),
    ),
    loadListing(request, { categories: [params.categorySlug], areas: [params.areaSlug] }),
  ]);
  return {
    category: {
      name: category.name,
      friendlyURL: category.friendlyURL,
      courseAreaFriendlyURL: params.areaSlug,
    },
    listing,
    site: siteUrl(request),
  };
}

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const { category, listing, site } = loaderData;
  const title = t("categoryTitle", { category: category.name });
  const path = categoryPath(category);
  return (
    <>
      <PageMeta
        title={`${title} — ${t("common:appName")}`}
        description={t("categoryDescription", { category: category.name, count: listing.resultsFound })}
        url={absoluteUrl(site, pagedPath(path, listing.page))}
      />
      <ListingView title={title} listing={listing} hrefFor={(page) => pagedPath(path, page)}>
        {category.friendlyURL === psychologyCategory && <PsychologyFaq />}
      </ListingView>
    </>
  );
}
