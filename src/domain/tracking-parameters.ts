/**
 * Query parameters that only say where a visitor came from (campaigns, ad clicks, analytics hand-offs). They
 * change nothing on the page, so the page cache leaves them out of its key and the page is rendered without them
 * (issue 25): otherwise every campaign link is a cache miss, and a cached page could echo one visitor's campaign
 * to the next. The browser keeps them in its address bar, where the shell's tracking capture reads them
 * (tracking.ts, spec §4). The one list of them; names are compared in lower case.
 */
const trackingNames = new Set([
  // Google Ads and Analytics: click ids, cross-domain linker, organic result id.
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "gad_source",
  "_ga",
  "_gl",
  "srsltid",
  // Meta, Microsoft, Yandex, TikTok, X, LinkedIn, Instagram, Reddit, Snapchat, Pinterest.
  "fbclid",
  "msclkid",
  "yclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "igshid",
  "rdt_cid",
  "sccid",
  "epik",
  // E-mail and marketing automation: Mailchimp, HubSpot, Marketo, Adobe.
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "s_kwcid",
  "ef_id",
]);

/** Whether a query parameter name is tracking: `utm_` followed by anything, or one of the names above. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || trackingNames.has(lower);
}

/**
 * A path with query (`/curso/x?termo=a&utm_source=b`) without its tracking parameters; the others keep their
 * order and spelling. The same string when there are none, and no `?` when nothing is left.
 */
export function withoutTrackingParameters(pathWithQuery: string): string {
  const queryAt = pathWithQuery.indexOf("?");
  if (queryAt === -1) return pathWithQuery;
  const query = pathWithQuery.slice(queryAt + 1);
  const parts = query.split("&");
  const kept = parts.filter((part) => {
    const name = part.split("=")[0] ?? "";
    return !isTrackingParameter(safeDecode(name.replaceAll("+", " ")));
  });
  if (kept.length === parts.length) return pathWithQuery;
  const path = pathWithQuery.slice(0, queryAt);
  return kept.length === 0 ? path : `${path}?${kept.join("&")}`;
}

/** A percent-decoded name; a malformed escape is taken as written. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
