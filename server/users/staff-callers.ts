import type { AuditAction } from "#src/domain/audit/audit-actions.ts";
import { recordAudit } from "../db/audit/audit-queries.ts";
import type { Db } from "../db/database.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { personReaderOf } from "./person-readers.ts";

/**
 * Who may make the staff calls of issue 30 (ADR 074): a caller whose current role, held now, is one of the
 * operators' (`personDataRoles`, the same roles that read people's records, ADR 049), and never while acting as
 * someone else. Every call that succeeds is written to the audit log by `auditStaffCall`.
 */
export interface StaffCaller {
  userId: number;
  roleAlias: string;
  ip: string;
}

/** The caller lacks the right: 403 staffRoleRequired. */
export class StaffRoleRequired extends Error {
  readonly impersonating: boolean;
  constructor(impersonating: boolean) {
    super("staff role required");
    this.impersonating = impersonating;
  }
}

/**
 * The staff caller behind the verified caller (ADR 097): StaffRoleRequired (403) when its current role is not an
 * operator's or it is an impersonation token.
 */
export async function staffCallerOf(db: Db, caller: Caller, ip: string): Promise<StaffCaller> {
  const reader = await personReaderOf(db, caller);
  if (reader.staffRole === null || reader.impersonatorId !== null)
    throw new StaffRoleRequired(reader.impersonatorId !== null);
  return { userId: reader.userId, roleAlias: reader.staffRole, ip };
}

/** Audit actions of the staff calls, one per call. */
export const staffActions = {
  createPerson: "staff.person.create",
  updatePerson: "staff.person.update",
  readPerson: "staff.person.read",
  readUser: "staff.user.read",
  readPurchases: "staff.user.read-purchases",
  addUserIes: "staff.user.add-ies",
  addUserRole: "staff.user.add-role",
  updateUser: "staff.user.update",
  setUserPassword: "staff.user.set-password",
  setCoursePrice: "staff.course.set-price",
} as const;

export type StaffAction = (typeof staffActions)[keyof typeof staffActions];

/**
 * Appends the call's line: actor = the staff caller, acting as = nobody (a staff call is never made while
 * impersonating), subject = the account the record belongs to (null for a person without one), the caller's
 * role and IP, and what was done in `detail` — never a password.
 */
export async function auditStaffCall(
  db: Db,
  caller: StaffCaller,
  action: StaffAction | AuditAction,
  subjectId: number | null,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    action,
    actorId: caller.userId,
    actingAsId: null,
    subjectId,
    roleAlias: caller.roleAlias,
    ip: caller.ip,
    detail,
  });
}
