import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "../domain/language.ts";

export type Resources = Record<string, Record<string, unknown>>;

/**
 * One i18next instance per render, initialised synchronously from the resources the server chose,
 * so the server HTML and the first client render read the same strings (no hydration mismatch).
 */
export function createI18n(language: Language, resources: Resources): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
