import { eq } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import { accessSessionsOf, TooManyPlaces } from "./access-sessions.ts";
import type { SessionService } from "./session-service.ts";

/** Adds query parameters to an address that may already carry some (an absolute URL or a same-site path). */
export function withQueryParameters(address: string, values: Record<string, string>): string {
  const query = new URLSearchParams(values).toString();
  return `${address}${address.includes("?") ? "&" : "?"}${query}`;
}

/**
 * The end of a sign-in at an outside identity provider (OpenID here; SAML's consume() does the same): a session of
 * its own under §6's one-place-at-a-time rule (ADR 055), an access token, and the single-use tokenId on the
 * return path that app start exchanges. `refused` turns "gone" or "too many places" into the caller's refusal.
 */
export async function federatedSignIn(
  db: Db,
  tokens: TokenIssuer,
  session: Pick<SessionService, "handOff">,
  signIn: { userId: number; returnTo: string; ip: string; userAgent: string | null },
  refused: (reason: string) => Error,
): Promise<string> {
  const [user] = await db
    .select({ id: users.id, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, signIn.userId));
  if (!user) throw refused("The account no longer exists.");
  const sessionId = await accessSessionsOf(db)
    .open({ userId: user.id, ip: signIn.ip, userAgent: signIn.userAgent })
    .catch((error: unknown) => {
      throw error instanceof TooManyPlaces
        ? refused("This account signed in from 5 different places today; reset the password to continue.")
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
  return withQueryParameters(signIn.returnTo, { tokenId });
}
