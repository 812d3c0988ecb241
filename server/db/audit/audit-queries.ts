import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../database.ts";
import { auditEvents } from "../schema/access.ts";

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, "id" | "at">;

/** Appends one line to the audit log (issue 25); a trigger refuses UPDATE and DELETE. */
export async function recordAudit(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** Newest first; filter by who acted, whose data it was, or what was done. */
export async function auditEventsWhere(
  db: Db,
  filter: { actorId?: number; subjectId?: number; action?: string },
  limit = 100,
): Promise<AuditEventRow[]> {
  const conditions: SQL[] = [];
  if (filter.actorId !== undefined) conditions.push(eq(auditEvents.actorId, filter.actorId));
  if (filter.subjectId !== undefined) conditions.push(eq(auditEvents.subjectId, filter.subjectId));
  if (filter.action !== undefined) conditions.push(eq(auditEvents.action, filter.action));
  return db
    .select()
    .from(auditEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}
