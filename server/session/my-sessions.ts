import type { AccessSession } from "#src/services/api/access-sessions-api.ts";
import type { Caller } from "#src/services/api/authorization.ts";
import { deviceName } from "#src/domain/session/user-agent.ts";
import type { Db } from "../db/database.ts";
import { accessSessionsOf } from "./access-sessions.ts";
import { SessionRefused } from "./session-service.ts";

/** The caller (ADR 097's CurrentUser), unless an operator is acting as her. */
const ownerOf = (caller: Caller) => {
  if (caller.impersonatorId !== null) throw new SessionRefused("impersonating");
  return caller;
};

/**
 * Sign-out and My Account's sessions (issue 25). While impersonating, the list and its actions are refused: the
 * places a person signs in from are theirs, not the operator's; signing out ends just the impersonation.
 */
export function mySessions(db: Db) {
  const sessions = accessSessionsOf(db);

  return {
    /** POST auth/signout: this token's session ends, with every impersonation it started. */
    async signOut(caller: Caller) {
      await sessions.end(caller.sessionId, "signed-out");
    },

    async list(caller: Caller): Promise<AccessSession[]> {
      const { sessionId, userId } = ownerOf(caller);
      return (await sessions.list(userId)).map((row) => ({
        id: row.id,
        ...deviceName(row.userAgent),
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === sessionId,
      }));
    },

    /** Ends one of the person's own sessions; another person's (or an ended one) is a 404. */
    async end(caller: Caller, sessionId: string) {
      const { userId } = ownerOf(caller);
      if (!(await sessions.endOwn(userId, sessionId))) throw new SessionRefused("sessionNotFound");
    },

    /** "Sign out everywhere" ends every session, this one included (ADR 055): the person signs in again here. */
    async everywhere(caller: Caller) {
      const { userId } = ownerOf(caller);
      await sessions.endAll(userId, "signed-out-everywhere");
    },
  };
}

export type MySessions = ReturnType<typeof mySessions>;
