import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

/** One query API over both engines (DESIGN.md §1): PGlite embedded, PostgreSQL via DATABASE_URL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly engine: "pglite" | "postgres";
  /** The PGlite instance (for clone() in tests), when the engine is PGlite. */
  readonly pglite?: PGlite;
  /** The connection pool, when the engine is PostgreSQL (migrations' lock, /metrics). */
  readonly pool?: pg.Pool;
  close(): Promise<void>;
}

export type DatabaseLocation =
  { readonly kind: "pglite"; readonly dataDir: string } | { readonly kind: "postgres"; readonly url: string };

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** DATABASE_URL wins; otherwise PGlite in DATA_DIR (default ./.data; "memory://" keeps it in memory). */
export function databaseLocation(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}): DatabaseLocation {
  if (env.DATABASE_URL) return { kind: "postgres", url: env.DATABASE_URL };
  return { kind: "pglite", dataDir: env.DATA_DIR || "./.data" };
}

const extensions = { unaccent, pg_trgm };

export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions });
  return wrapPglite(client);
}

/** Wraps an existing PGlite (e.g. a clone made in a test). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client) as unknown as Db;
  return { db, engine: "pglite", pglite: client, close: () => client.close() };
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (restart, failover, a dropped database) is already removed from the
  // pool, which opens another when needed; without a listener its error would be thrown and end the process.
  pool.on("error", () => {});
  const db = drizzleNodePg(pool) as unknown as Db;
  return { db, engine: "postgres", pool, close: () => pool.end() };
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const database =
    location.kind === "postgres" ? await openPostgres(location.url) : await openPglite(location.dataDir);
  await migrateDatabase(database);
  return database;
}

/** The key of the advisory lock migrations take on PostgreSQL: one fixed number, the same in every instance. */
export const migrationLockKey = 0x5ab1a_31;

/**
 * Applies the migrations not applied yet. On PostgreSQL several instances may start at once (issue 31): each
 * takes one advisory lock on a connection of its own and migrates on that connection, so one applies each
 * migration and the others, once they hold the lock, find nothing left to do. PGlite has one process: calls on
 * one handle take turns in it (two at once each tried the first migration).
 */
export function migrateDatabase(database: Database): Promise<void> {
  const turn = (migrating.get(database) ?? Promise.resolve()).then(() => migrateOnce(database));
  migrating.set(
    database,
    turn.catch(() => undefined),
  );
  return turn;
}

/** The last migration started on each handle, so that the next waits for it. */
const migrating = new WeakMap<Database, Promise<unknown>>();

async function migrateOnce(database: Database): Promise<void> {
  if (database.engine === "pglite" || !database.pool) {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    try {
      await migrateNodePg(drizzleNodePg(client) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

/** How many migrations this build has (the journal of server/db/migrations). */
export function migrationCount(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** Whether the database answers and has every migration of this build applied (/readyz). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const rows = await queryRows<{ applied: number }>(
    database.db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return (rows[0]?.applied ?? 0) >= migrationCount();
}

/** Runs raw SQL and returns its rows on either engine. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** PGlite clones of a migrated in-memory database clone cheaply (tests). */
export async function clonePglite(database: Database): Promise<Database> {
  if (!database.pglite) throw new Error("clone needs a PGlite database");
  return wrapPglite((await database.pglite.clone()) as PGlite);
}
