/**
 * Where the platform shell lands (ADR 035). The spec's role selection and impersonation go to "/", but in this
 * deployment "/" is the storefront, so the platform's own home is a route of the platform layout.
 */
export const platformHomePath = "/home";

/** The address of the platform's application switcher for another application (spec §2, §6). */
export const redirectPathOf = (alias: string) => `/redirect/${encodeURIComponent(alias)}`;
