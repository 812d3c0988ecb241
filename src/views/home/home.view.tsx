import type { ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { container } from "../ui/ui.styles.ts";
import { hero, heroLead, section, statLabel, statList, statValue, testimonial } from "./home.styles.ts";

const statistics = ["professionals", "societies", "authors", "satisfaction"] as const;

/**
 * Home page (spec §2 "/"): hero, banners, the statistics of spec §1, the catalogue sections (children) and a
 * testimonial.
 */
export function HomeView({ banners, children }: { banners?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation("home");
  return (
    <>
      <section className={hero} aria-labelledby="home-hero">
        <div className={container}>
          <h1 id="home-hero">{t("hero.heading")}</h1>
          <p className={heroLead}>{t("hero.lead")}</p>
        </div>
      </section>
      {banners}
      <section className={`${container} ${section}`} aria-labelledby="home-stats">
        <h2 id="home-stats">{t("stats.heading")}</h2>
        <ul className={statList}>
          {statistics.map((stat) => (
            <li key={stat}>
              <span className={statValue}>{t(`stats.${stat}.value`)}</span>
              <span className={statLabel}>{t(`stats.${stat}.label`)}</span>
            </li>
          ))}
        </ul>
      </section>
      {children}
      <section className={`${container} ${section}`} aria-labelledby="home-testimonial">
        <h2 id="home-testimonial">{t("testimonial.heading")}</h2>
        <figure className={testimonial}>
          <blockquote>
            <p>{t("testimonial.quote")}</p>
          </blockquote>
          <figcaption>{t("testimonial.author")}</figcaption>
        </figure>
      </section>
    </>
  );
}
