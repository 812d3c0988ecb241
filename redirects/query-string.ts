/**
 * Joins a redirect target with the query string of the request. When the target has no query of its own
 * (the usual case) the request's query is copied byte for byte, so encodings survive untouched. When both
 * carry one, the request's values win for keys they share and the target's other keys stay.
 */
export function withQuery(target: string, query: string): string {
  if (query.length === 0) return target;
  const mark = target.indexOf("?");
  if (mark === -1) return `${target}?${query}`;
  const targetQuery = target.slice(mark + 1);
  if (targetQuery.length === 0) return `${target}${query}`;
  const merged = new URLSearchParams(targetQuery);
  const incoming = new URLSearchParams(query);
  for (const key of new Set(incoming.keys())) merged.delete(key);
  for (const [key, value] of incoming) merged.append(key, value);
  return `${target.slice(0, mark)}?${merged.toString()}`;
}

/** Splits `path?query` without allocating a URL object (this runs on every request). */
export function splitPathAndQuery(url: string): { path: string; query: string } {
  const mark = url.indexOf("?");
  if (mark === -1) return { path: url, query: "" };
  return { path: url.slice(0, mark), query: url.slice(mark + 1) };
}
