import { Effect } from "effect";
import type { Route } from "./+types/home.route";
import { useTranslation } from "../i18n/react.ts";
import { Catalogue } from "../services/catalog/catalog.service.ts";
import { toCourseSummary } from "../services/catalog/catalog-mappers.ts";
import { loadOptional } from "./catalogue.server.ts";
import { toHomeBanner } from "../domain/catalog/banner.ts";
import { HomeBanners } from "../views/home/home-banners.view.tsx";
import { HomeCatalogView } from "../views/home/home-catalog.view.tsx";
import { HomeView } from "../views/home/home.view.tsx";

/** Home sections load in parallel; each may fail alone and the page continues (spec §8). */
export async function loader({ request }: Route.LoaderArgs) {
  const [areas, brands, popular, latest, banners] = await Promise.all([
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.mostVisitedAreas({ query: { quantity: 8 } })), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.brands()), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.mostVisitedCourses({ query: { quantity: 8 } })), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.latestCourses({ query: { quantity: 4 } })), []),
    loadOptional(request, Effect.flatMap(Catalogue, (c) => c.principalBanners()), []),
  ]);
  return {
    banners: banners.map(toHomeBanner),
    catalog: {
      areas: areas.map(({ name, friendlyURL }) => ({ name, friendlyURL })),
      institutions: brands.map((brand) => ({
        name: brand.title,
        friendlyUrl: brand.friendlyUrl,
        logo: brand.logo ? { src: brand.logo, width: 160, height: 64 } : null,
      })),
      popular: popular.map(toCourseSummary),
      latest: latest.map(toCourseSummary),
    },
  };
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("home");
  return (
    <>
      <title>{t("title")}</title>
      <meta name="description" content={t("description")} />
      <HomeView banners={<HomeBanners banners={loaderData.banners} />}>
        <HomeCatalogView catalog={loaderData.catalog} />
      </HomeView>
    </>
  );
}
