import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { tenants } from "../db/schema/identity.ts";
import type { ResolvedForm } from "./identity-scope.ts";

/**
 * Which logins a sign-in takes (spec §3 tenant authenticationModes): the username, the e-mail, or both. The
 * page only labels its field with them; the server holds to them (issue 25), so a login the tenant does not
 * take finds no account and gets the very same 401 as a wrong one (same work, same body: nothing to enumerate).
 */
export interface LoginModes {
  userName: boolean;
  hasAuthByEmail: boolean;
}

/** The operation form and a request that names no tenant take both. */
export const everyLogin: LoginModes = { userName: true, hasAuthByEmail: true };

export async function loginModesOf(db: Db, form: ResolvedForm): Promise<LoginModes> {
  if (form.kind === "operation") return everyLogin;
  const [row] = await db
    .select({ settings: tenants.settings })
    .from(tenants)
    .where(eq(tenants.id, form.tenantId));
  const modes = row?.settings.authenticationModes;
  return modes ? { userName: modes.userName, hasAuthByEmail: modes.hasAuthByEmail } : everyLogin;
}

/** The modes of the tenant an alias names (linx-login's X-Tenant-Alias); an unknown or absent alias: both. */
export async function loginModesOfAlias(db: Db, alias: string | undefined): Promise<LoginModes> {
  if (!alias) return everyLogin;
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, alias));
  return row ? loginModesOf(db, { kind: "tenant", tenantId: row.id }) : everyLogin;
}

/** Whether the login found this account through a mode the form takes (by its username or by its e-mail). */
export function admitsLogin(
  modes: LoginModes,
  user: { username: string; email: string } | null,
  login: string,
): boolean {
  if (!user) return false;
  const key = login.trim().toLowerCase();
  return (
    (modes.userName && user.username.toLowerCase() === key) ||
    (modes.hasAuthByEmail && user.email.toLowerCase() === key)
  );
}
