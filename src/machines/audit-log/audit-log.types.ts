import type { StaffFailure } from "../flow-kit/staff-failures.ts";
import type { AuditFilterForm } from "#src/domain/audit/audit-filters.ts";
import type { AuditEvent, AuditPage } from "#src/services/api/audit-api.ts";
import type { AuditCsv } from "#src/services/audit/audit.service.ts";

export type { AuditEvent, AuditFilterForm, AuditPage, AuditCsv };

/** Why a call was refused, as the page says it (issue 30): a 400 names the filter. */
export type AuditLogFailure = StaffFailure;

export interface AuditLogContext {
  /** The filters of the lines shown (the CSV takes the same). */
  filters: AuditFilterForm;
  events: AuditEvent[];
  nextCursor: number | null;
  failure: AuditLogFailure | null;
  /** The last CSV was saved (the page says so). */
  exported: boolean;
}

export type AuditLogEvent =
  { type: "FILTER"; filters: AuditFilterForm } | { type: "MORE" } | { type: "EXPORT" };

/** What the "page" actor receives: the filters, and the cursor when it is a next page. */
export interface AuditPageRequest {
  filters: AuditFilterForm;
  cursor: number | null;
}
