import { createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import type { Translate, Translator } from "./translator.ts";

/** React access to the page translator (ADR 008): `useTranslation(ns)` gives a `t` fixed to that namespace. */
const I18nContext = createContext<Translator | null>(null);

export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export function useTranslation(namespace = "common"): { t: Translate; i18n: Translator } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation must be used inside I18nProvider");
  const t = useMemo(() => i18n.getFixedT(i18n.language, namespace), [i18n, namespace]);
  return { t, i18n };
}
