import { Schema } from "effect";
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "effect/http-api";
import { auditActions, auditExportLimit, auditPageSize } from "#src/domain/audit/audit-actions.ts";
import { InvalidInput, ServiceUnavailable } from "./api-errors.ts";
import { IntegerParam } from "./query-schemas.ts";
import { Authorization, AuthorizationWording } from "./authorization.ts";
import { Forbidden, Unauthorized } from "./session-api.ts";

/**
 * The audit log of issue 30 (ADR 076): who, as whom, did what to which account, when and from which IP; read by
 * operators (every line) and managers (the lines about their tenant's people), as a page or as CSV.
 */
const Instant = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
    Schema.makeFilter(
      (value: string) => !Number.isNaN(Date.parse(value)) || "Expected a valid date and time",
    ),
  ),
);

/** The filters both calls take: a person (username, name or e-mail, in any part), an action and a time range. */
export const AuditFilters = {
  person: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(100)))),
  action: Schema.optionalKey(Schema.Literals(auditActions)),
  /** From this instant (inclusive), ISO 8601 with its offset. */
  from: Schema.optionalKey(Instant),
  /** Until this instant (exclusive). */
  to: Schema.optionalKey(Instant),
};
export type AuditFilters = {
  readonly [K in keyof typeof AuditFilters]?: (typeof AuditFilters)[K]["Type"];
};

/** An account named on a line: its username and name (null when the line names nobody there). */
export const AuditPerson = Schema.NullOr(Schema.Struct({ username: Schema.String, name: Schema.String }));

export const AuditEvent = Schema.Struct({
  id: Schema.Number,
  /** ISO 8601, UTC. */
  at: Schema.String,
  action: Schema.String,
  actor: AuditPerson,
  actingAs: AuditPerson,
  subject: AuditPerson,
  roleAlias: Schema.NullOr(Schema.String),
  ip: Schema.NullOr(Schema.String),
  /** What the line says beyond its columns, as `key=value` pairs (never a password). */
  detail: Schema.String,
});
export type AuditEvent = typeof AuditEvent.Type;

export const AuditPage = Schema.Struct({
  events: Schema.Array(AuditEvent),
  /** The `cursor` of the next (older) page; null on the last one. */
  nextCursor: Schema.NullOr(Schema.Number),
});
export type AuditPage = typeof AuditPage.Type;

export const auditCsvType = "text/csv; charset=utf-8";

const errors = [InvalidInput, Unauthorized, Forbidden, ServiceUnavailable] as const;
const readers =
  "For operators (operador of sabia-operacao or artmed-marketplace: every line) and managers (gestor of " +
  "artmed-marketplace or sabia-gestao: the lines whose actor, acting-as account or subject holds a right in the " +
  "tenant of the current role), by the current role held now, never while acting as someone else: anyone else " +
  "403 auditRoleRequired, without a valid token 401. Each read is itself written to the log (audit.read).";

export const AuditGroup = HttpApiGroup.make("audit")
  .add(
    HttpApiEndpoint.get("auditEvents", "/audit-events", {
      query: { ...AuditFilters, cursor: Schema.optionalKey(IntegerParam(1, 2_147_483_647)) },
      success: AuditPage,
      error: errors,
    }).annotate(
      OpenApi.Description,
      `The audit log, newest first, ${auditPageSize} lines a page (pass nextCursor as cursor for the next). ${readers}`,
    ),
  )
  .add(
    HttpApiEndpoint.get("auditEventsCsv", "/audit-events/csv", {
      query: AuditFilters,
      success: HttpApiSchema.WithHeaders(
        Schema.String.pipe(HttpApiSchema.asText({ contentType: auditCsvType })),
        { "content-disposition": Schema.String },
      ),
      error: errors,
    }).annotate(
      OpenApi.Description,
      `The same lines as CSV (a header row, then the newest ${auditExportLimit} that match), as an attachment; ` +
        `cells that a spreadsheet would read as a formula start with an apostrophe. ${readers}`,
    ),
  )
  .middleware(Authorization)
  .annotate(AuthorizationWording, {
    unauthorized: "Sign in: the audit log needs a valid access token.",
    unavailable: "The database did not answer; try again in a few moments.",
  });
