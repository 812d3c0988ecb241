import type { Language } from "../domain/language.ts";
import type { Resources } from "./setup.ts";

// Every locale file is bundled into the server only; a page receives just its own language (ADR 043: in a
// script of the document, or in the root loader's data after a language change), so the client bundle carries
// no translations.
const modules = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", { eager: true });

const byLanguage = new Map<string, Resources>();
for (const [path, module] of Object.entries(modules)) {
  const [, language, namespace] = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  const resources = byLanguage.get(language) ?? {};
  resources[namespace] = module.default;
  byLanguage.set(language, resources);
}

export function resourcesFor(language: Language): Resources {
  return byLanguage.get(language) ?? {};
}

/** A language's translations, and the same as JSON text that is safe inside a <script> element. */
export interface DocumentTranslations {
  resources: Resources;
  json: string;
}

/** JSON with every `<` escaped: no text inside can end the <script> element it is put in. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c");

const documentTranslations = new Map<string, DocumentTranslations>();

/**
 * The translations a document carries in its own script (ADR 043), made once per language: serialising ~45 KB
 * of words into every render's loader data was a tenth of a render's CPU. `<` is escaped, so no text can close
 * the script element; JSON.parse reads the escape back.
 */
export function documentTranslationsFor(language: Language): DocumentTranslations {
  let translations = documentTranslations.get(language);
  if (!translations) {
    const resources = resourcesFor(language);
    translations = { resources, json: scriptSafeJson(resources) };
    documentTranslations.set(language, translations);
  }
  return translations;
}
