import { sql } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { clearOnCacheNotices } from "./cache-notices.ts";
import { openPostgres, queryRows, type Database } from "./database.ts";
import { suiteDatabase, testEngines } from "./test-databases.ts";

/**
 * Issue 31, ADR 079: a write to a watched table clears the caches of every listener on the database (migration
 * 0027's triggers, NOTIFY sabia_cache); a write elsewhere clears nothing; on PostgreSQL a lost listener
 * reconnects and clears everything, since it may have missed notices.
 */
const logger = pino({ level: "silent" });

/** A cache stand-in that counts its clears. */
const recorder = () => {
  const clears: string[] = [];
  return { clears, clear: () => void clears.push("cleared") };
};

/** Resolves once `check` holds, polling every 20 ms; fails after `ms`. */
async function within(ms: number, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

for (const engine of testEngines()) {
  describe(`cache notices on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const listen = (database: Database, cache: { clear(): void }, options = {}) =>
      clearOnCacheNotices(database, logger, [cache], options);

    it("a price change clears the caches; a write to an unwatched table does not", async () => {
      const cache = recorder();
      const added = recorder();
      const notices = await listen(suite.current, cache);
      notices.add(added);
      try {
        await suite.current.db.execute(
          sql`update courses set new_price = new_price + 1 where friendly_url = (select friendly_url from courses order by id limit 1)`,
        );
        await within(2000, () => cache.clears.length === 1 && added.clears.length === 1);
        await suite.current.db.execute(sql`delete from outbox where false`);
        await suite.current.db.execute(sql`update vouchers set percent = percent where false`);
        await within(2000, () => cache.clears.length === 2);
        await new Promise((resolve) => setTimeout(resolve, 100));
        // The outbox is not watched; the voucher statement notified although it changed no row.
        expect(cache.clears).toHaveLength(2);
      } finally {
        await notices.close();
      }
    });

    it("a closed listener clears nothing more", async () => {
      const cache = recorder();
      const notices = await listen(suite.current, cache);
      await notices.close();
      await suite.current.db.execute(
        sql`update parameters set value = value where key = 'whatsapp-candidate'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(cache.clears).toEqual([]);
    });

    if (engine.name === "postgres")
      it("another connection's write reaches the listener; a lost listener reconnects and clears everything", async () => {
        const cache = recorder();
        const notices = await listen(suite.current, cache, { retryMs: 50, heartbeatMs: 60_000 });
        // A second pool on the same database stands for another instance.
        const other = await openPostgres(suite.current.pool!.options.connectionString!);
        try {
          await other.db.execute(sql`update banners set title = title`);
          await within(2000, () => cache.clears.length === 1);
          const terminated = await queryRows<{ done: boolean }>(
            other.db,
            sql`select pg_terminate_backend(pid) as done from pg_stat_activity
                where application_name = 'sabia-cache-notices' and datname = current_database()`,
          );
          expect(terminated).toEqual([{ done: true }]);
          // Reconnected: the clear for what it may have missed, then notices again.
          await within(5000, () => cache.clears.length === 2);
          await within(5000, async () => {
            const listening = await queryRows<{ n: number }>(
              other.db,
              sql`select count(*)::int as n from pg_stat_activity
                  where application_name = 'sabia-cache-notices' and datname = current_database()`,
            );
            return listening[0]!.n === 1;
          });
          await other.db.execute(sql`update tenants set name = name`);
          await within(2000, () => cache.clears.length === 3);
        } finally {
          await notices.close();
          await other.close();
        }
      });
  });
}
