import { Effect } from "effect";
import type { Route } from "./+types/institution.route";
import { institutionPath } from "../domain/catalog/catalog-types.ts";
import { googleTag } from "../domain/catalog/google-tag.ts";
import { absoluteUrl, pagedPath } from "../domain/seo.ts";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { loadFromCatalogue, loadOptional, requireFriendlyUrls } from "./catalogue.server.ts";
import { loadListing } from "./listing.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { GoogleTagScripts } from "../views/layout/google-tag.view.tsx";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { ListingView } from "../views/listing/listing.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

const noSettings = { useNoindexNofollow: false, trackingCode: null, whatsAppSetting: null };

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** /instituicao/{slug}: the brand, its settings (noindex, tracking code, WhatsApp) and a page of its courses, in parallel. */
export async function loader({ request, params }: Route.LoaderArgs) {
  requireFriendlyUrls(params.slug);
  const [brand, institution, listing] = await Promise.all([
    loadFromCatalogue(
      request,
      Effect.flatMap(Catalogue, (c) => c.brandByFriendlyUrl({ query: { friendlyUrl: params.slug } })),
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.institutionByCode({ params: { iesAlias: params.slug } })),
      null,
    ),
    loadListing(request, { institutions: [params.slug] }),
  ]);
  const settings = institution?.settings ?? noSettings;
  return {
    brand: {
      title: brand.title,
      description: brand.description,
      friendlyUrl: brand.friendlyUrl,
      logo: brand.logo,
    },
    noindex: settings.useNoindexNofollow,
    tag: googleTag(settings.trackingCode),
    whatsApp: settings.whatsAppSetting,
    listing,
    site: siteUrl(request),
  };
}

export default function InstitutionRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("listing");
  const { brand, listing, site } = loaderData;
  const path = institutionPath(brand.friendlyUrl);
  return (
    <>
      <PageMeta
        title={`${brand.title} — ${t("common:appName")}`}
        description={brand.description}
        url={absoluteUrl(site, pagedPath(path, listing.page))}
        image={brand.logo ? absoluteUrl(site, brand.logo) : null}
      />
      {loaderData.noindex && <meta name="robots" content="noindex,nofollow" />}
      {loaderData.tag && <GoogleTagScripts tag={loaderData.tag} />}
      <ListingView
        title={t("institutionCourses", { institution: brand.title })}
        description={brand.description}
        listing={listing}
        hrefFor={(page) => pagedPath(path, page)}
        whatsApp={loaderData.whatsApp}
      />
    </>
  );
}
