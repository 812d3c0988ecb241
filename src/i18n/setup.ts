import { createInstance, type i18n } from "i18next";
import type { Language } from "../domain/language.ts";
import type { Resources } from "./translator.ts";

export type { Resources };

/**
 * An i18next instance for server-side text outside pages (e-mails, SMS), initialised synchronously from
 * one language's resources. Pages use the lighter `createTranslator` with the same resources (ADR 008).
 */
export function createI18n(language: Language, resources: Resources): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
