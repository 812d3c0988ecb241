import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { clonePglite, migrateDatabase, openPostgres, type Database } from "./database.ts";
import { openPgliteFast } from "./pglite-template.ts";
import { seedDatabase } from "./seed/seed.ts";

/**
 * Engines the data-layer tests run on: PGlite always; PostgreSQL too when TEST_DATABASE_URL is set
 * (a throw-away database is created in that cluster and dropped afterwards).
 */
export interface TestEngine {
  readonly name: "pglite" | "postgres";
  /** A migrated and seeded database of this engine, private to the caller; close it when done. */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

let pgliteTemplate: Promise<Database> | undefined;

function pgliteEngine(): TestEngine {
  // Each test file's template loads the migrated and seeded dump cached by pglite-template.ts (built once per
  // day and code version) instead of running initdb, the migrations and the seed again.
  pgliteTemplate ??= (async () => {
    const database = await openPgliteFast("memory://", async (fresh) => {
      await migrateDatabase(fresh);
      await seedDatabase(fresh.db);
    });
    await migrateDatabase(database);
    return database;
  })();
  return { name: "pglite", open: async () => clonePglite(await pgliteTemplate!), dispose: async () => {} };
}

/** One statement on the cluster's own database (create or drop another). */
async function onCluster(clusterUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database in the PostgreSQL cluster of `clusterUrl` (TEST_DATABASE_URL), named `prefix` + random
 * hex: its URL, and how to drop it (connections still open are ended).
 */
export async function freshPostgresDatabase(
  clusterUrl: string,
  prefix = "sabia_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  await onCluster(clusterUrl, `create database ${name}`);
  const target = new URL(clusterUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => onCluster(clusterUrl, `drop database if exists ${name} with (force)`),
  };
}

function postgresEngine(url: string): TestEngine {
  const created: { drop(): Promise<void> }[] = [];
  return {
    name: "postgres",
    async open() {
      const fresh = await freshPostgresDatabase(url);
      created.push(fresh);
      const database = await openPostgres(fresh.url);
      await migrateDatabase(database);
      await seedDatabase(database.db);
      return database;
    },
    async dispose() {
      for (const fresh of created.splice(0)) await fresh.drop();
    },
  };
}

export function testEngines(): TestEngine[] {
  const engines = [pgliteEngine()];
  const url = process.env.TEST_DATABASE_URL;
  if (url) engines.push(postgresEngine(url));
  console.info(
    `data-layer tests run on: ${engines.map((engine) => engine.name).join(" + ")}${url ? "" : " (set TEST_DATABASE_URL to add PostgreSQL)"}`,
  );
  return engines;
}

export const ping = (database: Database) => database.db.execute(sql`select 1`);

/**
 * A database of `engine` for the surrounding describe block: opened before its tests, closed (and the engine
 * disposed) after them. Tests read it as `suite.current`.
 */
export function suiteDatabase(engine: TestEngine): { current: Database } {
  const suite = {} as { current: Database };
  beforeAll(async () => {
    suite.current = await engine.open();
  }, 60_000);
  afterAll(async () => {
    await suite.current?.close();
    await engine.dispose();
  });
  return suite;
}
