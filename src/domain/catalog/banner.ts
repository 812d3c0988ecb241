/**
 * Home banners (spec §3 "Banners": url, an image per size, title, text; image types 12 "banner principal" and
 * 13 "banner principal mobile"). The API serves desktop images at 1440×400 and mobile ones at 720×480; the view
 * gives those sizes to the browser so nothing moves when they arrive.
 */
export const bannerImageSizes = {
  desktop: { width: 1440, height: 400 },
  mobile: { width: 720, height: 480 },
} as const;

export interface BannerImage {
  src: string;
  alt: string;
}

export interface HomeBanner {
  id: number;
  /** A path on this site or an http(s) address; null when the banner's url is neither (it then links nowhere). */
  href: string | null;
  external: boolean;
  title: string | null;
  text: string | null;
  desktop: BannerImage;
  mobile: BannerImage;
}

/**
 * A banner may link to a path on this site or to an http(s) address; anything else (javascript:, data:,
 * protocol-relative "//host", backslashes, control characters) links nowhere.
 */
export function bannerLink(url: string): { href: string; external: boolean } | null {
  const trimmed = url.trim();
  // eslint-disable-next-line no-control-regex
  if (trimmed === "" || trimmed.includes("\\") || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  if (trimmed.startsWith("/")) {
    if (trimmed.startsWith("//")) return null;
    const resolved = new URL(trimmed, "http://sabia.invalid");
    // "/..//evil.example" resolves to "//evil.example": check the resolved path too.
    const href = `${resolved.pathname}${resolved.search}${resolved.hash}`;
    return href.startsWith("//") ? null : { href, external: false };
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  return { href: parsed.href, external: true };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** A wire banner (or anything shaped like it) → what the home shows; blank title or text become null. */
export function toHomeBanner(banner: {
  id: number;
  url: string;
  title: string;
  text: string;
  images: { desktop: BannerImage; mobile: BannerImage };
}): HomeBanner {
  const link = bannerLink(banner.url);
  const alt = (image: BannerImage) => ({ src: image.src, alt: image.alt.trim() || banner.title.trim() });
  return {
    id: banner.id,
    href: link?.href ?? null,
    external: link?.external ?? false,
    title: orNull(banner.title),
    text: orNull(banner.text),
    desktop: alt(banner.images.desktop),
    mobile: alt(banner.images.mobile),
  };
}
