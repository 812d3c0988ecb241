import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throwAwayPostgres } from "../scripts/fleet-kit.ts";
import { migrateDatabase, openPostgres, queryRows, type Database } from "../server/db/database.ts";
import { freshPostgresDatabase } from "../server/db/test-databases.ts";
import { seedDatabase } from "../server/db/seed/seed.ts";

/**
 * Backups as the README tells an operator to take them (issue 31): `pg_dump --format=custom` of the live
 * database and `pg_restore` into an empty one. The PostgreSQL is TEST_DATABASE_URL's cluster (CI), else a
 * throw-away cluster of .ci/prepare-postgres.sh.
 */
let cluster: { url: string; stop(): void } | null = null;
const databases: { drop(): Promise<void> }[] = [];
const open: Database[] = [];
let folder = "";

beforeAll(() => {
  const given = process.env.TEST_DATABASE_URL;
  cluster = given ? { url: given, stop: () => {} } : throwAwayPostgres();
  folder = mkdtempSync(join(tmpdir(), "sabia-backup-"));
}, 120_000);

afterAll(async () => {
  for (const database of open) await database.close();
  for (const database of databases) await database.drop();
  cluster?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Every table of the app's schema with its row count, and the migrations applied. */
async function contents(database: Database) {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number(
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from ${sql.identifier(name)}`,
        )
      )[0]!.n,
    );
  const [migrations] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return { counts, migrations: migrations!.n };
}

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: "utf8" });
  expect(result.status, `${command}: ${result.stderr}`).toBe(0);
};

describe("backups: pg_dump and pg_restore (README, Running in production)", () => {
  it(
    "a dump of the running database restores into an empty one with every table, row and migration, and the app's data reads back",
    { timeout: 240_000 },
    async () => {
      const source = await freshPostgresDatabase(cluster!.url, "sabia_backup_source");
      const target = await freshPostgresDatabase(cluster!.url, "sabia_backup_target");
      databases.push(source, target);
      const live = await openPostgres(source.url);
      open.push(live);
      await migrateDatabase(live);
      await seedDatabase(live.db);
      const before = await contents(live);
      expect(before.counts["courses"]).toBeGreaterThan(50);
      expect(before.counts["subscriptions"]).toBeGreaterThan(0);

      const dump = join(folder, "sabia.dump");
      run("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, source.url]);
      run("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${target.url}`, dump]);

      const restored = await openPostgres(target.url);
      open.push(restored);
      expect(await contents(restored)).toEqual(before);
      // The restored database is current: starting the app on it applies no migration.
      await migrateDatabase(restored);
      expect((await contents(restored)).migrations).toBe(before.migrations);
      const [course] = await queryRows<{ name: string }>(
        restored.db,
        sql`select name from courses where friendly_url = 'qualidade-e-seguranca-do-paciente'`,
      );
      expect(course?.name).toBe("Qualidade e Segurança do Paciente");
    },
  );
});
