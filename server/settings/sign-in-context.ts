import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  bareHostname,
  defaultOperationHostname,
  isOperationHost,
  safeSsoUrl,
} from "#src/domain/identity/sign-in-context.ts";
import type { SignInContext } from "#src/services/api/settings-api.ts";
import type { Db } from "../db/database.ts";
import { applications, institutions, tenants, type TenantSettings } from "../db/schema/identity.ts";
import { openIdButtons } from "../oidc/oidc-buttons.ts";

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

type TenantColumns = {
  id: number;
  alias: string;
  name: string;
  logoLight: string | null;
  logoDark: string | null;
  settings: TenantSettings;
  /** The host is another tenant's own (or one of its institutions'): not the marketplace's, not the fallback. */
  ownHost: boolean;
};

/** The marketplace's own tenant: the default host's, and the fallback of unknown hosts. */
const marketplaceTenant = "sabia";

/**
 * The tenant of a host (spec §6): the tenant bound to it, else the tenant of the institution bound to it, else
 * the default tenant ("sabia", the first). Sign-up through `users/signup` also uses it.
 */
export async function tenantOfHost(db: Db, host: string): Promise<TenantColumns | null> {
  const hostname = bareHostname(host);
  const columns = {
    id: tenants.id,
    alias: tenants.alias,
    name: tenants.name,
    logoLight: tenants.logoLight,
    logoDark: tenants.logoDark,
    settings: tenants.settings,
  };
  const [byTenant] = await db.select(columns).from(tenants).where(eq(tenants.hostname, hostname)).limit(1);
  if (byTenant) return { ...byTenant, ownHost: byTenant.alias !== marketplaceTenant };
  const [byInstitution] = await db
    .select(columns)
    .from(institutions)
    .innerJoin(tenants, eq(tenants.id, institutions.tenantId))
    .where(eq(institutions.hostname, hostname))
    .limit(1);
  if (byInstitution) return { ...byInstitution, ownHost: byInstitution.alias !== marketplaceTenant };
  const [fallback] = await db
    .select(columns)
    .from(tenants)
    .orderBy(desc(eq(tenants.alias, marketplaceTenant)), asc(tenants.id))
    .limit(1);
  return fallback ? { ...fallback, ownHost: false } : null;
}

/**
 * The owner of an application on this host (spec §6 "owner types: tenant or ies"): a tenant-owned application
 * is the host's tenant's; an ies-owned one is the institution bound to the host (within that tenant) — on a host
 * of the tenant alone there is no institution to choose, so the tenant's form applies.
 */
async function ownerOnHost(
  db: Db,
  application: { ownerType: string | null } | undefined,
  tenant: TenantColumns,
  hostname: string,
): Promise<SignInContext["applicationOwner"]> {
  if (application?.ownerType === "tenant") return { type: "tenant", tenantAlias: tenant.alias };
  if (application?.ownerType !== "ies") return null;
  const [ies] = await db
    .select({ alias: institutions.alias })
    .from(institutions)
    .where(and(eq(institutions.hostname, hostname), eq(institutions.tenantId, tenant.id)))
    .orderBy(asc(institutions.id))
    .limit(1);
  return ies
    ? { type: "ies", tenantAlias: tenant.alias, iesAlias: ies.alias }
    : { type: "tenant", tenantAlias: tenant.alias };
}

/**
 * The sign-in context of a hostname (spec §6): the operation host (OPERATION_HOSTNAME, default
 * operacao.localhost) is operation mode with the operation application; any other host belongs to its tenant
 * (tenantOfHost). With the client's application alias, its owner on this host and its logo come back too.
 */
export async function signInContext(
  db: Db,
  host: string,
  operationHostname = defaultOperationHostname,
  applicationAlias?: string,
): Promise<SignInContext> {
  const hostname = bareHostname(host);
  const appColumns = {
    alias: applications.alias,
    ownerType: applications.ownerType,
    logo: applications.logo,
  };
  if (isOperationHost(hostname, operationHostname)) {
    const [app] = await db
      .select(appColumns)
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
      applicationOwner: null,
      applicationLogoUrl: app?.logo ?? null,
    };
  }
  const tenant = await tenantOfHost(db, hostname);
  const [application] = applicationAlias
    ? await db
        .select(appColumns)
        .from(applications)
        .where(eq(sql`lower(${applications.alias})`, applicationAlias.toLowerCase()))
    : [];
  return {
    hostname,
    operation: false,
    tenantAlias: tenant?.alias ?? null,
    applicationAlias: null,
    authenticationModes: tenant ? publicModes(tenant.settings) : { ...operationModes },
    createAccountEnabled: tenant?.settings.createAccountEnabled ?? true,
    loginPageImage: tenant?.settings.theme.loginPageImage ?? null,
    applicationOwner: tenant ? await ownerOnHost(db, application, tenant, hostname) : null,
    applicationLogoUrl: application?.logo ?? null,
    openIdProviders: tenant ? await openIdButtons(db, tenant.id) : [],
    // A tenant's own host signs in under its name, logo and colour (spec §3); the default host stays Sabiá's.
    ...(tenant?.ownHost
      ? {
          brand: {
            name: tenant.name,
            logo: tenant.settings.theme.logo ?? tenant.logoLight,
            darkLogo: tenant.settings.theme.darkLogo ?? tenant.logoDark,
            primaryColor: tenant.settings.theme.primaryColor,
            accentColor: tenant.settings.theme.accentColor,
            secondaryColor: tenant.settings.theme.secondaryColor,
          },
        }
      : {}),
  };
}
