/**
 * Institution settings trackingCode (spec §3): a Google tag id that the institution's page loads. Only ids of a
 * strict shape are used — Google Analytics 4 (G-…), Tag Manager (GTM-…), Google Ads (AW-…) — so stored text
 * can never become markup or script.
 */
const googleTagPattern = /^(?:G-[A-Z0-9]{6,12}|AW-\d{6,12}|GTM-[A-Z0-9]{5,10})$/;

export interface GoogleTag {
  id: string;
  /** The script to load, with the id URL-encoded. */
  src: string;
  /** gtag.js ids need a config call; Tag Manager containers configure themselves. */
  kind: "gtag" | "gtm";
}

/** The tag of a tracking code (trimmed, upper-cased), or null when the code is not a valid Google tag id. */
export function googleTag(trackingCode: string | null | undefined): GoogleTag | null {
  if (typeof trackingCode !== "string") return null;
  const id = trackingCode.trim().toUpperCase();
  if (!googleTagPattern.test(id)) return null;
  const query = `id=${encodeURIComponent(id)}`;
  return id.startsWith("GTM-")
    ? { id, kind: "gtm", src: `https://www.googletagmanager.com/gtm.js?${query}` }
    : { id, kind: "gtag", src: `https://www.googletagmanager.com/gtag/js?${query}` };
}

/**
 * The inline start-up of a tag (the dataLayer, and for gtag.js the js and config calls). The id has passed the
 * strict pattern and is written as a JSON string literal, so this text holds no markup.
 */
export function googleTagBootstrap(tag: GoogleTag): string {
  const id = JSON.stringify(tag.id);
  const start =
    tag.kind === "gtm"
      ? `dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`
      : `function gtag(){dataLayer.push(arguments);}gtag("js",new Date());gtag("config",${id});`;
  return `window.dataLayer=window.dataLayer||[];${start}window.${startedFlag}=${id};`;
}

/** Set by the start-up: a page reached by client-side navigation starts the tag itself when it is not set. */
export const startedFlag = "__sabiaGoogleTag";

/** The same start-up, run in the browser after a client-side navigation (no inline script runs then). */
export function startGoogleTag(
  target: { dataLayer?: unknown[] } & Record<string, unknown>,
  tag: GoogleTag,
): void {
  if (target[startedFlag] === tag.id) return;
  const dataLayer = (target.dataLayer ??= []);
  if (tag.kind === "gtm") dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  else {
    // gtag.js reads the arguments objects the official snippet pushes, not plain arrays.
    const gtag = function (..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    gtag("js", new Date());
    gtag("config", tag.id);
  }
  target[startedFlag] = tag.id;
}
