import { safeSsoUrl } from "#src/domain/identity/sign-in-context.ts";

/** An absolute http(s) URL without credentials, spaces or control characters; a site path is made absolute on `origin`. */
function httpUrl(value: string | null | undefined, origin?: string): string | null {
  if (!value) return null;
  if (origin && value.startsWith("/") && !value.startsWith("//")) {
    try {
      return safeSsoUrl(new URL(value, origin).href);
    } catch {
      return null;
    }
  }
  // safeSsoUrl also lets a same-site path through (an SSO link may be one, ADR 040); an e-mail needs an address.
  const absolute = safeSsoUrl(value);
  return absolute && /^https?:\/\//i.test(absolute) ? absolute : null;
}

/**
 * The logo an identity e-mail shows (spec §7 bodies carry `applicationLogoUrl`): the one the client sent when
 * it is an absolute http(s) URL on this deployment's origin or on the origin of the application's stored logo;
 * otherwise the application's stored logo (made absolute on `origin`); null when there is none. A body URL is
 * never taken as it comes: a caller cannot point the e-mail at a host of its choosing.
 */
export function mailLogoUrl(
  storedLogo: string | null,
  offered: string | undefined,
  origin: string,
): string | null {
  const stored = httpUrl(storedLogo, origin);
  const candidate = httpUrl(offered);
  if (candidate) {
    const allowed = [origin, stored].flatMap((url) => (url ? [new URL(url).origin] : []));
    if (allowed.includes(new URL(candidate).origin)) return candidate;
  }
  return stored;
}
