import { createHash } from "node:crypto";
import { and, count, eq, gt, lt, max, min, sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { signInFailures, throttleEvents } from "../db/schema/identity-auth.ts";
import { accountWaitMs, ipBlocked, ipWindowMs, secondsUntilFree } from "./throttle.ts";

/**
 * The throttling store (issue 15, ADR 030): limits are counted and reserved in the database, under
 * transaction-scoped advisory locks, so parallel requests — on one instance or many — go one after the other
 * for the same key: a burst can no longer read the count before any of it is written.
 */

/** Advisory-lock space of throttling keys (the two-int form; checkout's person lock uses another space). */
const throttleLockSpace = 0x7417;
const lockIdOf = (key: string) => createHash("sha256").update(key).digest().readInt32BE(0);

/** Failures older than this no longer count towards an account's wait. */
const accountMemoryMs = 24 * 60 * 60_000;

/**
 * Runs `work` in one transaction that first locks every key, in ascending lock id (one order for everyone, so
 * two callers never wait on each other in a circle). Inside, every query must go through `tx`: PGlite has
 * one connection, so a query on the outer handle would wait for this transaction.
 */
export async function underThrottleLocks<T>(
  db: Db,
  keys: readonly string[],
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  const ids = [...new Set(keys.map(lockIdOf))].toSorted((a, b) => a - b);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${throttleLockSpace}, ${id})`);
    return work(tx);
  });
}

/**
 * Reserves one password check (sign-in, linx-login) for the account key and the client IP: unless either
 * must wait (spec §8 "login attempts exceeded"), a failure row is written BEFORE the password is checked and
 * stays as the failure; a success removes it with the others (`clearSignInFailures`). Returns the seconds to
 * wait, or 0 when the attempt is reserved.
 */
export function reserveSignInAttempt(db: Db, key: string, ip: string, at: number): Promise<number> {
  return underThrottleLocks(db, [`ip:${ip}`, key], async (tx) => {
    const [byIp] = await tx
      .select({ failures: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, ip), gt(signInFailures.at, new Date(at - ipWindowMs))));
    if (ipBlocked(byIp?.failures ?? 0)) return Math.ceil(ipWindowMs / 1000);
    const [byAccount] = await tx
      .select({ failures: count(), last: max(signInFailures.at) })
      .from(signInFailures)
      .where(and(eq(signInFailures.login, key), gt(signInFailures.at, new Date(at - accountMemoryMs))));
    const wait = accountWaitMs(
      {
        count: byAccount?.failures ?? 0,
        lastFailureAt: byAccount?.last ? new Date(byAccount.last).getTime() : null,
      },
      at,
    );
    if (wait > 0) return Math.ceil(wait / 1000);
    await tx.insert(signInFailures).values({ login: key, ip, at: new Date(at) });
    return 0;
  });
}

/** A right password: the account's failures (and the attempt reserved for it) are forgotten. */
export const clearSignInFailures = (db: Db, key: string) =>
  db.delete(signInFailures).where(eq(signInFailures.login, key));

export interface EventLimit {
  /** What the event counts against, e.g. `user:12` or `ip:203.0.113.5`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one `action` against every limit unless one of them is spent; then nothing is counted and the answer
 * is the seconds until that limit frees a place (0 = counted). Rows older than a limit's window are dropped.
 */
export function reserveEvent(
  db: Db,
  action: string,
  limits: readonly EventLimit[],
  at: number,
): Promise<number> {
  return underThrottleLocks(
    db,
    limits.map((limit) => `${action}|${limit.key}`),
    async (tx) => {
      for (const limit of limits) {
        const since = new Date(at - limit.windowMs);
        const mine = and(eq(throttleEvents.action, action), eq(throttleEvents.key, limit.key));
        await tx.delete(throttleEvents).where(and(mine, lt(throttleEvents.at, since)));
        const [row] = await tx
          .select({ events: count(), oldest: min(throttleEvents.at) })
          .from(throttleEvents)
          .where(and(mine, gt(throttleEvents.at, since)));
        if ((row?.events ?? 0) >= limit.max && row?.oldest)
          return secondsUntilFree(new Date(row.oldest).getTime(), limit.windowMs, at);
      }
      await tx
        .insert(throttleEvents)
        .values(limits.map((limit) => ({ action, key: limit.key, at: new Date(at) })));
      return 0;
    },
  );
}
