import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./database.ts";
import { suiteDatabase, testEngines } from "./test-databases.ts";

/** Migration 0024 (issue 30): a database seeded before the People page gets its feature and the operator's link once. */
const migration = readFileSync(join(import.meta.dirname, "migrations/0024_people_feature.sql"), "utf8")
  .split("--> statement-breakpoint")
  .map((statement) => statement.trim());

for (const engine of testEngines())
  describe(`migration 0024 on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const links = () =>
      queryRows<{ role: string }>(
        suite.current.db,
        sql`select r.alias as role from role_features rf
          join features f on f.id = rf.feature_id and f.alias = 'people'
          join roles r on r.id = rf.role_id`,
      );

    it("the seed gives the operator People once; an older database gets it from the migration, run twice", async () => {
      const db = suite.current.db;
      expect(await links()).toEqual([{ role: "operador" }]);
      await db.execute(sql`delete from features where alias = 'people'`);
      expect(await links()).toEqual([]);
      for (let run = 0; run < 2; run++)
        for (const statement of migration) await db.execute(sql.raw(statement));
      expect(await links()).toEqual([{ role: "operador" }]);
      expect(
        await queryRows(db, sql`select count(*)::int as n from features where alias = 'people'`),
      ).toEqual([{ n: 1 }]);
    });
  });
