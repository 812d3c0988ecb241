import { staffFailureOf } from "../flow-kit/staff-failures.ts";
import { fromPromise } from "xstate";
import { auditQueryOf } from "#src/domain/audit/audit-filters.ts";
import { AuditLog, type AuditCsv } from "#src/services/audit/audit.service.ts";
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

/** The services' failure as the page explains it (a 400's filter, else "filters"). */
export const auditLogFailureOf = (error: unknown): AuditLogFailure =>
  staffFailureOf(error, { names: ["person", "action", "from", "to"], fallback: "filters" });

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
