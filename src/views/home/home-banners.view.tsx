import { useId, useRef, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { breakpoints } from "#src/domain/breakpoints.ts";
import { bannerImageSizes, type HomeBanner } from "#src/domain/catalog/banner.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonSecondary, container } from "../ui/ui.styles.ts";
import {
  bannerCaption,
  bannerControls,
  bannerList,
  bannerSection,
  bannerSlide,
  bannerTitle,
} from "./home-banners.styles.ts";

/** The mobile image (type 13) below 960 px, the desktop one (type 12) from there on. */
function BannerPicture({ banner, first }: { banner: HomeBanner; first: boolean }) {
  const { desktop, mobile } = bannerImageSizes;
  return (
    <picture>
      <source
        media={`(max-width: ${breakpoints.md - 1}px)`}
        srcSet={banner.mobile.src}
        width={mobile.width}
        height={mobile.height}
      />
      <img
        src={banner.desktop.src}
        alt={banner.desktop.alt}
        width={desktop.width}
        height={desktop.height}
        // The first banner is likely the largest paint of the home: ask for it first; the rest wait.
        fetchPriority={first ? "high" : undefined}
        loading={first ? "eager" : "lazy"}
        decoding={first ? undefined : "async"}
      />
    </picture>
  );
}

function BannerLink({ banner, children }: { banner: HomeBanner; children: React.ReactNode }) {
  if (banner.href === null) return <>{children}</>;
  if (banner.external)
    return (
      <a href={banner.href} rel="noopener noreferrer">
        {children}
      </a>
    );
  return <Link to={banner.href}>{children}</Link>;
}

const noSubscription = () => () => {};

/**
 * Home banners (spec §3): a row that scrolls sideways with snap points — every banner is a link reached with Tab,
 * nothing moves by itself. With JavaScript, previous/next buttons scroll it one banner at a time.
 */
export function HomeBanners({ banners }: { banners: HomeBanner[] }) {
  const { t } = useTranslation("home");
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  // False in the server's HTML and during hydration, true after: the buttons need JavaScript to do anything.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (banners.length === 0) return null;

  const move = (step: 1 | -1) => {
    const element = list.current;
    if (!element || element.clientWidth === 0) return;
    const width = element.scrollWidth / banners.length;
    const current = Math.round(element.scrollLeft / width);
    const next = (current + step + banners.length) % banners.length;
    element.scrollTo({ left: next * width });
  };

  return (
    <section className={`${container} ${bannerSection}`} aria-label={t("sections.banners")}>
      <ul ref={list} className={bannerList} id={listId}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={bannerSlide}>
            <BannerLink banner={banner}>
              <BannerPicture banner={banner} first={index === 0} />
            </BannerLink>
            {(banner.title || banner.text) && (
              <div className={bannerCaption}>
                {banner.title && <p className={bannerTitle}>{banner.title}</p>}
                {banner.text && <p>{banner.text}</p>}
              </div>
            )}
          </li>
        ))}
      </ul>
      {interactive && banners.length > 1 && (
        <div className={bannerControls}>
          <button type="button" className={buttonSecondary} aria-controls={listId} onClick={() => move(-1)}>
            {t("banners.previous")}
          </button>
          <button type="button" className={buttonSecondary} aria-controls={listId} onClick={() => move(1)}>
            {t("banners.next")}
          </button>
        </div>
      )}
    </section>
  );
}
