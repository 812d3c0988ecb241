import { fromPromise } from "xstate";
import { auditQueryOf } from "../../domain/audit/audit-filters.ts";
import { AuditLog, type AuditCsv } from "../../services/audit/audit.service.ts";
import { statusOf } from "../../services/http/service-errors.ts";
import {
  browserStaffEnvironment,
  staffRunner,
  type StaffEnvironment,
} from "../flow-kit/staff-environment.ts";
import { auditLogMachine } from "./audit-log.machine.ts";
import type { AuditLogFailure } from "./audit-log.types.ts";

/** What the audit page's actors need from outside (tests pass AuditLog.layerTest and their own `save`). */
export interface AuditLogEnvironment extends StaffEnvironment<AuditLog> {
  /** Hands the CSV to the browser as a download. */
  save(csv: AuditCsv): void;
}

/** A file download from memory: a Blob behind a temporary link, clicked and released. */
function saveInBrowser({ text, fileName }: AuditCsv) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export function browserAuditLogEnvironment(language: string): AuditLogEnvironment {
  return { ...browserStaffEnvironment<AuditLog>(language), save: saveInBrowser };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** The filter a 400 names: the handler's `field`, else the schema issue's path, else the first filter it quotes. */
function fieldOf(error: unknown): string {
  const problem = record(error);
  if (typeof problem["field"] === "string" && problem["field"] !== "") return problem["field"];
  const detail = typeof problem["detail"] === "string" ? problem["detail"] : "";
  return /\b(person|action|from|to)\b/.exec(detail)?.[1] ?? "filters";
}

/** The services' failure as the page explains it. */
export function auditLogFailureOf(error: unknown): AuditLogFailure {
  switch (statusOf(error)) {
    case 400:
      return { kind: "field", field: fieldOf(error) };
    case 401:
    case 403:
      return { kind: "refused" };
    case 503:
      return { kind: "unavailable" };
    default:
      return { kind: "unexpected" };
  }
}

/** The audit log machine with its real side effects: the audit calls (issue 30, ADR 076) and the download. */
export function provideAuditLog(environment: AuditLogEnvironment) {
  const run = staffRunner(AuditLog, environment, (options) => AuditLog.layer(options), auditLogFailureOf);
  return auditLogMachine.provide({
    actors: {
      page: fromPromise(({ input, signal }) =>
        run((api) => api.page(auditQueryOf(input.filters), input.cursor ?? undefined), signal),
      ),
      exportCsv: fromPromise(async ({ input, signal }) =>
        environment.save(await run((api) => api.csv(auditQueryOf(input)), signal)),
      ),
    },
  });
}
