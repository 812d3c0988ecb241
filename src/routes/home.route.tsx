import { Effect } from "effect";
import type { Route } from "./+types/home.route";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary } from "../services/catalog/catalog-mappers.ts";
import { loadOptional } from "./catalogue.server.ts";
import { siteUrl } from "./site-url.server.ts";
import { absoluteUrl } from "../domain/seo.ts";
import { PageMeta } from "../views/layout/page-meta.view.tsx";
import { toHomeBanner } from "../domain/catalog/banner.ts";
import { HomeBanners } from "../views/home/home-banners.view.tsx";
import { HomeCatalogView } from "../views/home/home-catalog.view.tsx";
import { HomeView } from "../views/home/home.view.tsx";
import { publicPageHeaders } from "./public-page-headers.ts";

/** Shared caching for anonymous visitors (ADR 034). */
export const headers = publicPageHeaders;

/** Home sections load in parallel; each may fail alone and the page continues (spec §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const [areas, brands, popular, latest, banners] = await Promise.all([
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.mostVisitedAreas({ query: { quantity: 8 } })),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.brands()),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.mostVisitedCourses({ query: { quantity: 8 } })),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.latestCourses({ query: { quantity: 12 } })),
      [],
    ),
    loadOptional(
      request,
      Effect.flatMap(Catalogue, (c) => c.principalBanners()),
      [],
    ),
  ]);
  const site = siteUrl(request);
  const picture = banners[0]?.images.desktop.src;
  return {
    seo: { url: absoluteUrl(site, "/"), image: picture ? absoluteUrl(site, picture) : null },
    banners: banners.map(toHomeBanner),
    catalog: {
      areas: areas.map(({ name, friendlyURL }) => ({ name, friendlyURL })),
      institutions: brands.map((brand) => ({
        name: brand.title,
        friendlyUrl: brand.friendlyUrl,
        logo: brand.logo ? { src: brand.logo, width: 160, height: 80 } : null,
      })),
      popular: popular.map(toCourseSummary),
      // "Lançamentos" shows what is new beyond the popular shelf above it, never the same cards again.
      latest: latest
        .filter((course) => !popular.some((shown) => shown.friendlyUrl === course.friendlyUrl))
        .slice(0, 4)
        .map(toCourseSummary),
    },
  };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <PageMeta
        title={t("title")}
        description={t("description")}
        url={loaderData.seo.url}
        image={loaderData.seo.image}
      />
      <HomeView banners={<HomeBanners banners={loaderData.banners} />}>
        <HomeCatalogView catalog={loaderData.catalog} />
      </HomeView>
    </>
  );
}
