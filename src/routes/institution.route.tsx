import { Effect } from "effect";
import type { Route } from "./+types/institution.route";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary, toSearchRequest } from "../services/catalog/catalog-mappers.ts";
import { loadFromCatalogue, loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { ListingView } from "../views/listing/listing.view.tsx";

/** /instituicao/{slug}: the brand, its settings (noindex, tracking code, WhatsApp) and its courses. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const brand = await loadFromCatalogue(request, Effect.flatMap(Catalogue, (c) => c.brandByFriendlyUrl({ query: { friendlyUrl: params.slug } })));
  const [institution, result] = await Promise.all([
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.institutionByCode({ params: { iesAlias: params.slug } })), null),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.searchCourses({ query: toSearchRequest({ institutions: [params.slug] }, 1, 48) })),
      { courses: [], totalPages: 0, resultsFound: 0, page: 1, itemsPerPage: 48 },
    ),
  ]);
  return {
    brand: { title: brand.title, description: brand.description, friendlyUrl: brand.friendlyUrl },
    settings: institution?.settings ?? { useNoindexNofollow: false, trackingCode: null, whatsAppSetting: null },
    courses: result.courses.map(toCourseSummary),
    site: siteUrl(request),
  };
}

export default function InstitutionRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const { brand, settings } = loaderData;
  return (
    <>
      <title>{`${brand.title} — ${t("common:appName")}`}</title>
      <meta name="description" content={brand.description} />
      <link rel="canonical" href={`${loaderData.site}/instituicao/${brand.friendlyUrl}`} />
      {settings.useNoindexNofollow && <meta name="robots" content="noindex,nofollow" />}
      {settings.trackingCode && <meta name="sabia-tracking-code" content={settings.trackingCode} />}
      <ListingView
        title={t("institutionCourses", { institution: brand.title })}
        description={brand.description}
        courses={loaderData.courses}
        whatsApp={settings.whatsAppSetting}
      />
    </>
  );
}
