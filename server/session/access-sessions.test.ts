import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/database.ts";
import { accessSessions } from "../db/schema/access.ts";
import { users } from "../db/schema/identity.ts";
import { testEngines } from "../db/test-databases.ts";
import { accessSessionStore, lastSeenEveryMs, liveCacheMs } from "./access-sessions.ts";

/** The store's promises (ADR 055): last_seen_at at most once a minute, a live answer remembered for a second only. */
let database: Database;
let clock = Date.parse("2026-11-27T12:00:00Z");
const now = () => clock;

beforeAll(async () => {
  database = await testEngines()[0]!.open();
}, 240_000);
afterAll(() => database?.close());

const lastSeen = async (id: string) =>
  (await database.db.select().from(accessSessions).where(eq(accessSessions.id, id)))[0]!.lastSeenAt.getTime();

describe("access sessions", () => {
  it("writes last_seen_at at most once a minute, not on every request", async () => {
    const store = accessSessionStore(database.db, now);
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, "aluno"));
    const sessionId = await store.open({ userId: user!.id, ip: "192.0.2.1", userAgent: null });
    const opened = await lastSeen(sessionId);
    clock += 30_000;
    expect(await store.admits({ userId: user!.id, sessionId })).toBe(true);
    expect(await lastSeen(sessionId)).toBe(opened);
    clock += lastSeenEveryMs;
    expect(await store.admits({ userId: user!.id, sessionId })).toBe(true);
    expect(await lastSeen(sessionId)).toBe(clock);
  });

  it("sees a revocation made by another instance within the live cache's second", async () => {
    const here = accessSessionStore(database.db, now);
    const elsewhere = accessSessionStore(database.db, now);
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, "gestora"));
    const sessionId = await here.open({ userId: user!.id, ip: "192.0.2.2", userAgent: null });
    expect(await here.admits({ userId: user!.id, sessionId })).toBe(true);
    await elsewhere.end(sessionId, "signed-out");
    expect(await elsewhere.admits({ userId: user!.id, sessionId })).toBe(false);
    clock += liveCacheMs;
    expect(await here.admits({ userId: user!.id, sessionId })).toBe(false);
    // Another person's user id never passes with this session's id.
    expect(await here.admits({ userId: user!.id + 1, sessionId })).toBe(false);
  });
});
