import { dateTimeFormat } from "#src/domain/intl-formats.ts";
import type { Language } from "#src/domain/language.ts";

/** A purchase's day (YYYY-MM-DD, a calendar day) or instant, as the person's language writes dates. */
export const formatDate = (value: string, language: Language) =>
  dateTimeFormat(language, {
    dateStyle: "medium",
    timeZone: value.length === 10 ? "UTC" : "America/Sao_Paulo",
  }).format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
