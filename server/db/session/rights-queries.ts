import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import {
  applications,
  institutions,
  lastAccess,
  roles,
  tenants,
  userRights,
  users,
} from "../schema/identity.ts";
import { filterRights, type RightsEntryWithApplication } from "#src/domain/session/rights-filter.ts";
import type { RoleRef, UserRights } from "#src/domain/session/session-types.ts";

export interface RightRow {
  applicationAlias: string;
  ownerType: string | null;
  roleId: number;
  roleAlias: string;
  roleName: string;
  tenantId: number | null;
  tenantAlias: string | null;
  tenantName: string | null;
  tenantHostname: string | null;
  tenantLogoMini: string | null;
  tenantLogoLight: string | null;
  tenantLogoDark: string | null;
  iesId: number | null;
  iesAlias: string | null;
  iesName: string | null;
  iesHostname: string | null;
  iesLogo: string | null;
  iesLogoDark: string | null;
}

/** Every rights row of a user, in every application. */
export function rightRows(db: Db, userId: number): Promise<RightRow[]> {
  return db
    .select({
      applicationAlias: applications.alias,
      ownerType: applications.ownerType,
      roleId: roles.id,
      roleAlias: roles.alias,
      roleName: roles.name,
      tenantId: tenants.id,
      tenantAlias: tenants.alias,
      tenantName: tenants.name,
      tenantHostname: tenants.hostname,
      tenantLogoMini: tenants.logoMini,
      tenantLogoLight: tenants.logoLight,
      tenantLogoDark: tenants.logoDark,
      iesId: institutions.id,
      iesAlias: institutions.alias,
      iesName: institutions.title,
      iesHostname: institutions.hostname,
      iesLogo: institutions.logoUrl,
      iesLogoDark: institutions.logoDarkUrl,
    })
    .from(userRights)
    .innerJoin(roles, eq(roles.id, userRights.roleId))
    .innerJoin(applications, eq(applications.id, roles.applicationId))
    .leftJoin(tenants, eq(tenants.id, userRights.tenantId))
    .leftJoin(institutions, eq(institutions.id, userRights.iesId))
    .where(eq(userRights.userId, userId))
    .orderBy(tenants.name, institutions.title, roles.name);
}

const role = (row: RightRow): RoleRef => ({
  id: String(row.roleId),
  name: row.roleName,
  alias: row.roleAlias,
});

/** Groups rows into spec §3 "Tenant rights" and filters them to the application (spec §6). */
export function rightsForApplication(rows: RightRow[], applicationAlias: string): UserRights {
  const alias = applicationAlias.toLowerCase();
  const mine = rows.filter((row) => row.applicationAlias.toLowerCase() === alias);
  const entries = new Map<string, RightsEntryWithApplication>();
  for (const row of mine) {
    if (row.tenantId === null || row.tenantAlias === null) continue;
    const key = `${row.applicationAlias}/${row.tenantAlias}`;
    const entry =
      entries.get(key) ??
      ({
        applicationAlias: row.applicationAlias,
        id: String(row.tenantId),
        alias: row.tenantAlias,
        iesAlias: null,
        name: row.tenantName ?? row.tenantAlias,
        hostname: row.tenantHostname,
        logos: { mini: row.tenantLogoMini, light: row.tenantLogoLight, dark: row.tenantLogoDark },
        roles: [],
        ies: [],
      } satisfies RightsEntryWithApplication);
    if (row.iesId === null || row.iesAlias === null) {
      entry.roles.push(role(row));
    } else {
      let ies = entry.ies.find((candidate) => candidate.alias === row.iesAlias);
      if (!ies) {
        ies = {
          id: String(row.iesId),
          name: row.iesName ?? row.iesAlias,
          alias: row.iesAlias,
          hostname: row.iesHostname,
          logos: { mini: row.iesLogo, light: row.iesLogo, dark: row.iesLogoDark },
          roles: [],
        };
        entry.ies.push(ies);
      }
      ies.roles.push(role(row));
    }
    entries.set(key, entry);
  }
  return {
    applicationRoles: mine.filter((row) => row.tenantId === null).map(role),
    tenants: filterRights([...entries.values()], { applicationAlias, owner: null }),
  };
}

export interface UserRecord {
  id: number;
  uuid: string;
  username: string;
  name: string;
  email: string;
  cpf: string | null;
  photo: string | null;
  temporaryPassword: boolean;
  isOperator: boolean;
  tokenVersion: number;
}

const userColumns = {
  id: users.id,
  uuid: users.uuid,
  username: users.username,
  name: users.name,
  email: users.email,
  cpf: users.cpf,
  photo: users.photo,
  temporaryPassword: users.temporaryPassword,
  isOperator: users.isOperator,
  tokenVersion: users.tokenVersion,
};

export async function userById(db: Db, id: number): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function userByUsername(db: Db, username: string): Promise<UserRecord | null> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row ?? null;
}

export async function lastAccessOf(db: Db, userId: number) {
  const [row] = await db.select().from(lastAccess).where(eq(lastAccess.userId, userId));
  return row ?? null;
}

export async function recordLastAccess(
  db: Db,
  userId: number,
  claim: { roleId: number; tenantId: number | null; iesId: number | null },
) {
  await db
    .insert(lastAccess)
    .values({ userId, ...claim })
    .onConflictDoUpdate({ target: lastAccess.userId, set: { ...claim, at: sql`now()` } });
}

export async function applicationByAlias(db: Db, alias: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(sql`lower(${applications.alias}) = lower(${alias})`);
  return row ?? null;
}

export async function tenantTheme(db: Db, tenantId: number | null) {
  if (tenantId === null) return null;
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId)));
  return row?.settings.theme ?? null;
}
