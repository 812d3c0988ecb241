import { Effect } from "effect";
import type { HttpServerRequest } from "effect/http";
import { HttpApiBuilder, HttpApiSchema } from "effect/http-api";
import type { Logger } from "pino";
import { auditExportLimit, auditPageSize } from "#src/domain/audit/audit-actions.ts";
import { InvalidInput, ServiceUnavailable } from "#src/services/api/api-errors.ts";
import type { AuditEvent, AuditFilters } from "#src/services/api/audit-api.ts";
import { CurrentUser } from "#src/services/api/authorization.ts";
import { PlatformApi } from "#src/services/api/platform-api-definition.ts";
import { Forbidden, Unauthorized } from "#src/services/api/session-api.ts";
import { auditCsv, auditCsvFileName } from "../audit/audit-csv.ts";
import { auditLogRead, auditReaderOf, AuditRoleRequired, type AuditReader } from "../audit/audit-readers.ts";
import { auditLog, type AuditLogRow } from "../db/audit/audit-log-queries.ts";
import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import { SessionRefused } from "../session/session-service.ts";
import { clientIpOf } from "./request-client.ts";

type AuditProblem = InvalidInput | Unauthorized | Forbidden | ServiceUnavailable;

const auditProblem =
  (logger: Logger) =>
  (error: unknown): AuditProblem => {
    if (error instanceof InvalidInput) return error;
    if (error instanceof SessionRefused)
      return new Unauthorized({ detail: "Sign in: the audit log needs a valid access token." });
    if (error instanceof AuditRoleRequired)
      return new Forbidden({
        code: "auditRoleRequired",
        detail: error.impersonating
          ? "The audit log is not read while accessing as another user."
          : "The audit log is for operators and managers: assume one of their roles first.",
      });
    logger.error({ err: error }, "audit log read failed");
    return new ServiceUnavailable({ detail: "The database did not answer; try again in a few moments." });
  };

const person = (username: string | null, name: string | null) =>
  username === null ? null : { username, name: name ?? "" };

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail ?? {})
    .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(" ");

const eventOf = (row: AuditLogRow): AuditEvent => ({
  id: Number(row.id),
  at: new Date(row.at).toISOString(),
  action: row.action,
  actor: person(row.actorUsername, row.actorName),
  actingAs: person(row.actingAsUsername, row.actingAsName),
  subject: person(row.subjectUsername, row.subjectName),
  roleAlias: row.roleAlias,
  ip: row.ip,
  detail: detailText(row.detail),
});

/** A range whose end is not after its start names nothing: 400 on `to`. */
function rangeOf(filters: AuditFilters) {
  const from = filters.from === undefined ? undefined : new Date(filters.from);
  const to = filters.to === undefined ? undefined : new Date(filters.to);
  if (from && to && to <= from)
    throw new InvalidInput({ field: "to", detail: "The end of the range must be after its start." });
  return { from, to };
}

/**
 * The audit log (issue 30, ADR 076): the reader first (401 / 403 auditRoleRequired before anything is read), then
 * the lines her role may see, then her own audit.read line — the answer leaves only once that line is written.
 */
export const auditHandlers = (db: Db, logger: Logger, clientOf: ClientOf) => {
  const read = <A>(
    request: HttpServerRequest.HttpServerRequest,
    work: (reader: AuditReader, tx: Db) => Promise<A>,
  ) =>
    CurrentUser.use((caller) =>
      Effect.tryPromise({
        try: async () => {
          const reader = await auditReaderOf(db, caller, clientIpOf(request, clientOf));
          return db.transaction(async (tx) => work(reader, tx as unknown as Db));
        },
        catch: auditProblem(logger),
      }),
    );

  const lines = async (tx: Db, reader: AuditReader, filters: AuditFilters, limit: number, before?: number) =>
    auditLog(
      tx,
      {
        ...rangeOf(filters),
        ...(filters.person === undefined ? {} : { person: filters.person }),
        ...(filters.action === undefined ? {} : { action: filters.action }),
        ...(before === undefined ? {} : { before }),
        ...(reader.tenantId === null ? {} : { tenantId: reader.tenantId }),
      },
      limit,
    );

  return HttpApiBuilder.group(PlatformApi, "audit", (handlers) =>
    handlers
      .handle("auditEvents", ({ query, request }) =>
        read(request, async (reader, tx) => {
          const { cursor, ...filters } = query;
          const rows = await lines(tx, reader, filters, auditPageSize + 1, cursor);
          const events = rows.slice(0, auditPageSize).map(eventOf);
          await auditLogRead(tx, reader, { format: "page", lines: events.length, filters: query });
          return {
            events,
            nextCursor: rows.length > auditPageSize ? (events.at(-1)?.id ?? null) : null,
          };
        }),
      )
      .handle("auditEventsCsv", ({ query, request }) =>
        read(request, async (reader, tx) => {
          const events = (await lines(tx, reader, query, auditExportLimit)).map(eventOf);
          await auditLogRead(tx, reader, { format: "csv", lines: events.length, filters: query });
          return HttpApiSchema.withHeaders({
            body: auditCsv(events),
            headers: { "content-disposition": `attachment; filename="${auditCsvFileName(new Date())}"` },
          });
        }),
      ),
  );
};
