import type { Db } from "../db/database.ts";
import { recordAudit } from "../db/audit/audit-queries.ts";
import { rightRows } from "../db/session/rights-queries.ts";
import { userById } from "../db/session/rights-queries.ts";
import { userIdOwning } from "../db/users/users-queries.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { SessionRefused } from "../session/session-service.ts";

/**
 * Who may read a person's record (issue 25, ADR 049). The person: the token's account, whose CPF or e-mail the
 * record carries. Staff: a current role that needs personal data — the operators, who help people on the
 * operation portal and in the marketplace shell. Managers, coordinators, professors, auditors and analysts
 * see courses and reports, not people's addresses and CPFs. Never while acting as someone else: an
 * impersonation reads with the person's rights only.
 */
export const personDataRoles: ReadonlyArray<{ applicationAlias: string; roleAlias: string }> = [
  { applicationAlias: "sabia-operacao", roleAlias: "operador" },
  { applicationAlias: "artmed-marketplace", roleAlias: "operador" },
];

export interface PersonReader {
  /** The account the token speaks for. */
  userId: number;
  cpf: string | null;
  email: string;
  /** Set when the role lets this reader see anyone's record. */
  staffRole: string | null;
  /** The operator acting as `userId`, when impersonating. */
  impersonatorId: number | null;
}

/** The record's own keys: what ties it to a person. */
export interface RecordKeys {
  cpf: string | null;
  email: string;
}

const digits = (value: string | null) => (value ?? "").replace(/\D/g, "");

/**
 * The reader behind the caller the Authorization middleware verified (ADR 097); SessionRefused("unauthenticated")
 * should the account have gone since.
 */
export async function personReaderOf(db: Db, claims: Caller): Promise<PersonReader> {
  const user = await userById(db, claims.userId);
  if (!user) throw new SessionRefused("unauthenticated");
  let staffRole: string | null = null;
  if (claims.role && claims.impersonatorId === null) {
    const role = claims.role;
    const held = (await rightRows(db, user.id)).find(
      (row) => row.roleId === role.roleId && row.tenantId === role.tenantId && row.iesId === role.iesId,
    );
    const needsPersonalData =
      held &&
      personDataRoles.some(
        (allowed) =>
          allowed.applicationAlias === held.applicationAlias && allowed.roleAlias === held.roleAlias,
      );
    staffRole = needsPersonalData ? held.roleAlias : null;
  }
  return {
    userId: user.id,
    cpf: user.cpf,
    email: user.email,
    staffRole,
    impersonatorId: claims.impersonatorId,
  };
}

/** Whether the record belongs to the reader's own account (the same CPF, or the same e-mail in any case). */
export function isOwnRecord(reader: PersonReader, record: RecordKeys): boolean {
  const cpf = digits(record.cpf);
  return (
    (cpf !== "" && cpf === digits(reader.cpf)) || record.email.toLowerCase() === reader.email.toLowerCase()
  );
}

export const mayRead = (reader: PersonReader, record: RecordKeys) =>
  reader.staffRole !== null || isOwnRecord(reader, record);

/**
 * Writes the audit line of a read that someone other than the person made: staff with their role, or an
 * operator acting as the person (actor = the operator, acting as = the person). A person reading their own
 * record alone is not audited.
 */
export async function auditRead(
  db: Db,
  reader: PersonReader,
  record: RecordKeys,
  read: { kind: "person" | "customer"; ip: string; customerId?: number },
): Promise<void> {
  if (reader.staffRole === null && reader.impersonatorId === null) return;
  await recordAudit(db, {
    action: "person.read",
    actorId: reader.impersonatorId ?? reader.userId,
    actingAsId: reader.impersonatorId === null ? null : reader.userId,
    subjectId: await userIdOwning(db, record),
    roleAlias: reader.staffRole,
    ip: read.ip,
    detail: { kind: read.kind, ...(read.customerId === undefined ? {} : { customerId: read.customerId }) },
  });
}
