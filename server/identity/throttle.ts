/**
 * Throttling (issues 5 and 15): after 5 sign-in or linx-login failures an account waits, doubling
 * from 30 s up to 15 minutes; one IP may fail 30 times per 15 minutes across accounts. The counters live in
 * the database, so every server instance applies the same limits (server/identity/throttle-store.ts reserves
 * there, ADR 030). This file decides; it does no I/O.
 */
export const freeFailuresPerAccount = 5;
export const firstWaitMs = 30_000;
export const maxWaitMs = 15 * 60_000;
export const ipWindowMs = 15 * 60_000;
export const maxFailuresPerIpWindow = 30;

export interface AccountFailures {
  count: number;
  lastFailureAt: number | null;
}

/** How long the account must still wait at `now` (0 = may try). */
export function accountWaitMs(failures: AccountFailures, now: number): number {
  if (failures.count < freeFailuresPerAccount || failures.lastFailureAt === null) return 0;
  const wait = Math.min(firstWaitMs * 2 ** (failures.count - freeFailuresPerAccount), maxWaitMs);
  return Math.max(0, failures.lastFailureAt + wait - now);
}

export function ipBlocked(failuresInWindow: number): boolean {
  return failuresInWindow >= maxFailuresPerIpWindow;
}

/** Reset-password and forgot-username e-mails (issue 15): each per account and per client IP, an hour. */
export const recoveryWindowMs = 60 * 60_000;
export const maxRecoveryMailsPerAccount = 5;
export const maxRecoveryMailsPerIp = 30;

/** Two-factor challenges an account may start in an hour; then its codes pause and it is told (once an hour). */
export const challengeWindowMs = 60 * 60_000;
export const maxChallengesPerAccount = 10;

/** Seconds until a window holding `max` events frees a place, from its oldest event (at least 1). */
export function secondsUntilFree(oldestAt: number, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil((oldestAt + windowMs - now) / 1000));
}
