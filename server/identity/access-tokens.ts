import { eq } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db } from "../db/database.ts";
import { parameters } from "../db/schema/catalog.ts";
import { randomToken } from "./secrets.ts";

/**
 * Bearer access tokens (HS256 JWT). The current role travels in the token: assuming a role issues a new one
 * (spec §4). While impersonating, `imp` names the operator. The secret comes from TOKEN_SECRET or is
 * generated once and kept in the database, so every server instance signs alike and none is committed.
 * `ver` is the user's token version when the token was issued: a password change or reset bumps it, and a token
 * of an older version is refused (`isCurrent`), so every session of the account ends (issue 15).
 * `sid` names the server-side session (issue 25, server/session/access-sessions.ts): whoever checks a token also
 * asks whether its session is still live; a token without one is refused.
 */
export interface RoleClaim {
  roleId: number;
  tenantId: number | null;
  iesId: number | null;
}

export interface AccessClaims {
  userId: number;
  role: RoleClaim | null;
  impersonatorId: number | null;
  /** users.token_version when the token was issued. */
  tokenVersion: number;
  /** The access session (sign-in) this token belongs to. */
  sessionId: string;
}

export const accessTokenTtlSeconds = 8 * 60 * 60;
const issuer = "sabia";
const secretKey = "token_secret";

export interface TokenIssuer {
  issue(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
}

export async function loadTokenSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv && fromEnv.length >= 32) return new TextEncoder().encode(fromEnv);
  const candidate = randomToken(48);
  // First writer wins; everyone then reads the same value.
  await db.insert(parameters).values({ key: secretKey, value: candidate }).onConflictDoNothing();
  const [row] = await db.select().from(parameters).where(eq(parameters.key, secretKey));
  return new TextEncoder().encode(String(row?.value ?? candidate));
}

export function tokenIssuer(secret: Uint8Array, now: () => number = Date.now): TokenIssuer {
  return {
    issue: (claims) =>
      new SignJWT({
        role: claims.role,
        imp: claims.impersonatorId,
        ver: claims.tokenVersion,
        sid: claims.sessionId,
      })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setIssuedAt(Math.floor(now() / 1000))
        .setJti(randomToken(12))
        .setExpirationTime(Math.floor(now() / 1000) + accessTokenTtlSeconds)
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
          requiredClaims: ["exp", "iat", "sub"],
        });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || !Number.isInteger(payload.ver)) return null;
        if (typeof payload.sid !== "string" || payload.sid === "") return null;
        // A token lives at most accessTokenTtlSeconds: none of ours expires later (a minute of clock skew allowed).
        if (payload.exp! > Math.floor(now() / 1000) + accessTokenTtlSeconds + 60) return null;
        return {
          userId,
          role: (payload.role as RoleClaim | null | undefined) ?? null,
          impersonatorId: typeof payload.imp === "number" ? payload.imp : null,
          tokenVersion: payload.ver as number,
          sessionId: payload.sid,
        };
      } catch {
        return null;
      }
    },
  };
}

/** Whether the token was issued under the user's current password (its version is the user's). */
export const isCurrent = (claims: AccessClaims, user: { tokenVersion: number }) =>
  claims.tokenVersion === user.tokenVersion;

/** Reads "Bearer <token>" from an Authorization header. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._-]+)$/.exec(header?.trim() ?? "");
  return match?.[1] ?? null;
}
