import { dateTimeFormat, relativeTimeFormat } from "../intl-formats.ts";
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * How long ago a notification was sent, in the page's language ("há 3 horas", "yesterday", "hace 2 días"); from a
 * week on, the date itself. A time in the future (clocks apart) reads as now.
 */
export function sentAgo(sentAt: string, now: number, language: string): string {
  const elapsed = Math.max(0, now - Date.parse(sentAt));
  const relative = relativeTimeFormat(language, { numeric: "auto" });
  if (elapsed < minute) return relative.format(0, "second");
  if (elapsed < hour) return relative.format(-Math.floor(elapsed / minute), "minute");
  if (elapsed < day) return relative.format(-Math.floor(elapsed / hour), "hour");
  if (elapsed < 7 * day) return relative.format(-Math.floor(elapsed / day), "day");
  return dateTimeFormat(language, { dateStyle: "medium" }).format(new Date(sentAt));
}

/** The full sent time of the notification's dialog ("30 de outubro de 2026 às 09:00"). */
export function sentOn(sentAt: string, language: string): string {
  return dateTimeFormat(language, { dateStyle: "long", timeStyle: "short" }).format(new Date(sentAt));
}
