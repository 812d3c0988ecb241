import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PersonPayload, StaffUser } from "#src/services/api/staff-users-api.ts";
import type { Person } from "#src/services/api/users-api.ts";
import type { Db } from "../database.ts";
import {
  applications,
  institutions,
  persons,
  roles,
  tenants,
  userRights,
  users,
} from "../schema/identity.ts";

/** Reads and writes of the staff calls (issue 30, ADR 074); the handlers check who may call them. */

const digits = (value: string) => value.replace(/\D/g, "");

const personOf = (row: typeof persons.$inferSelect): Person => ({
  cpf: row.cpf,
  name: row.name,
  email: row.email,
  cellphone: row.cellphone,
  personAddress: row.personAddress,
  integrateModuleId: row.integrateModuleId,
});

const personValues = (payload: PersonPayload) => ({
  cpf: digits(payload.cpf),
  name: payload.name.trim(),
  email: payload.email.trim(),
  cellphone: payload.cellphone === null ? null : digits(payload.cellphone),
  personAddress: payload.personAddress,
});

/** A person record and its row id (the audit log names the record by it). */
export interface PersonRecord {
  id: number;
  person: Person;
}

const recordOf = (row: typeof persons.$inferSelect | undefined): PersonRecord | null =>
  row ? { id: row.id, person: personOf(row) } : null;

/** A new person record, or null when the CPF is registered already. */
export async function insertPerson(db: Db, payload: PersonPayload): Promise<PersonRecord | null> {
  const [row] = await db.insert(persons).values(personValues(payload)).onConflictDoNothing().returning();
  return recordOf(row);
}

/** The person with this CPF, with the rest of the record replaced; null when there is none. */
export async function replacePerson(db: Db, payload: PersonPayload): Promise<PersonRecord | null> {
  const { cpf, ...rest } = personValues(payload);
  const [row] = await db.update(persons).set(rest).where(eq(persons.cpf, cpf)).returning();
  return recordOf(row);
}

export async function personWithEmail(db: Db, email: string): Promise<PersonRecord | null> {
  const [row] = await db
    .select()
    .from(persons)
    .where(sql`lower(${persons.email}) = lower(${email})`)
    .orderBy(persons.id)
    .limit(1);
  return recordOf(row);
}

export type UserKey = { id: number } | { uuid: string } | { username: string } | { email: string };

const keyCondition = (key: UserKey): SQL =>
  "id" in key
    ? eq(users.id, key.id)
    : "uuid" in key
      ? eq(users.uuid, key.uuid.toLowerCase())
      : "username" in key
        ? sql`lower(${users.username}) = lower(${key.username})`
        : sql`lower(${users.email}) = lower(${key.email})`;

/** The account with this id, uuid, username or e-mail (names and e-mails in any case), with every right. */
export async function staffUser(db: Db, key: UserKey): Promise<StaffUser | null> {
  const [user] = await db.select().from(users).where(keyCondition(key));
  if (!user) return null;
  const rights = await db
    .select({
      applicationAlias: applications.alias,
      roleAlias: roles.alias,
      roleName: roles.name,
      level: roles.level,
      tenantAlias: tenants.alias,
      iesAlias: institutions.alias,
    })
    .from(userRights)
    .innerJoin(roles, eq(roles.id, userRights.roleId))
    .innerJoin(applications, eq(applications.id, roles.applicationId))
    .leftJoin(tenants, eq(tenants.id, userRights.tenantId))
    .leftJoin(institutions, eq(institutions.id, userRights.iesId))
    .where(eq(userRights.userId, user.id))
    .orderBy(applications.alias, roles.alias, tenants.alias, institutions.alias);
  return {
    id: user.id,
    uuid: user.uuid,
    username: user.username,
    name: user.name,
    email: user.email,
    cpf: user.cpf,
    cellphone: user.cellphone,
    temporaryPassword: user.temporaryPassword,
    isOperator: user.isOperator,
    rights,
  };
}

/** A role of an application, with what the grant rules need. */
export async function roleOf(db: Db, applicationAlias: string, roleAlias: string) {
  const [row] = await db
    .select({ id: roles.id, level: roles.level, isOperation: applications.isOperation })
    .from(roles)
    .innerJoin(applications, eq(applications.id, roles.applicationId))
    .where(and(eq(applications.alias, applicationAlias), eq(roles.alias, roleAlias)));
  return row ?? null;
}

/** Whether an application of this alias exists. */
export async function applicationExists(db: Db, alias: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.alias, alias));
  return row !== undefined;
}

export async function tenantIdOf(db: Db, alias: string): Promise<number | null> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, alias));
  return row?.id ?? null;
}

export async function institutionOf(db: Db, alias: string) {
  const [row] = await db
    .select({ id: institutions.id, tenantId: institutions.tenantId })
    .from(institutions)
    .where(eq(institutions.alias, alias));
  return row ?? null;
}

/** Adds the right unless the account holds it already; whether it was added. */
export async function grantRight(
  db: Db,
  right: { userId: number; roleId: number; tenantId: number | null; iesId: number | null },
): Promise<boolean> {
  const [held] = await db
    .select({ id: userRights.id })
    .from(userRights)
    .where(
      and(
        eq(userRights.userId, right.userId),
        eq(userRights.roleId, right.roleId),
        right.tenantId === null ? isNull(userRights.tenantId) : eq(userRights.tenantId, right.tenantId),
        right.iesId === null ? isNull(userRights.iesId) : eq(userRights.iesId, right.iesId),
      ),
    );
  if (held) return false;
  await db.insert(userRights).values(right);
  return true;
}

/** Whether another account has this username (any case). */
export async function usernameTaken(db: Db, username: string, exceptUserId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.id} <> ${exceptUserId}`);
  return row !== undefined;
}

/** The account's language, for the e-mails it gets. */
export async function languageOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ languageId: users.languageId }).from(users).where(eq(users.id, userId));
  return row?.languageId ?? null;
}

/** PostgreSQL's unique_violation, wherever the driver put it (drizzle wraps the driver's error as `cause`). */
const isUniqueViolation = (error: unknown): boolean => {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === "object" && current !== null; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Renames the account; false when another account took the username meanwhile (the unique index on
 * lower(username) decides a race that `usernameTaken` could not see).
 */
export async function renameUser(db: Db, userId: number, username: string): Promise<boolean> {
  try {
    await db.update(users).set({ username }).where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * The password staff set: temporary (the first sign-in asks for a new one, spec §6), the current one kept as the
 * previous one, and every token and session of the account ended (its token version moves on).
 */
export async function setTemporaryPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      previousPasswordHash: users.passwordHash,
      passwordHash,
      temporaryPassword: true,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      failedSignIns: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, userId));
}
