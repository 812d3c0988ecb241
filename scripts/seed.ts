/**
 * npm run seed -- [--courses N] [--reset]
 * Seeds the configured database (DATABASE_URL, or PGlite in DATA_DIR, default ./.data) with the demo data and
 * N courses (default 64). An already seeded database is left alone unless --reset, which empties it first.
 */
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { databaseLocation, migrateDatabase, openDatabase } from "../server/db/database.ts";
import { seedDatabase, seedIfEmpty } from "../server/db/seed/seed.ts";

const { values } = parseArgs({
  options: { courses: { type: "string", default: "64" }, reset: { type: "boolean", default: false } },
});
const courses = Number(values.courses);
if (!Number.isInteger(courses) || courses < 1 || courses > 1_000_000) {
  console.error(`--courses must be a whole number between 1 and 1000000, got "${values.courses}"`);
  process.exit(2);
}

const location = databaseLocation(process.env);
const database = await openDatabase(location);
const started = performance.now();
if (values.reset) {
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
  await migrateDatabase(database);
  await seedDatabase(database.db, { courses });
} else if (!(await seedIfEmpty(database.db, { courses }))) {
  console.error(
    "The database already holds data; run with --reset to replace it (this deletes everything in it).",
  );
  await database.close();
  process.exit(1);
}
await database.db.execute(sql`analyze`);
const where = location.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${location.dataDir}`;
console.log(
  `Seeded ${courses} courses into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
);
await database.close();
