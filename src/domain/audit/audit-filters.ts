import { isAuditAction, type AuditAction } from "./audit-actions.ts";

/** The audit page's form as typed: a person, an action ("" for any), and dates (YYYY-MM-DD, "" for open). */
export interface AuditFilterForm {
  person: string;
  action: string;
  from: string;
  to: string;
}

/** What the calls take: the same filters, the dates as instants. */
export interface AuditQuery {
  person?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

export const noAuditFilters: AuditFilterForm = { person: "", action: "", from: "", to: "" };

/** Midnight of a YYYY-MM-DD day in the reader's own time zone, `days` later, as an ISO instant; null if no day. */
function startOfDay(day: string, days = 0): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days).toISOString();
}

/**
 * The query of a form: "from" is the start of its day and "to" the end of its day (the start of the next), both
 * in the time zone the reader's browser is in; empty fields are left out.
 */
export function auditQueryOf(form: AuditFilterForm): AuditQuery {
  const person = form.person.trim();
  const from = startOfDay(form.from);
  const to = startOfDay(form.to, 1);
  return {
    ...(person === "" ? {} : { person }),
    ...(isAuditAction(form.action) ? { action: form.action } : {}),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  };
}
