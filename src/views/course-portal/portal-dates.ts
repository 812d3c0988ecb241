import { dateTimeFormat } from "#src/domain/intl-formats.ts";

/** A calendar day (YYYY-MM-DD, or an ISO instant's day) as the page's language writes it. */
export const formatDay = (day: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day.slice(0, 10)}T12:00:00Z`),
  );
