import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { accessSessions } from "../db/schema/access.ts";
import { accessTokenTtlSeconds, type AccessClaims } from "../identity/access-tokens.ts";
import { randomToken } from "../identity/secrets.ts";

/**
 * Server-side sessions (issue 25, ADR 055): one row per sign-in, named by every access token it issues (`sid`).
 * A token is accepted only while its session is live, so a sign-out, "sign out everywhere", a password change
 * and §6's one-place-at-a-time rule end sessions for real, on every server instance (the check reads the
 * database; a live answer is remembered for `liveCacheMs` only).
 */
export const liveCacheMs = 1_000;
/** last_seen_at is written at most this often per session, not on every request. */
export const lastSeenEveryMs = 60_000;
/** §6 "access from 5 different IPs": distinct places a person may sign in from within `placesWindowMs`. */
export const maxPlacesPerWindow = 5;
export const placesWindowMs = 24 * 60 * 60_000;

export type EndReason =
  "signed-out" | "signed-out-everywhere" | "ended-by-owner" | "password-changed" | "other-ip";

/** §6: the person already signed in from `maxPlacesPerWindow` other places today (ADR 055). */
export class TooManyPlaces extends Error {
  constructor() {
    super("tooManyPlaces");
  }
}

export interface SessionOpening {
  userId: number;
  ip: string;
  userAgent: string | null;
  /** The operator acting as `userId`, with the operator's own session as the parent. */
  impersonation?: { operatorId: number; parentId: string };
}

export type SessionRow = typeof accessSessions.$inferSelect;

/** A session's id: 16 random bytes, base64url (22 characters). Hand-off codes start with it. */
export const sessionIdLength = 22;
const newSessionId = () => randomToken(16);

/** The person's own sessions (an impersonation session is the operator's). */
const ownSessions = (userId: number) =>
  and(eq(accessSessions.userId, userId), isNull(accessSessions.impersonatorId));

export function accessSessionStore(db: Db, now: () => number = Date.now) {
  /** sid → until when "live" may be answered from memory. */
  const knownLive = new Map<string, number>();
  /** sid → when this instance last wrote its last_seen_at. */
  const touchedAt = new Map<string, number>();

  const forget = (ids: readonly string[]) => ids.forEach((id) => knownLive.delete(id));
  /** A session whose last use is older than a token's life has no valid token left. */
  const recentlyUsed = () => gt(accessSessions.lastSeenAt, new Date(now() - accessTokenTtlSeconds * 1000));

  /** Ends the sessions `where` selects that are still live, and every session they minted (impersonations). */
  const end = async (where: ReturnType<typeof and>, reason: EndReason) => {
    const ended = await db
      .update(accessSessions)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(and(isNull(accessSessions.revokedAt), where))
      .returning({ id: accessSessions.id });
    const ids = ended.map((row) => row.id);
    if (ids.length > 0) {
      const children = await db
        .update(accessSessions)
        .set({ revokedAt: new Date(now()), revokedReason: reason })
        .where(and(isNull(accessSessions.revokedAt), inArray(accessSessions.parentId, ids)))
        .returning({ id: accessSessions.id });
      ids.push(...children.map((row) => row.id));
    }
    forget(ids);
    return ids;
  };

  /**
   * §6 (ADR 055): a sixth distinct IP within the window is refused; otherwise the person's live sessions at
   * other IPs end (their tabs show the disconnected dialog). Sessions ended by a password change or reset do
   * not count, so a reset is how a person lifts the block.
   */
  const admitPlace = async (userId: number, ip: string) => {
    const places = await db
      .selectDistinct({ ip: accessSessions.ip })
      .from(accessSessions)
      .where(
        and(
          ownSessions(userId),
          gt(accessSessions.createdAt, new Date(now() - placesWindowMs)),
          or(isNull(accessSessions.revokedReason), ne(accessSessions.revokedReason, "password-changed")),
        ),
      );
    const known = places.some((place) => place.ip === ip);
    if (!known && places.length >= maxPlacesPerWindow) throw new TooManyPlaces();
    await end(and(ownSessions(userId), ne(accessSessions.ip, ip)), "other-ip");
  };

  return {
    /** Opens the session of a sign-in (or an impersonation) and returns its id, the tokens' `sid`. */
    async open({ userId, ip, userAgent, impersonation }: SessionOpening): Promise<string> {
      if (!impersonation) await admitPlace(userId, ip);
      const id = newSessionId();
      await db.insert(accessSessions).values({
        id,
        userId,
        ip,
        userAgent: userAgent?.slice(0, 512) ?? null,
        impersonatorId: impersonation?.operatorId ?? null,
        parentId: impersonation?.parentId ?? null,
        createdAt: new Date(now()),
        lastSeenAt: new Date(now()),
      });
      return id;
    },

    /** Whether the token's session is live and its own; a live one's last_seen_at moves on (at most once a minute). */
    async admits(claims: Pick<AccessClaims, "userId" | "sessionId">): Promise<boolean> {
      const at = now();
      if ((knownLive.get(claims.sessionId) ?? 0) <= at) {
        const [row] = await db
          .select({ userId: accessSessions.userId, revokedAt: accessSessions.revokedAt })
          .from(accessSessions)
          .where(eq(accessSessions.id, claims.sessionId));
        if (!row || row.revokedAt !== null || row.userId !== claims.userId) return false;
        knownLive.set(claims.sessionId, at + liveCacheMs);
      }
      if (at - (touchedAt.get(claims.sessionId) ?? 0) >= lastSeenEveryMs) {
        if (touchedAt.size > 10_000) touchedAt.clear();
        touchedAt.set(claims.sessionId, at);
        // Other instances write too: the condition keeps it to once a minute across all of them.
        await db
          .update(accessSessions)
          .set({ lastSeenAt: new Date(at) })
          .where(
            and(
              eq(accessSessions.id, claims.sessionId),
              lt(accessSessions.lastSeenAt, new Date(at - lastSeenEveryMs)),
            ),
          );
      }
      return true;
    },

    /** The person's own live sessions, most recently used first (impersonations are the operator's, not listed). */
    list: (userId: number): Promise<SessionRow[]> =>
      db
        .select()
        .from(accessSessions)
        .where(and(ownSessions(userId), isNull(accessSessions.revokedAt), recentlyUsed()))
        .orderBy(desc(accessSessions.lastSeenAt), desc(accessSessions.createdAt)),

    /** Ends one session (and what it minted). */
    end: (sessionId: string, reason: EndReason) => end(eq(accessSessions.id, sessionId), reason),

    /** Ends one of the person's own sessions; false when there is no such live session of theirs. */
    async endOwn(userId: number, sessionId: string): Promise<boolean> {
      return (
        (await end(and(ownSessions(userId), eq(accessSessions.id, sessionId)), "ended-by-owner")).length > 0
      );
    },

    /** Ends every session of the person and every impersonation they started as an operator. */
    endAll: (userId: number, reason: EndReason) =>
      end(or(ownSessions(userId), eq(accessSessions.impersonatorId, userId)), reason),

    /**
     * A password change or reset proves the person (ADR 055): every session ends, and the places of the window
     * stop counting (sessions already ended are marked as ended by it), which lifts a §6 block.
     */
    async endAllForNewPassword(userId: number) {
      await end(or(ownSessions(userId), eq(accessSessions.impersonatorId, userId)), "password-changed");
      await db
        .update(accessSessions)
        .set({ revokedReason: "password-changed" })
        .where(
          and(
            ownSessions(userId),
            isNotNull(accessSessions.revokedAt),
            gt(accessSessions.createdAt, new Date(now() - placesWindowMs)),
          ),
        );
    },
  };
}

export type AccessSessionStore = ReturnType<typeof accessSessionStore>;

/** One store per database, so a revocation on this instance is seen at once by every flow that checks tokens. */
const stores = new WeakMap<Db, AccessSessionStore>();
export function accessSessionsOf(db: Db): AccessSessionStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = accessSessionStore(db)));
  return store;
}
