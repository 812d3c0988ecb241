import type { AccessSession } from "../../src/services/api/access-sessions-api.ts";
import { deviceName } from "../../src/domain/session/user-agent.ts";
import type { Db } from "../db/database.ts";
import { accessSessionsOf } from "./access-sessions.ts";
import { SessionRefused, type SessionService } from "./session-service.ts";

/**
 * Sign-out and My Account's sessions (issue 25). While impersonating, the list and its actions are refused: the
 * places a person signs in from are theirs, not the operator's; signing out ends just the impersonation.
 */
export function mySessions(db: Db, claimsOf: SessionService["claimsOf"]) {
  const sessions = accessSessionsOf(db);
  const ownerOf = async (authorization: string | undefined) => {
    const { claims, user } = await claimsOf(authorization);
    if (claims.impersonatorId !== null) throw new SessionRefused("impersonating");
    return { claims, user };
  };

  return {
    /** POST auth/signout: this token's session ends, with every impersonation it started. */
    async signOut(authorization: string | undefined) {
      const { claims } = await claimsOf(authorization);
      await sessions.end(claims.sessionId, "signed-out");
    },

    async list(authorization: string | undefined): Promise<AccessSession[]> {
      const { claims, user } = await ownerOf(authorization);
      return (await sessions.list(user.id)).map((row) => ({
        id: row.id,
        ...deviceName(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === claims.sessionId,
      }));
    },

    /** Ends one of the person's own sessions; another person's (or an ended one) is a 404. */
    async end(authorization: string | undefined, sessionId: string) {
      const { user } = await ownerOf(authorization);
      if (!(await sessions.endOwn(user.id, sessionId))) throw new SessionRefused("sessionNotFound");
    },

    /** "Sign out everywhere" ends every session, this one included (ADR 055): the person signs in again here. */
    async everywhere(authorization: string | undefined) {
      const { user } = await ownerOf(authorization);
      await sessions.endAll(user.id, "signed-out-everywhere");
    },
  };
}

export type MySessions = ReturnType<typeof mySessions>;
