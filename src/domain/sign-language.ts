/**
 * The sign-language avatar (spec §1/§9: the gov.br VLibras plugin, max text 1000; ADR 039). Its root is where
 * `vlibras-plugin.js` and the plugin's own files live: the gov.br service by default, or a self-hosted copy.
 */
export const defaultVLibrasRoot = "https://vlibras.gov.br/app";

/** Spec §9 "Sign-language avatar max text 1000": the longest text the avatar is given to sign. */
export const maxSignLanguageText = 1000;

/** An anonymous visitor's choice ("on" | "off"); a signed-in person's account setting wins over it. */
export const signLanguageCookieName = "sabia_sign_language";

/** How long the plugin script may take before the avatar counts as unavailable. */
export const vlibrasTimeoutMs = 10_000;

/**
 * VLIBRAS_ROOT read strictly: empty → the gov.br root; an https address or a path on this site ("/vlibras") →
 * itself without a trailing slash; anything else (http:, "//host", javascript:) → null, a configuration error.
 */
export function parseVLibrasRoot(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return defaultVLibrasRoot;
  const root = trimmed.replace(/\/+$/, "");
  if (root.startsWith("/") && !root.startsWith("//") && !root.includes("\\")) return root;
  try {
    const url = new URL(root);
    return url.protocol === "https:" && !url.username && !url.password && !url.search && !url.hash
      ? root
      : null;
  } catch {
    return null;
  }
}

/** The origin the policy must admit for a root: another site's origin, or null when the root is this site's. */
export function vlibrasOrigin(root: string): string | null {
  return root.startsWith("/") ? null : new URL(root).origin;
}

/** A text as the avatar gets it: at most `maxSignLanguageText` characters (not splitting a surrogate pair). */
export function capSignLanguageText(text: string): string {
  return Array.from(text).slice(0, maxSignLanguageText).join("");
}
