import { dateTimeFormat } from "../intl-formats.ts";
/**
 * Spec §3 Preferences: a time zone is an IANA zone with its UTC-offset label. Both come from the runtime's own
 * tz database (`Intl`), never from a hand-written table, so they follow daylight-saving changes.
 */
export interface TimeZoneOption {
  id: string;
  /** e.g. "(UTC-03:00) America/Sao_Paulo" */
  label: string;
  /** Minutes east of UTC right now (sorting). */
  offsetMinutes: number;
}

/** The zone's offset from UTC at `at`, as "UTC-03:00" ("UTC+00:00" for UTC itself). */
export function utcOffsetLabel(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((entry) => entry.type === "timeZoneName")?.value;
  // "GMT" alone means no offset; otherwise "GMT-03:00" or "GMT+05:45".
  const offset = !part || part === "GMT" ? "+00:00" : part.replace("GMT", "");
  return `UTC${offset}`;
}

const minutesOf = (label: string) => {
  const match = /^UTC([+-])(\d{2}):(\d{2})$/.exec(label);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
};

/** Every IANA zone the runtime knows, by offset then name, each labelled with its current UTC offset. */
export function timeZoneOptions(at: Date = new Date()): TimeZoneOption[] {
  return Intl.supportedValuesOf("timeZone")
    .map((id) => {
      const offset = utcOffsetLabel(id, at);
      return { id, label: `(${offset}) ${id.replaceAll("_", " ")}`, offsetMinutes: minutesOf(offset) };
    })
    .toSorted((a, b) => a.offsetMinutes - b.offsetMinutes || a.id.localeCompare(b.id));
}

/** The time now in a zone, for "it is 14:05 there" (language-aware). */
export function timeIn(timeZone: string, language: string, at: Date = new Date()): string {
  return dateTimeFormat(language, { timeZone, hour: "2-digit", minute: "2-digit" }).format(at);
}

/**
 * Whether the runtime knows the IANA zone (canonical or alias: browsers list some zones by their older names,
 * e.g. Asia/Calcutta, that another runtime's list gives as Asia/Kolkata).
 */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(timeZone)) return false;
  try {
    // Throws a RangeError for a zone Intl does not know.
    return new Intl.DateTimeFormat("en-US", { timeZone }).resolvedOptions().timeZone !== "";
  } catch {
    return false;
  }
}
