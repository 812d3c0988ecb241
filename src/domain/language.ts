/** Languages of spec §1: pt-BR is the default; the user's languageId wins, else the browser's. */
export const supportedLanguages = ["pt-BR", "en", "es"] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = "pt-BR";
export const languageCookieName = "sabia_lang";

/** Maps any language tag (pt, pt-PT, en-GB, es-419, EN) to a supported language, or undefined. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === "pt") return "pt-BR";
  if (primary === "en") return "en";
  if (primary === "es") return "es";
  return undefined;
}

/** Parses an Accept-Language header into tags ordered by quality (RFC 9110 §12.5.4). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.quality > 0)
    .toSorted((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

export interface LanguageSources {
  /** The signed-in user's languageId, or a visitor's explicit choice. */
  userLanguage?: string | null;
  /** The browser's languages, most preferred first (Accept-Language or navigator.languages). */
  browserLanguages?: readonly string[];
}

export function resolveLanguage({ userLanguage, browserLanguages = [] }: LanguageSources): Language {
  const fromUser = matchLanguage(userLanguage);
  if (fromUser) return fromUser;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return defaultLanguage;
}
