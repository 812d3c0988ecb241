/**
 * A redirect must never leave the site: a Location of `//evil.example`, `/\evil.example` or `https://…`
 * would turn an old link into an open redirect. Every target, static or computed, passes this test.
 */
export function isSameSitePath(location: string): boolean {
  if (location.length === 0 || location.charCodeAt(0) !== 47 /* / */) return false;
  const second = location.charCodeAt(1);
  if (second === 47 /* / */ || second === 92 /* \ */) return false;
  // Control characters, spaces, backslashes and fragments have no place in a canonical path
  // (a tab or newline inside "/\t/evil.example" is dropped by browsers, making it protocol-relative).
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point here
  return !/[\u0000-\u0020\u007f\\#]/.test(location);
}

/**
 * The form every path takes before matching: trailing slashes dropped (a trailing slash matches too,
 * spec §2), except for the root itself.
 */
export function trimTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}

/**
 * Lower-cases only when needed: most request paths are already lower-case, and returning the same string
 * keeps its cached hash for the map look-ups that follow.
 */
export function foldCase(path: string): string {
  return /[A-Z\u00c0-\uffff]/.test(path) ? path.toLowerCase() : path;
}
