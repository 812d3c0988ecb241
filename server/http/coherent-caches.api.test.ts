import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, type RunningServer } from "#scripts/server-process.ts";
import { formatBrl } from "#src/domain/catalog/money.ts";
import { startTestApi, type TestApi } from "../api/test-server.ts";
import { clearOnCacheNotices, type CacheNotices } from "../db/cache-notices.ts";
import { migrateDatabase, openPostgres, queryRows, type Database } from "../db/database.ts";
import { freshPostgresDatabase, testEngines } from "../db/test-databases.ts";
import { ttlCache } from "./ttl-cache.ts";

/**
 * Issue 31, ADR 079: a price changed on the database shows on both instances within 2 s, although both had the
 * course cached for a minute. On PostgreSQL (TEST_DATABASE_URL, as in CI) the instances are two real production
 * servers (server/main.ts), each with its page cache and catalogue cache, listening on their own connections;
 * without it, two API instances in this process share one PGlite handle and its LISTEN, as in
 * two-instances.api.test.ts.
 */
const url = process.env.TEST_DATABASE_URL;
const keptSeconds = "60";

interface Instance {
  base: string;
  /** Whether it renders pages (the real server) or serves the API only. */
  pages: boolean;
  stop(): Promise<void>;
}

let database: Database;
const instances: Instance[] = [];
const cleanups: (() => Promise<unknown>)[] = [];

async function onPostgres(admin: string) {
  const fresh = await freshPostgresDatabase(admin, "sabia_caches");
  cleanups.push(fresh.drop);
  ensureBuild();
  const server = (): Promise<RunningServer> =>
    startServer({
      DATABASE_URL: fresh.url,
      PAGE_CACHE_SECONDS: keptSeconds,
      CATALOGUE_CACHE_SECONDS: keptSeconds,
    });
  // One after the other: the first migrates and seeds the empty database.
  for (const running of [await server(), await server()])
    instances.push({ base: running.baseUrl, pages: true, stop: () => running.stop() });
  database = await openPostgres(fresh.url);
  await migrateDatabase(database);
  cleanups.unshift(() => database.close());
}

async function onPglite() {
  const [engine] = testEngines();
  database = await engine!.open();
  cleanups.push(() => database.close());
  for (let index = 0; index < 2; index++) {
    const catalogueCache = ttlCache({ ttlMs: Number(keptSeconds) * 1000, maxEntries: 100 });
    const api: TestApi = await startTestApi(engine!, { database, catalogueCache });
    const notices: CacheNotices = await clearOnCacheNotices(database, pino({ level: "silent" }), [
      catalogueCache,
    ]);
    instances.push({
      base: api.url,
      pages: false,
      stop: async () => {
        await notices.close();
        await api.close();
      },
    });
  }
}

beforeAll(async () => {
  await (url ? onPostgres(url) : onPglite());
}, 300_000);

afterAll(async () => {
  for (const instance of instances) await instance.stop();
  for (const cleanup of cleanups) await cleanup();
});

let slug: string;

/** What `instance` shows of the course now: the API's price, and whether its page shows `price` too. */
async function shown(instance: Instance, price: number) {
  const answer = await fetch(
    `${instance.base}/api/subscription/courses/by-friendly-url?friendlyUrl=${encodeURIComponent(slug)}`,
  );
  const api = ((await answer.json()) as { newPrice: number }).newPrice;
  if (!instance.pages) return { api, page: "no pages", cache: "no pages" };
  const page = await fetch(`${instance.base}/curso/${slug}`);
  const html = await page.text();
  return {
    api,
    page: html.includes(formatBrl(price)) ? "shows it" : "does not show it",
    cache: page.headers.get("x-page-cache") ?? "miss",
  };
}

const setPrice = (price: number, notices: "with notices" | "without notices") =>
  database.db.transaction(async (tx) => {
    // A superuser's replica role fires no ordinary trigger: the write that nobody hears of.
    if (notices === "without notices") await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update courses set new_price = ${price} where friendly_url = ${slug}`);
  });

describe(`caches of two instances on one ${url ? "PostgreSQL" : "PGlite"} database`, () => {
  it(
    "a price changed on the database shows on both within 2 s, though each had the course cached",
    { timeout: 120_000 },
    async () => {
      const [course] = await queryRows<{ slug: string; price: number }>(
        database.db,
        sql`select friendly_url as slug, new_price::float as price from courses where active order by id limit 1`,
      );
      slug = course!.slug;
      const before = course!.price;
      const kept = { api: before, page: "shows it", cache: "hit" };
      const keptOrApiOnly = (instance: Instance) =>
        instance.pages ? kept : { api: before, page: "no pages", cache: "no pages" };
      // Each instance reads the course twice: stored, then answered from its caches.
      for (const instance of instances) {
        await shown(instance, before);
        expect(await shown(instance, before)).toEqual(keptOrApiOnly(instance));
      }

      // A write nobody hears of stays unseen for the caches' minute: they really answer.
      await setPrice(before + 111, "without notices");
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const instance of instances)
        expect(await shown(instance, before)).toEqual(keptOrApiOnly(instance));

      const changed = Math.round((before + 222.22) * 100) / 100;
      await setPrice(changed, "with notices");
      const started = performance.now();
      const seenAfter: number[] = [];
      for (const instance of instances) {
        for (;;) {
          const now = await shown(instance, changed);
          if (now.api === changed && (now.page === "shows it" || now.page === "no pages")) break;
          expect(performance.now() - started).toBeLessThan(2000);
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        seenAfter.push(Math.round(performance.now() - started));
      }
      console.info(`new price seen by both instances after ${seenAfter.join(" ms, ")} ms`);
      expect(Math.max(...seenAfter)).toBeLessThan(2000);
      // Kept again from then on.
      for (const instance of instances)
        expect((await shown(instance, changed)).cache).toBe(instance.pages ? "hit" : "no pages");
    },
  );
});
