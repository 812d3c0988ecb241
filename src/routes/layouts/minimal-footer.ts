/**
 * The checkout's pages show the minimal footer (spec §2, issue 28): help links, contact and the site's
 * preferences, without the course columns and the newsletter. Such a route exports `handle = minimalFooterHandle`.
 */
export const minimalFooterHandle = { minimalFooter: true } as const;

export const hasMinimalFooter = (handle: unknown) =>
  typeof handle === "object" &&
  handle !== null &&
  (handle as { minimalFooter?: unknown }).minimalFooter === true;
