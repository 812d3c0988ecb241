import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Db } from "../database.ts";

/** What the audit page asks for: every filter optional; `tenantId` limits the lines to a manager's tenant. */
export interface AuditLogQuery {
  person?: string;
  action?: string;
  from?: Date;
  to?: Date;
  /** Lines older than this id (keyset paging). */
  before?: number;
  /** Only lines whose actor, acting-as account or subject holds a right in this tenant (ADR 076). */
  tenantId?: number;
}

export interface AuditLogRow {
  id: number;
  at: Date;
  action: string;
  roleAlias: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
  actorUsername: string | null;
  actorName: string | null;
  actingAsUsername: string | null;
  actingAsName: string | null;
  subjectUsername: string | null;
  subjectName: string | null;
}

/** `value` as a LIKE pattern matching it anywhere, its own % _ \ taken literally. */
const anywhere = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

const matchesPerson = (alias: "a" | "w" | "s", pattern: string) => {
  const account = sql.raw(alias);
  return sql`${account}.username ilike ${pattern} or ${account}.name ilike ${pattern} or ${account}.email ilike ${pattern}`;
};

/** The lines that match, newest first, with each account's username and name (one query, portable SQL). */
export async function auditLog(db: Db, query: AuditLogQuery, limit: number): Promise<AuditLogRow[]> {
  const conditions: SQL[] = [sql`true`];
  const person = query.person?.trim();
  if (person) {
    const pattern = anywhere(person);
    conditions.push(
      sql`(${matchesPerson("a", pattern)} or ${matchesPerson("w", pattern)} or ${matchesPerson("s", pattern)})`,
    );
  }
  if (query.action) conditions.push(sql`e.action = ${query.action}`);
  if (query.from) conditions.push(sql`e.at >= ${query.from.toISOString()}::timestamptz`);
  if (query.to) conditions.push(sql`e.at < ${query.to.toISOString()}::timestamptz`);
  if (query.before !== undefined) conditions.push(sql`e.id < ${query.before}`);
  if (query.tenantId !== undefined)
    conditions.push(
      sql`exists (select 1 from user_rights r where r.tenant_id = ${query.tenantId}
        and r.user_id in (e.actor_id, e.acting_as_id, e.subject_id))`,
    );
  return queryRows<AuditLogRow>(
    db,
    sql`select e.id, e.at, e.action, e.role_alias as "roleAlias", e.ip, e.detail,
        a.username as "actorUsername", a.name as "actorName",
        w.username as "actingAsUsername", w.name as "actingAsName",
        s.username as "subjectUsername", s.name as "subjectName"
      from audit_events e
      left join users a on a.id = e.actor_id
      left join users w on w.id = e.acting_as_id
      left join users s on s.id = e.subject_id
      where ${sql.join(conditions, sql` and `)}
      order by e.id desc
      limit ${limit}`,
  );
}
