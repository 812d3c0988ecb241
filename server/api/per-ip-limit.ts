import type { Db } from "../db/database.ts";
import type { ClientOf } from "../http/client-address.ts";
import { reserveEvent } from "../identity/throttle-store.ts";
import { clientIpOf } from "./request-client.ts";

/** The client address used up its allowance; `retryAfterSeconds` says when it may try again. */
export class PerIpLimitReached extends Error {
  readonly retryAfterSeconds: number;
  constructor(event: string, retryAfterSeconds: number) {
    super(`${event}: limit reached`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * Counts one `event` for the request's client address (counted in the database, so across instances: ADR 030),
 * or throws PerIpLimitReached when it already had `max` in the window.
 */
export async function countPerIp(
  db: Db,
  event: string,
  request: Parameters<typeof clientIpOf>[0],
  clientOf: ClientOf,
  limit: { max: number; windowMs: number },
): Promise<void> {
  const key = `ip:${clientIpOf(request, clientOf)}`;
  const wait = await reserveEvent(db, event, [{ key, ...limit }], Date.now());
  if (wait > 0) throw new PerIpLimitReached(event, wait);
}
