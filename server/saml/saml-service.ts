import { sql } from "drizzle-orm";
import { safeReturnPath } from "../../src/domain/safe-redirect.ts";
import { platformHomePath } from "../../src/domain/session/platform-paths.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import { accessSessionsOf, TooManyPlaces } from "../session/access-sessions.ts";
import type { SessionService } from "../session/session-service.ts";
import { tenantOfHost } from "../settings/sign-in-context.ts";
import {
  decodeSamlResponse,
  loadSamlSecret,
  messageTtlMs,
  signSamlMessage,
  verifySamlMessage,
} from "./saml-messages.ts";

/** Why the assertion consumer refused a response (answered 400 naming SAMLResponse). */
export class SamlRefused extends Error {}

/** The tenant's SAML settings when the host's tenant signs in with SAML (spec §3 authenticationModes). */
async function samlTenant(db: Db, host: string) {
  const tenant = await tenantOfHost(db, host);
  const modes = tenant?.settings.authenticationModes;
  return tenant && modes?.hasAuthBySaml && modes.samlRequest ? { tenant, request: modes.samlRequest } : null;
}

/** Adds query parameters to an address that may already carry some (an absolute URL or a same-site path). */
export function withQuery(address: string, values: Record<string, string>): string {
  const query = new URLSearchParams(values).toString();
  return `${address}${address.includes("?") ? "&" : "?"}${query}`;
}

/**
 * Our side of SAML (ADR 040): the assertion consumer turns a signed response from the tenant's IdP into the
 * spec's tokenId hand-off, and sign-out asks for the logout request to send the browser to (spec §4, §7
 * `GET sso/saml/logout`). The shared secret is SAML_IDP_SECRET, else one kept in the database.
 */
export function samlService(
  db: Db,
  tokens: TokenIssuer,
  session: Pick<SessionService, "claimsOf" | "handOff">,
  fromEnv: string | undefined = process.env["SAML_IDP_SECRET"],
  now: () => number = Date.now,
) {
  let loaded: Promise<Buffer> | null = null;
  const secret = () => (loaded ??= loadSamlSecret(db, fromEnv));

  return {
    secret,

    /**
     * GET /api/auth/sso/saml/acs?SAMLResponse=…&RelayState=…: the response must be signed, unexpired and for
     * this host's SAML tenant, and name a person we know; the answer is where to go — the relay state (a
     * same-site path only, else the platform home) with a single-use tokenId that app start exchanges.
     */
    async consume(
      host: string,
      samlResponse: string | null,
      relayState: string | null,
      origin: { ip: string; userAgent: string | null } = { ip: "unknown", userAgent: null },
    ): Promise<string> {
      const saml = await samlTenant(db, host);
      if (!saml) throw new SamlRefused("This host does not sign in with SAML.");
      const response = verifySamlMessage(decodeSamlResponse, samlResponse, await secret(), now());
      if (!response) throw new SamlRefused("The SAML response is not signed, has expired or is malformed.");
      if (response.audience !== saml.tenant.alias)
        throw new SamlRefused("The SAML response is for another tenant.");
      const [user] = await db
        .select({ id: users.id, tokenVersion: users.tokenVersion })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${response.nameId})`);
      if (!user) throw new SamlRefused("No account has the e-mail the identity provider named.");
      // A sign-in like any other: its own session, under §6's one-place-at-a-time rule (ADR 055).
      const sessionId = await accessSessionsOf(db)
        .open({ userId: user.id, ip: origin.ip, userAgent: origin.userAgent })
        .catch((error: unknown) => {
          throw error instanceof TooManyPlaces
            ? new SamlRefused("This account signed in from 5 different places today; reset the password to continue.")
            : error;
        });
      const token = await tokens.issue({
        userId: user.id,
        role: null,
        impersonatorId: null,
        tokenVersion: user.tokenVersion,
        sessionId,
      });
      const { tokenId } = await session.handOff(`Bearer ${token}`);
      return withQuery(safeReturnPath(relayState, platformHomePath), { tokenId });
    },

    /**
     * Spec §7 `GET sso/saml/logout`: on a SAML host, the IdP's logout address with a signed logout request for
     * the signed-in person (and the sign-in page as the relay state); null elsewhere or without a logout address.
     */
    async logoutRequest(host: string, authorization: string | undefined): Promise<string | null> {
      const { user } = await session.claimsOf(authorization);
      const saml = await samlTenant(db, host);
      const logoutUrl = saml?.request.logoutUrl;
      if (!saml || !logoutUrl) return null;
      const request = signSamlMessage(
        { kind: "logout", issuer: saml.tenant.alias, nameId: user.email, notOnOrAfter: now() + messageTtlMs },
        await secret(),
      );
      return withQuery(logoutUrl, { SAMLRequest: request, RelayState: "/auth/signin" });
    },
  };
}

export type SamlService = ReturnType<typeof samlService>;
