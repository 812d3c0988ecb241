/**
 * What the audit log records (issue 25, 30; ADRs 049, 050, 074, 076, 081): the action of each line, shared by the
 * server (which writes and filters them) and the audit page (which names them in the reader's language).
 */
export const auditActions = [
  "audit.read",
  "person.read",
  "impersonation.start",
  "impersonated.request",
  "impersonation.refused",
  "staff.person.create",
  "staff.person.update",
  "staff.person.read",
  "staff.user.read",
  "staff.user.read-purchases",
  "staff.user.add-ies",
  "staff.user.add-role",
  "staff.user.update",
  "staff.user.set-password",
  "staff.course.set-price",
  "support.queue.read",
  "support.card.confirm",
  "support.card.refuse",
  "support.cancellation.confirm",
  "support.refund.retry",
  "support.flag.resolve",
  "support.exam.reset",
] as const;

export type AuditAction = (typeof auditActions)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (auditActions as readonly string[]).includes(value);

/** Lines per page of the audit log (keyset pages, newest first). */
export const auditPageSize = 50;

/** At most this many lines in one CSV export (the newest that match); narrow the filters for older ones. */
export const auditExportLimit = 10_000;
