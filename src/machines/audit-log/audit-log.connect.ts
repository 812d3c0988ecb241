import type { SnapshotFrom } from "xstate";
import type { auditLogMachine } from "./audit-log.machine.ts";
import type {
  AuditEvent,
  AuditFilterForm,
  AuditLogContext,
  AuditLogEvent,
  AuditLogFailure,
} from "./audit-log.types.ts";
import { noAuditFilters } from "#src/domain/audit/audit-filters.ts";

/** What the audit page needs (ADR 007: views never match states or build raw events). */
export interface AuditLogApi {
  filters: AuditFilterForm;
  events: AuditEvent[];
  isLoading: boolean;
  isLoadingMore: boolean;
  isExporting: boolean;
  hasMore: boolean;
  /** An i18n key (audit namespace) for a refusal, and the filter it names. */
  failure: { key: string; field: string | null } | null;
  exported: boolean;
  filter(filters: AuditFilterForm): void;
  more(): void;
  exportCsv(): void;
}

const failureKeyOf = (failure: AuditLogFailure): { key: string; field: string | null } =>
  failure.kind === "field"
    ? { key: `errors.field.${failure.field}`, field: failure.field }
    : { key: `errors.${failure.kind}`, field: null };

export function auditLogApi(
  context: AuditLogContext,
  flags: { isLoading: boolean; isLoadingMore: boolean; isExporting: boolean },
  send: (event: AuditLogEvent) => void,
): AuditLogApi {
  return {
    filters: context.filters,
    events: context.events,
    ...flags,
    hasMore: context.nextCursor !== null,
    failure: context.failure ? failureKeyOf(context.failure) : null,
    exported: context.exported,
    filter: (filters) => send({ type: "FILTER", filters }),
    more: () => send({ type: "MORE" }),
    exportCsv: () => send({ type: "EXPORT" }),
  };
}

export function connectAuditLog(
  snapshot: SnapshotFrom<typeof auditLogMachine>,
  send: (event: AuditLogEvent) => void,
): AuditLogApi {
  return auditLogApi(
    snapshot.context,
    {
      isLoading: snapshot.matches("loading"),
      isLoadingMore: snapshot.matches("loadingMore"),
      isExporting: snapshot.matches("exporting"),
    },
    send,
  );
}

/** Before the machine has loaded: the first page is on its way; events are queued. */
export const idleAuditLog = (send: (event: AuditLogEvent) => void): AuditLogApi =>
  auditLogApi(
    { filters: noAuditFilters, events: [], nextCursor: null, failure: null, exported: false },
    { isLoading: true, isLoadingMore: false, isExporting: false },
    send,
  );
