/**
 * Tracking capture of spec §4 "Shell": when a campaign marker is present the query string is kept,
 * minus the marketplace's own search parameters, and appended to each later navigation.
 */
export const campaignMarkers = ["utm_source", "utm_medium", "gclid", "fbclid"] as const;
/** The spec's eight search parameters plus "mes", the month filter this marketplace's search also keeps in its address. */
export const searchParameters = [
  "pagina",
  "termo",
  "autor",
  "categoria",
  "area",
  "instituicao",
  "valorMaximo",
  "ordenacao",
  "mes",
] as const;

/** Hand-off codes and other credentials never travel on as tracking. */
const neverRetained = ["tokenId", "token", "returnUrl"] as const;

/** Returns the query string to retain (without "?"), or "" when the address carries no campaign marker. */
export function captureTracking(search: string): string {
  const params = new URLSearchParams(search);
  if (!campaignMarkers.some((marker) => params.has(marker))) return "";
  for (const name of [...searchParameters, ...neverRetained]) params.delete(name);
  return params.toString();
}

/** Appends retained tracking parameters to a path+query, never overriding a value the target already has. */
export function appendTracking(pathWithQuery: string, tracking: string): string {
  if (!tracking) return pathWithQuery;
  const hashAt = pathWithQuery.indexOf("#");
  const hash = hashAt === -1 ? "" : pathWithQuery.slice(hashAt);
  const withoutHash = hashAt === -1 ? pathWithQuery : pathWithQuery.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? "" : withoutHash.slice(queryAt + 1));
  let changed = false;
  for (const [name, value] of new URLSearchParams(tracking)) {
    if (!params.has(name)) {
      params.append(name, value);
      changed = true;
    }
  }
  if (!changed) return pathWithQuery;
  return `${path}?${params.toString()}${hash}`;
}
