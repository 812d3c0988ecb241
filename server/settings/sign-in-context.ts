import { asc, desc, eq } from "drizzle-orm";
import {
  bareHostname,
  defaultOperationHostname,
  isOperationHost,
  safeSsoUrl,
} from "../../src/domain/identity/sign-in-context.ts";
import type { SignInContext } from "../../src/services/api/settings-api.ts";
import type { Db } from "../db/database.ts";
import { applications, institutions, tenants, type TenantSettings } from "../db/schema/identity.ts";

/** Operators sign in with username or e-mail and a password; they do not sign up or use a tenant's IdP. */
const operationModes = {
  userName: true,
  hasAuthByEmail: true,
  hasAuthBySaml: false,
  samlRequest: null,
  lti: false,
} as const;

/** Tenant settings as the public may see them: an SSO address that is not absolute http(s) is dropped. */
function publicModes(settings: TenantSettings): SignInContext["authenticationModes"] {
  const modes = settings.authenticationModes;
  const url = safeSsoUrl(modes.samlRequest?.url);
  return {
    userName: modes.userName,
    hasAuthByEmail: modes.hasAuthByEmail,
    hasAuthBySaml: modes.hasAuthBySaml && url !== null,
    samlRequest: url === null ? null : { url },
    lti: modes.lti,
  };
}

/**
 * The sign-in context of a hostname (spec §6): the operation host (OPERATION_HOSTNAME, default
 * operacao.localhost) is operation mode with the operation application; any other host belongs to the tenant
 * bound to it, directly or through one of its institutions, else to the default tenant ("sabia", the first).
 */
export async function signInContext(
  db: Db,
  host: string,
  operationHostname = defaultOperationHostname,
): Promise<SignInContext> {
  const hostname = bareHostname(host);
  if (isOperationHost(hostname, operationHostname)) {
    const [app] = await db
      .select({ alias: applications.alias })
      .from(applications)
      .where(eq(applications.isOperation, true))
      .orderBy(asc(applications.id))
      .limit(1);
    return {
      hostname,
      operation: true,
      tenantAlias: null,
      applicationAlias: app?.alias ?? null,
      authenticationModes: operationModes,
      createAccountEnabled: false,
      loginPageImage: null,
    };
  }
  const columns = { alias: tenants.alias, settings: tenants.settings };
  const [byTenant] = await db.select(columns).from(tenants).where(eq(tenants.hostname, hostname)).limit(1);
  const [byInstitution] = byTenant
    ? [byTenant]
    : await db
        .select(columns)
        .from(institutions)
        .innerJoin(tenants, eq(tenants.id, institutions.tenantId))
        .where(eq(institutions.hostname, hostname))
        .limit(1);
  const [fallback] =
    byInstitution !== undefined
      ? [byInstitution]
      : await db
          .select(columns)
          .from(tenants)
          .orderBy(desc(eq(tenants.alias, "sabia")), asc(tenants.id))
          .limit(1);
  const tenant = byInstitution ?? fallback;
  return {
    hostname,
    operation: false,
    tenantAlias: tenant?.alias ?? null,
    applicationAlias: null,
    authenticationModes: tenant ? publicModes(tenant.settings) : { ...operationModes },
    createAccountEnabled: tenant?.settings.createAccountEnabled ?? true,
    loginPageImage: tenant?.settings.theme.loginPageImage ?? null,
  };
}
