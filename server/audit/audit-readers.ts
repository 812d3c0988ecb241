import { recordAudit } from "../db/audit/audit-queries.ts";
import type { Db } from "../db/database.ts";
import { rightRows } from "../db/session/rights-queries.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { personDataRoles } from "../users/person-readers.ts";

/**
 * Who reads the audit log (issue 30, ADR 076), by the token's current role held now, never while acting as
 * someone else: an operator (the roles that read people's records, ADR 049) reads every line; a manager (`gestor`,
 * a tenant-level role) reads the lines about the people of the tenant she holds it in.
 */
export const auditManagerRoles: ReadonlyArray<{ applicationAlias: string; roleAlias: string }> = [
  { applicationAlias: "artmed-marketplace", roleAlias: "gestor" },
  { applicationAlias: "sabia-gestao", roleAlias: "gestor" },
];

export interface AuditReader {
  userId: number;
  roleAlias: string;
  /** null: every line (an operator); else the manager's tenant. */
  tenantId: number | null;
  ip: string;
}

/** The caller lacks the right: 403 auditRoleRequired. */
export class AuditRoleRequired extends Error {
  readonly impersonating: boolean;
  constructor(impersonating: boolean) {
    super("audit role required");
    this.impersonating = impersonating;
  }
}

const holds = (
  list: ReadonlyArray<{ applicationAlias: string; roleAlias: string }>,
  row: { applicationAlias: string; roleAlias: string },
) => list.some((role) => role.applicationAlias === row.applicationAlias && role.roleAlias === row.roleAlias);

/** The verified caller's audit rights (ADR 097): AuditRoleRequired (403) for any other role or while impersonating. */
export async function auditReaderOf(db: Db, claims: Caller, ip: string): Promise<AuditReader> {
  if (claims.impersonatorId !== null) throw new AuditRoleRequired(true);
  const role = claims.role;
  if (!role) throw new AuditRoleRequired(false);
  const held = (await rightRows(db, claims.userId)).find(
    (row) => row.roleId === role.roleId && row.tenantId === role.tenantId && row.iesId === role.iesId,
  );
  if (held && holds(personDataRoles, held))
    return { userId: claims.userId, roleAlias: held.roleAlias, tenantId: null, ip };
  if (held && held.tenantId !== null && held.iesId === null && holds(auditManagerRoles, held))
    return { userId: claims.userId, roleAlias: held.roleAlias, tenantId: held.tenantId, ip };
  throw new AuditRoleRequired(false);
}

/** The read's own line: who read the log, with which role, the filters, and whether it was the CSV. */
export async function auditLogRead(
  db: Db,
  reader: AuditReader,
  detail: { format: "page" | "csv"; lines: number; filters: Record<string, unknown> },
): Promise<void> {
  await recordAudit(db, {
    action: "audit.read",
    actorId: reader.userId,
    actingAsId: null,
    subjectId: null,
    roleAlias: reader.roleAlias,
    ip: reader.ip,
    detail: { format: detail.format, lines: detail.lines, ...detail.filters },
  });
}
