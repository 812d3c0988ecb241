/**
 * A `?tokenId=` hand-off code is spent once app start has exchanged it (spec §4: "removed from the query"); no
 * address the app builds afterwards — the address bar, a returnUrl — may carry it on.
 */

/** Removes the tokenId query parameter from an address, keeping everything else. */
export function withoutTokenId(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete("tokenId");
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A query string (`?a=1&tokenId=x`) without its tokenId parameter (`?a=1`; "" when nothing is left). */
export function searchWithoutTokenId(search: string): string {
  if (!/[?&]tokenId=/.test(search)) return search;
  const params = new URLSearchParams(search);
  params.delete("tokenId");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
