import { and, eq, sql } from "drizzle-orm";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import type { Db } from "../db/database.ts";
import { userRights, users } from "../db/schema/identity.ts";
import { samlAssertions, samlIdentities, verifiedEmails } from "../db/schema/saml.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import type { LinkOrigin } from "../identity/link-origin.ts";
import { accessSessionsOf } from "../session/access-sessions.ts";
import { federatedSignIn, withQueryParameters } from "../session/federated-sign-in.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { userById } from "../db/session/rights-queries.ts";
import { SessionRefused, type SessionService } from "../session/session-service.ts";
import { assertionFacts, SamlRefused } from "./saml-checks.ts";
import { emailFormat, samlTenantOf, type SamlTenant } from "./saml-tenant.ts";

export { SamlRefused } from "./saml-checks.ts";

/** Adds query parameters to an address (the same helper as the OpenID sign-in's). */
export const withQuery = withQueryParameters;

export interface SamlOrigin {
  host: string;
  forwardedProto?: string | readonly string[] | undefined;
  ip: string;
  userAgent: string | null;
}

/** Where a person who passed the IdP goes next: the hand-off, or Sabiá's own second factor first. */
export type SamlSignIn =
  { kind: "signed-in"; location: string } | { kind: "second-factor"; userId: number; returnPath: string };

/**
 * Our SAML 2.0 service provider (issue 27, ADR 060), one per tenant, on @node-saml/node-saml. The assertion
 * consumer turns a verified response into the spec's tokenId hand-off; sign-out builds the signed LogoutRequest
 * for the tenant's IdP (spec §7 `GET sso/saml/logout`); the IdP's own LogoutRequest ends the person's sessions.
 */
export function samlService(
  db: Db,
  tokens: TokenIssuer,
  session: Pick<SessionService, "claimsOf" | "handOff">,
  links: LinkOrigin,
  now: () => number = Date.now,
) {
  const tenantOf = async (host: string, forwardedProto?: string | readonly string[]) => {
    const found = await samlTenantOf(db, links, host, forwardedProto, now);
    if (!found) throw new SamlRefused("This host does not sign in with SAML.");
    return found;
  };

  /** The account linked to this NameID in the tenant (case-insensitive), if any. */
  const linkOf = async (saml: SamlTenant, nameId: string) => {
    const [linked] = await db
      .select({ userId: samlIdentities.userId })
      .from(samlIdentities)
      .where(
        and(
          eq(samlIdentities.tenantId, saml.tenant.id),
          sql`lower(${samlIdentities.nameId}) = lower(${nameId})`,
        ),
      );
    return linked;
  };

  /** The account the IdP's person is: their link in this tenant, else an account whose e-mail they verified. */
  const personOf = async (saml: SamlTenant, email: string) => {
    const linked = await linkOf(saml, email);
    const [user] = await db
      .select()
      .from(users)
      .where(linked ? eq(users.id, linked.userId) : sql`lower(${users.email}) = lower(${email})`);
    if (!user) throw new SamlRefused("No Sabiá account belongs to this person of the institution.", 403);
    const [member] = await db
      .select({ id: userRights.id })
      .from(userRights)
      .where(and(eq(userRights.userId, user.id), eq(userRights.tenantId, saml.tenant.id)))
      .limit(1);
    if (!member) throw new SamlRefused("This person has no role in this institution.", 403);
    if (linked) return user;
    const [verified] = await db
      .select({ userId: verifiedEmails.userId })
      .from(verifiedEmails)
      .where(and(eq(verifiedEmails.userId, user.id), sql`lower(${verifiedEmails.email}) = lower(${email})`));
    if (!verified)
      throw new SamlRefused(
        "An account uses this e-mail but never verified it, so it is not linked to the institution's sign-in.",
        403,
      );
    await db
      .insert(samlIdentities)
      .values({ tenantId: saml.tenant.id, nameId: email.toLowerCase(), userId: user.id })
      .onConflictDoNothing();
    return user;
  };

  /** A session under §6's one-place-at-a-time rule (ADR 055) and the single-use tokenId hand-off to `returnPath`. */
  const handOff = (user: { id: number }, returnPath: string, origin: Pick<SamlOrigin, "ip" | "userAgent">) =>
    federatedSignIn(
      db,
      tokens,
      session,
      { userId: user.id, returnTo: returnPath, ip: origin.ip, userAgent: origin.userAgent },
      (reason) => new SamlRefused(reason),
    );

  return {
    handOff,

    /** GET /api/auth/sso/saml/login?RelayState=…: the IdP's address with a signed AuthnRequest (HTTP-Redirect). */
    async loginRedirect(origin: SamlOrigin, relayState: string | null): Promise<string> {
      const saml = await tenantOf(origin.host, origin.forwardedProto);
      return saml.saml.getAuthorizeUrlAsync(safeReturnPath(relayState, platformHomePath), origin.host, {});
    },

    /** GET /api/auth/sso/saml/metadata: our SP metadata for the host's tenant. */
    async metadata(origin: Pick<SamlOrigin, "host" | "forwardedProto">): Promise<string> {
      const saml = await tenantOf(origin.host, origin.forwardedProto);
      // Our SLO speaks HTTP-Redirect both ways (node-saml writes HTTP-POST there).
      return saml.saml
        .generateServiceProviderMetadata(null, saml.spKeys.certificate)
        .replace(
          /(<SingleLogoutService Binding=")urn:oasis:names:tc:SAML:2\.0:bindings:HTTP-POST"/,
          '$1urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect"',
        );
    },

    /**
     * POST /api/auth/sso/saml/acs (HTTP-POST binding): the response must verify for the host's tenant (node-saml:
     * signature, audience, times, InResponseTo), then Destination, Recipient, a first use of its assertion id, a
     * person who belongs to the tenant and, when they have two-factor, the tenant's second-factor policy.
     */
    async consume(
      origin: SamlOrigin,
      samlResponse: string | null,
      relayState: string | null,
    ): Promise<SamlSignIn> {
      const saml = await tenantOf(origin.host, origin.forwardedProto);
      if (!samlResponse || samlResponse.length > 256 * 1024)
        throw new SamlRefused("SAMLResponse is missing.");
      const { profile } = await saml.saml
        .validatePostResponseAsync({ SAMLResponse: samlResponse })
        .catch((error: unknown) => {
          throw new SamlRefused(
            `The SAML response was refused: ${error instanceof Error ? error.message : "invalid"}.`,
          );
        });
      if (!profile) throw new SamlRefused("The SAML response carries no assertion.");
      const facts = assertionFacts(samlResponse, profile, saml.urls.acs);
      const fresh = await db
        .insert(samlAssertions)
        .values({ tenantId: saml.tenant.id, assertionId: facts.assertionId })
        .onConflictDoNothing()
        .returning({ id: samlAssertions.assertionId });
      if (fresh.length === 0) throw new SamlRefused("This SAML assertion was already used.");
      const user = await personOf(saml, facts.email);
      const returnPath = safeReturnPath(relayState, platformHomePath);
      if (user.twoFactor !== "none") {
        if (saml.idp.twoFactor === "sabia") return { kind: "second-factor", userId: user.id, returnPath };
        if (!facts.authnContext || !saml.idp.mfaContexts.includes(facts.authnContext))
          throw new SamlRefused(
            "The institution's sign-in gave no second factor, which this account requires.",
            403,
          );
      }
      return { kind: "signed-in", location: await handOff(user, returnPath, origin) };
    },

    /**
     * Spec §7 `GET sso/saml/logout`: on a SAML host, the IdP's SLO address with a signed LogoutRequest for the
     * signed-in person (and the sign-in page as the relay state); null elsewhere.
     */
    async logoutRequest(host: string, caller: Caller): Promise<string | null> {
      const user = await userById(db, caller.userId);
      if (!user) throw new SessionRefused("unauthenticated");
      const saml = await samlTenantOf(db, links, host, undefined, now);
      if (!saml?.idp.sloUrl) return null;
      const [linked] = await db
        .select({ nameId: samlIdentities.nameId })
        .from(samlIdentities)
        .where(and(eq(samlIdentities.tenantId, saml.tenant.id), eq(samlIdentities.userId, user.id)));
      const profile = {
        issuer: saml.idp.entityId,
        nameID: linked?.nameId ?? user.email,
        nameIDFormat: emailFormat,
      };
      return saml.saml.getLogoutUrlAsync(profile, "/auth/signin", {});
    },

    /**
     * GET /api/auth/sso/saml/slo (HTTP-Redirect): the IdP's LogoutResponse to our request (back to the relay
     * state), or the IdP's own LogoutRequest, which ends every Sabiá session of that person and answers the IdP.
     */
    async singleLogout(origin: SamlOrigin, query: Record<string, string>, rawQuery: string): Promise<string> {
      const saml = await tenantOf(origin.host, origin.forwardedProto);
      const { profile, loggedOut } = await saml.saml
        .validateRedirectAsync(query, rawQuery)
        .catch((error: unknown) => {
          throw new SamlRefused(
            `The SAML logout message was refused: ${error instanceof Error ? error.message : "invalid"}.`,
          );
        });
      if (query["SAMLResponse"] !== undefined) {
        if (!loggedOut) throw new SamlRefused("The identity provider did not end its session.");
        return safeReturnPath(query["RelayState"] ?? null, "/auth/signin");
      }
      if (!profile) throw new SamlRefused("The SAML logout request names nobody.");
      const linked = await linkOf(saml, profile.nameID);
      if (linked) await accessSessionsOf(db).endAll(linked.userId, "signed-out");
      return saml.saml.getLogoutResponseUrlAsync(profile, query["RelayState"] ?? "", {}, true);
    },
  };
}

export type SamlService = ReturnType<typeof samlService>;
