import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import * as client from "openid-client";
import { safeReturnPath } from "#src/domain/safe-redirect.ts";
import { platformHomePath } from "#src/domain/session/platform-paths.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import { oidcLinkOffers, oidcProviders, oidcTransactions } from "../db/schema/oidc.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import { verifyPassword } from "../identity/passwords.ts";
import type { SessionService } from "../session/session-service.ts";
import { federatedSignIn } from "../session/federated-sign-in.ts";
import { candidateAccount, createAccount, link, linkedUser, OidcRefused, personOf } from "./oidc-accounts.ts";
import {
  govbrLevelOf,
  levelAccepted,
  oidcConfigurations,
  providerOnHost,
  type OidcProvider,
} from "./oidc-providers.ts";

export { OidcRefused };

/** A sign-in in flight lives 10 minutes; a link offer 10 minutes and 5 password attempts. */
const transactionTtlMs = 10 * 60_000;
const offerTtlMs = 10 * 60_000;
const offerAttempts = 5;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface Origin {
  ip: string;
  userAgent: string | null;
}

/**
 * OpenID Connect sign-in (issue 27, ADR 061), through openid-client: authorization code with PKCE, state and
 * nonce; the transaction is stored server-side and used once. A first sign-in links to an existing account only
 * after the person confirms with that account's password, else makes a new account with 'basic'; a sign-in
 * ends, like SAML's, in the tokenId hand-off that app start exchanges.
 */
export function oidcService(
  db: Db,
  tokens: TokenIssuer,
  session: Pick<SessionService, "handOff">,
  configurationOf: (provider: OidcProvider) => Promise<client.Configuration> = oidcConfigurations(),
  now: () => number = Date.now,
) {
  const signIn = (userId: number, returnTo: string, origin: Origin) =>
    federatedSignIn(
      db,
      tokens,
      session,
      { userId, returnTo, ...origin },
      (reason) => new OidcRefused(reason),
    );

  return {
    /** GET …/{slug}/start: the OP's authorization URL, and the state the browser's cookie must carry back. */
    async start(host: string, slug: string, returnTo: string | null, redirectUri: string) {
      const provider = await providerOnHost(db, host, slug);
      if (!provider) return null;
      const config = await configurationOf(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db.insert(oidcTransactions).values({
        state,
        providerId: provider.id,
        nonce,
        codeVerifier,
        returnTo: safeReturnPath(returnTo, platformHomePath),
        expiresAt: new Date(now() + transactionTtlMs),
      });
      const location = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scopes,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
      return { location: location.href, state };
    },

    /**
     * GET …/{slug}/callback: the state must be the one this browser started with (its cookie) and unused; the
     * code is exchanged with the verifier, the ID token checked (signature, issuer, audience, nonce) by openid-client.
     */
    async callback(host: string, slug: string, currentUrl: URL, cookieState: string | null, origin: Origin) {
      const provider = await providerOnHost(db, host, slug);
      if (!provider) throw new OidcRefused("This host has no such sign-in provider.");
      const state = currentUrl.searchParams.get("state");
      if (!state || !cookieState || !sameHash(sha256(state), sha256(cookieState)))
        throw new OidcRefused("The state does not match the sign-in this browser started.");
      const [transaction] = await db
        .update(oidcTransactions)
        .set({ usedAt: new Date(now()) })
        .where(
          and(
            eq(oidcTransactions.state, state),
            eq(oidcTransactions.providerId, provider.id),
            isNull(oidcTransactions.usedAt),
            gt(oidcTransactions.expiresAt, new Date(now())),
          ),
        )
        .returning();
      if (!transaction) throw new OidcRefused("This sign-in is unknown, expired or already used.");
      // The person said no at the OP (or it failed them): back to the sign-in page, nobody signed in.
      if (currentUrl.searchParams.has("error"))
        return { location: `/auth/signin?${new URLSearchParams({ returnUrl: transaction.returnTo })}` };
      const config = await configurationOf(provider);
      const answer = await client
        .authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: transaction.codeVerifier,
          expectedState: state,
          expectedNonce: transaction.nonce,
          idTokenExpected: true,
        })
        .catch((error: unknown) => {
          // A network failure is ours to retry (503); anything the OP or the checks refused is a 400.
          if (error instanceof TypeError) throw error;
          throw new OidcRefused(`The identity provider's answer was refused: ${reasonOf(error)}`);
        });
      const claims = answer.claims();
      if (!claims) throw new OidcRefused("The identity provider sent no ID token.");
      if (provider.kind === "govbr" && !levelAccepted(provider.acceptedLevels, govbrLevelOf(claims)))
        throw new OidcRefused("This gov.br account's level is below what this site requires.");
      const person = personOf(provider, claims);
      const linked = await linkedUser(db, person);
      if (linked !== null) return { location: await signIn(linked, transaction.returnTo, origin) };
      const candidate = await candidateAccount(db, person);
      if (!candidate) {
        const userId = await createAccount(db, provider, person);
        return { location: await signIn(userId, transaction.returnTo, origin) };
      }
      const id = randomBytes(18).toString("base64url");
      const secret = randomBytes(24).toString("base64url");
      await db.insert(oidcLinkOffers).values({
        id,
        secretHash: sha256(secret),
        providerId: provider.id,
        issuer: person.issuer,
        subject: person.subject,
        userId: candidate.userId,
        matchedBy: candidate.matchedBy,
        returnTo: transaction.returnTo,
        expiresAt: new Date(now() + offerTtlMs),
      });
      const [found] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, candidate.userId));
      // What the confirmation page shows: the account's e-mail, masked, how it was found, and the provider.
      const facts = new URLSearchParams({
        email: maskEmail(found?.email ?? ""),
        by: candidate.matchedBy,
        provider: provider.kind,
      });
      return { location: `/auth/oidc/link/${id}?${facts}`, offerSecret: secret };
    },

    /** "Link": the found account's password proves it is theirs; the link is made and they are signed in. */
    async confirm(id: string, secret: string | null, password: string, origin: Origin) {
      const found = await liveOffer(id, secret);
      if (!found) throw new OidcRefused("This link offer is unknown, expired or already answered.");
      const [user] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, found.userId));
      if (!(await verifyPassword(user?.passwordHash ?? null, password))) {
        await db
          .update(oidcLinkOffers)
          .set({
            attempts: sql`${oidcLinkOffers.attempts} + 1`,
            usedAt: found.attempts + 1 >= offerAttempts ? new Date(now()) : null,
          })
          .where(eq(oidcLinkOffers.id, id));
        return { wrongPassword: true as const };
      }
      const [claimed] = await db
        .update(oidcLinkOffers)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(oidcLinkOffers.id, id), isNull(oidcLinkOffers.usedAt)))
        .returning();
      if (!claimed) throw new OidcRefused("This link offer was already answered.");
      const [provider] = await db
        .select()
        .from(oidcProviders)
        .where(eq(oidcProviders.id, claimed.providerId));
      await link(
        db,
        provider!,
        { issuer: claimed.issuer, subject: claimed.subject, cpf: null, email: null, name: "" },
        claimed.userId,
      );
      return { location: await signIn(claimed.userId, claimed.returnTo, origin) };
    },

    /** "Not me": the offer ends; nothing is linked and nobody is signed in. */
    async decline(id: string, secret: string | null) {
      if (!(await liveOffer(id, secret))) return;
      await db
        .update(oidcLinkOffers)
        .set({ usedAt: new Date(now()) })
        .where(eq(oidcLinkOffers.id, id));
    },
  };

  async function liveOffer(id: string, secret: string | null) {
    if (!secret) return null;
    const [found] = await db
      .select()
      .from(oidcLinkOffers)
      .where(
        and(
          eq(oidcLinkOffers.id, id),
          isNull(oidcLinkOffers.usedAt),
          gt(oidcLinkOffers.expiresAt, new Date(now())),
        ),
      );
    return found && sameHash(found.secretHash, sha256(secret)) ? found : null;
  }
}

/** openid-client's message, and the check's own beneath it (e.g. 'unexpected ID Token "nonce" claim value'). */
function reasonOf(error: unknown): string {
  const messages: string[] = [];
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; depth++) {
    messages.push(cause.message);
    cause = cause.cause;
  }
  return messages.join(": ");
}

/** "ana@example.com" → "a**@example.com". */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}${"*".repeat(Math.max(2, local.length - 1))}@${domain}`;
}

export type OidcService = ReturnType<typeof oidcService>;
