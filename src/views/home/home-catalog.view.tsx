import { useTranslation } from "#src/i18n/react.ts";
import { Link } from "react-router";
import { areaPath, institutionPath } from "#src/domain/catalog/catalog-types.ts";
import type { CourseSummary } from "#src/domain/catalog/course.ts";
import { CourseGrid } from "../course/course-card.view.tsx";
import { container } from "../ui/ui.styles.ts";
import { chipList, logoList, section } from "./home.styles.ts";

export interface HomeCatalog {
  areas: { name: string; friendlyURL: string }[];
  institutions: {
    name: string;
    friendlyUrl: string;
    logo: { src: string; width: number; height: number } | null;
  }[];
  popular: CourseSummary[];
  latest: CourseSummary[];
}

/** Home sections fed by the catalogue (spec §2 "/"): most visited areas, partners, popular and latest courses. */
export function HomeCatalogView({ catalog }: { catalog: HomeCatalog }) {
  const { t } = useTranslation("home");
  return (
    <>
      {catalog.areas.length > 0 && (
        <section className={`${container} ${section}`} aria-labelledby="home-areas">
          <h2 id="home-areas">{t("sections.areas")}</h2>
          <ul className={chipList}>
            {catalog.areas.map((area) => (
              <li key={area.friendlyURL}>
                <Link to={areaPath(area)}>{area.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {catalog.popular.length > 0 && (
        <section className={`${container} ${section}`} aria-labelledby="home-popular">
          <h2 id="home-popular">{t("sections.popular")}</h2>
          <CourseGrid courses={catalog.popular} shelf />
        </section>
      )}
      {catalog.latest.length > 0 && (
        <section className={`${container} ${section}`} aria-labelledby="home-latest">
          <h2 id="home-latest">{t("sections.latest")}</h2>
          <CourseGrid courses={catalog.latest} shelf />
        </section>
      )}
      {catalog.institutions.length > 0 && (
        <section className={`${container} ${section}`} aria-labelledby="home-institutions">
          <h2 id="home-institutions">{t("sections.institutions")}</h2>
          <ul className={logoList}>
            {catalog.institutions.map((institution) => (
              <li key={institution.friendlyUrl}>
                <Link to={institutionPath(institution.friendlyUrl)}>
                  {institution.logo ? (
                    <img
                      src={institution.logo.src}
                      alt={institution.name}
                      width={institution.logo.width}
                      height={institution.logo.height}
                      loading="lazy"
                    />
                  ) : (
                    institution.name
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
