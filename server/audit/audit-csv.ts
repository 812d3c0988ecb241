import type { AuditEvent } from "#src/services/api/audit-api.ts";

/** The CSV's columns, in order: a header row of these names, then one row per line of the log. */
export const auditCsvColumns = [
  "at",
  "actor_username",
  "actor_name",
  "acting_as_username",
  "acting_as_name",
  "action",
  "role",
  "subject_username",
  "subject_name",
  "detail",
  "ip",
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a
 * formula (starting with = + - @, or a tab or carriage return) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: ReadonlyArray<string | null>) => cells.map(csvCell).join(",");

/** The export: header row and rows, CRLF line ends (RFC 4180). */
export function auditCsv(events: ReadonlyArray<AuditEvent>): string {
  const lines = events.map((event) =>
    row([
      event.at,
      event.actor?.username ?? null,
      event.actor?.name ?? null,
      event.actingAs?.username ?? null,
      event.actingAs?.name ?? null,
      event.action,
      event.roleAlias,
      event.subject?.username ?? null,
      event.subject?.name ?? null,
      event.detail,
      event.ip,
    ]),
  );
  return [row(auditCsvColumns), ...lines].join("\r\n") + "\r\n";
}

/** The attachment's file name, with the day it was taken. */
export const auditCsvFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;
