import { afterAll, describe, expect, it } from "vitest";
import {
  migrateDatabase,
  migrationCount,
  migrationsApplied,
  openPglite,
  openPostgres,
  queryRows,
  type Database,
} from "./database.ts";
import { sql } from "drizzle-orm";
import { freshPostgresDatabase } from "./test-databases.ts";

/**
 * Issue 31: several instances start at once on one database. Each applies the migrations under one advisory lock
 * (server/db/database.ts), so every migration runs once and none fails on another's half-made schema.
 */
const url = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  for (const database of opened) await database.close();
  await dropDatabase?.();
});

const appliedRows = async (database: Database) =>
  queryRows<{ hash: string }>(database.db, sql`select hash from drizzle.__drizzle_migrations`);

describe("migrations under several instances", () => {
  it("PGlite: migrating twice at once applies each migration once", { timeout: 60_000 }, async () => {
    const database = await openPglite("memory://");
    opened.push(database);
    expect(await migrationsApplied(database).catch(() => false)).toBe(false);
    await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
    const rows = await appliedRows(database);
    expect(rows).toHaveLength(migrationCount());
    expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
    expect(await migrationsApplied(database)).toBe(true);
  });

  it.runIf(url)(
    "PostgreSQL: two migrators starting at once on an empty database apply each migration once, both succeed",
    { timeout: 120_000 },
    async () => {
      const fresh = await freshPostgresDatabase(url!, "sabia_migrate");
      dropDatabase = fresh.drop;
      const first = await openPostgres(fresh.url);
      const second = await openPostgres(fresh.url);
      opened.push(first, second);
      const results = await Promise.allSettled([migrateDatabase(first), migrateDatabase(second)]);
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled"]);
      const rows = await appliedRows(first);
      expect(rows).toHaveLength(migrationCount());
      expect(new Set(rows.map((row) => row.hash)).size).toBe(rows.length);
      expect(await migrationsApplied(second)).toBe(true);
    },
  );
});
