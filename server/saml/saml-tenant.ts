import { SAML, ValidateInResponseTo, type CacheProvider } from "@node-saml/node-saml";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { samlIdentityProviders, samlRequests } from "../db/schema/saml.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import { tenantOfHost } from "../settings/sign-in-context.ts";
import { samlKeyPairOf, type SamlKeyPair } from "./saml-keys.ts";

/** Our service provider's addresses on a tenant's host (ADR 060). The metadata address is also our entityID. */
export const samlPaths = {
  login: "/api/auth/sso/saml/login",
  acs: "/api/auth/sso/saml/acs",
  slo: "/api/auth/sso/saml/slo",
  metadata: "/api/auth/sso/saml/metadata",
} as const;

/** Clocks may differ this much (NotBefore / NotOnOrAfter); a request id is good for 10 minutes. */
export const clockSkewMs = 60_000;
export const requestTtlMs = 10 * 60_000;
export const emailFormat = "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress";

/**
 * The AuthnRequest (and LogoutRequest) ids we sent, in the database so any instance can take the answer
 * (node-saml's cache provider): a response's InResponseTo must be one of them, and it is removed once used.
 */
export function requestIdStore(db: Db, tenantId: number, now: () => number): CacheProvider {
  return {
    async saveAsync(key, value) {
      const createdAt = now();
      await db.insert(samlRequests).values({ id: key, tenantId, createdAt: new Date(createdAt) });
      await db.delete(samlRequests).where(lt(samlRequests.createdAt, new Date(createdAt - requestTtlMs)));
      return { value, createdAt };
    },
    async getAsync(key) {
      const [row] = await db
        .select({ createdAt: samlRequests.createdAt })
        .from(samlRequests)
        .where(
          and(
            eq(samlRequests.id, key),
            eq(samlRequests.tenantId, tenantId),
            gt(samlRequests.createdAt, new Date(now() - requestTtlMs)),
          ),
        );
      // node-saml reads the value as the request's time.
      return row ? row.createdAt.toISOString() : null;
    },
    async removeAsync(key) {
      if (key === null) return null;
      const gone = await db
        .delete(samlRequests)
        .where(and(eq(samlRequests.id, key), eq(samlRequests.tenantId, tenantId)))
        .returning({ id: samlRequests.id });
      return gone[0]?.id ?? null;
    },
  };
}

export type IdentityProviderRow = typeof samlIdentityProviders.$inferSelect;

export interface SamlTenant {
  tenant: { id: number; alias: string };
  idp: IdentityProviderRow;
  origin: string;
  spKeys: SamlKeyPair;
  urls: { entityId: string; acs: string; slo: string };
  saml: SAML;
}

/**
 * The host's tenant when it signs in with SAML and has its IdP configured, with a node-saml service provider
 * for it: our entityID, ACS and SLO on the host's own origin (a host this deployment serves, on its port), the
 * IdP's certificates (all of them: rollover), signed requests, InResponseTo always checked against the stored
 * ids, a small clock skew, and a signature required on the response or on the assertion.
 */
export async function samlTenantOf(
  db: Db,
  links: LinkOrigin,
  host: string,
  forwardedProto: string | readonly string[] | undefined,
  now: () => number = Date.now,
): Promise<SamlTenant | null> {
  const tenant = await tenantOfHost(db, host);
  if (!tenant?.settings.authenticationModes.hasAuthBySaml) return null;
  const [idp] = await db
    .select()
    .from(samlIdentityProviders)
    .where(eq(samlIdentityProviders.tenantId, tenant.id));
  if (!idp || idp.certificates.length === 0) return null;
  const origin = await links(host, forwardedProto);
  const spKeys = await samlKeyPairOf(db, `sp:${tenant.alias}`, `${tenant.alias} SAML SP`);
  const urls = {
    entityId: `${origin}${samlPaths.metadata}`,
    acs: `${origin}${samlPaths.acs}`,
    slo: `${origin}${samlPaths.slo}`,
  };
  const saml = new SAML({
    issuer: urls.entityId,
    audience: urls.entityId,
    callbackUrl: urls.acs,
    logoutCallbackUrl: urls.slo,
    entryPoint: new URL(idp.ssoUrl, origin).toString(),
    logoutUrl: new URL(idp.sloUrl ?? idp.ssoUrl, origin).toString(),
    idpIssuer: idp.entityId,
    idpCert: idp.certificates,
    privateKey: spKeys.privateKey,
    publicCert: spKeys.certificate,
    signatureAlgorithm: "sha256",
    // A valid signature on the response or on the assertion (node-saml asks the assertion's when the response
    // has none).
    wantAuthnResponseSigned: false,
    wantAssertionsSigned: false,
    acceptedClockSkewMs: clockSkewMs,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: requestTtlMs,
    cacheProvider: requestIdStore(db, tenant.id, now),
    identifierFormat: emailFormat,
    disableRequestedAuthnContext: true,
  });
  return { tenant: { id: tenant.id, alias: tenant.alias }, idp, origin, spKeys, urls, saml };
}
