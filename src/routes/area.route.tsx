import { Effect } from "effect";
import { data } from "react-router";
import type { Route } from "./+types/area.route";
import { areaPath } from "../domain/catalog/catalog-types.ts";
import { absoluteUrl, pagedPath } from "../domain/seo.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toAreaLink } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, requireFriendlyUrls } from "./catalogue.server.ts";
import { loadListing } from "./listing.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { ListingView } from "../views/listing/listing.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /cursos-{area}: the area and a page of its courses, in parallel. Any other single segment is a 404. */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireFriendlyUrls(params.areaSlug);
  if (!/^cursos-[a-z0-9-]+$/.test(params.areaSlug)) throw data(null, { status: 404 });
  const [area, listing] = await Promise.all([
    loadFromCatalogue(
      request,
      Effect.flatMap(Catalogue, (c) => c.areaByFriendlyUrl({ query: { friendlyURL: params.areaSlug } })),
    ),
    loadListing(request, { areas: [params.areaSlug] }),
  ]);
  return { area: toAreaLink(area), listing, site: siteUrl(request) };
}

export default function AreaRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const { area, listing, site } = loaderData;
  const title = t("areaTitle", { area: area.name });
  return (
    <>
      <PageMeta
        title={`${title} — ${t("common:appName")}`}
        description={t("areaDescription", { area: area.name, count: listing.resultsFound })}
        url={absoluteUrl(site, pagedPath(areaPath(area), listing.page))}
      />
      <ListingView
        title={title}
        categories={area.categories}
        listing={listing}
        hrefFor={(page) => pagedPath(areaPath(area), page)}
      />
    </>
  );
}
