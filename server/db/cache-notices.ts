import pg from "pg";
import type { Logger } from "pino";
import type { Database } from "./database.ts";

/** The channel that the triggers of migration 0027 notify with the changed table's name (ADR 079). */
export const cacheChannel = "sabia_cache";

/** Payload of a clear that no notice caused: the listener (re)connected and may have missed some. */
export const missedNotices = "*";

/** Something this process keeps that a catalogue or settings write makes stale. */
export interface Clearable {
  clear(): void;
}

export interface CacheNotices {
  /** Clears `cache` too on every notice from now on. */
  add(cache: Clearable): void;
  close(): Promise<void>;
}

export interface CacheNoticeOptions {
  /** First wait before a lost listener reconnects; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** How often the listening connection is checked with a query: a silent loss raises no error by itself. */
  heartbeatMs?: number;
}

/**
 * Keeps `caches` coherent across every instance on one database (issue 31, ADR 079): a write to a watched table,
 * by any instance or by hand, notifies `sabia_cache` at commit and each listener clears its caches at once.
 *
 * PostgreSQL: one dedicated connection (not the pool's) LISTENs. When it is lost it reconnects with a growing
 * wait, and once listening again clears everything, since notices sent meanwhile were not seen. PGlite has one
 * process: its own LISTEN hears the writes this process makes, through the same triggers.
 */
export async function clearOnCacheNotices(
  database: Database,
  logger: Logger,
  caches: Clearable[],
  options: CacheNoticeOptions = {},
): Promise<CacheNotices> {
  const cleared = new Set(caches);
  const changed = (table: string) => {
    logger.debug({ table }, "cache notice: caches cleared");
    for (const cache of cleared) cache.clear();
  };
  const stop = database.pool
    ? await listenOnPostgres(database.pool.options, changed, logger, options)
    : await listenOnPglite(database, changed);
  return {
    add: (cache) => void cleared.add(cache),
    close: stop,
  };
}

async function listenOnPglite(database: Database, changed: (table: string) => void) {
  if (!database.pglite) throw new Error("cache notices need a PGlite or a PostgreSQL database");
  const unlisten = await database.pglite.listen(cacheChannel, changed);
  return () => unlisten();
}

async function listenOnPostgres(
  config: pg.ClientConfig,
  changed: (table: string) => void,
  logger: Logger,
  { retryMs = 250, maxRetryMs = 5000, heartbeatMs = 10_000 }: CacheNoticeOptions,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let closed = false;
  // Set while nobody listens (a loss, a failed attempt): notices sent meanwhile are gone.
  let missed = false;
  let wait = retryMs;
  let retry: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, wait);
    retry.unref();
    wait = Math.min(wait * 2, maxRetryMs);
  };

  const drop = (client: pg.Client, reason: unknown) => {
    if (current !== client) return;
    current = null;
    missed = true;
    client.end().catch(() => {});
    if (closed) return;
    logger.warn({ err: reason }, "cache notices: listening connection lost; reconnecting");
    schedule();
  };

  const connect = async () => {
    const client = new pg.Client({ ...config, keepAlive: true, application_name: "sabia-cache-notices" });
    client.on("notification", (message) => {
      if (message.channel === cacheChannel) changed(message.payload ?? missedNotices);
    });
    client.on("error", (error) => drop(client, error));
    client.on("end", () => drop(client, "connection ended"));
    try {
      await client.connect();
      await client.query(`listen ${cacheChannel}`);
    } catch (error) {
      client.end().catch(() => {});
      missed = true;
      logger.warn({ err: error }, "cache notices: could not listen; retrying");
      schedule();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    wait = retryMs;
    // Everything kept while nobody listened may be stale.
    if (missed) changed(missedNotices);
    missed = false;
  };

  const heartbeat = setInterval(() => {
    const client = current;
    if (!client) return;
    const late = setTimeout(() => drop(client, "heartbeat unanswered"), heartbeatMs);
    client.query("select 1").then(
      () => clearTimeout(late),
      (error: unknown) => {
        clearTimeout(late);
        drop(client, error);
      },
    );
  }, heartbeatMs);
  heartbeat.unref();

  // A first attempt that fails is retried like a later loss; the start goes on meanwhile.
  await connect();
  return async () => {
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
