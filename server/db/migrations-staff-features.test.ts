import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "./database.ts";
import { suiteDatabase, testEngines } from "./test-databases.ts";

/**
 * The staff pages' features of issue 30 for databases seeded before them: migration 0024 (People, operators) and
 * 0025 (the audit log, operators and managers, ADR 076) add the feature and its roles' links once, and so does
 * 0028 (the support queue, operators, ADR 081) after creating its table (only the feature's statements rerun).
 */
const staffFeatures = [
  { file: "0024_people_feature.sql", alias: "people", roles: ["operador"] },
  { file: "0025_audit_feature.sql", alias: "audit", roles: ["gestor", "operador"] },
  { file: "0028_support_queue.sql", alias: "support-queue", roles: ["operador"] },
];

const statementsOf = (file: string) =>
  readFileSync(join(import.meta.dirname, "migrations", file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .filter((statement) => !/^(CREATE|ALTER) TABLE/.test(statement));

for (const engine of testEngines())
  describe(`staff features' migrations on ${engine.name}`, () => {
    const suite = suiteDatabase(engine);
    const links = async (alias: string) =>
      (
        await queryRows<{ role: string }>(
          suite.current.db,
          sql`select r.alias as role from role_features rf
            join features f on f.id = rf.feature_id and f.alias = ${alias}
            join roles r on r.id = rf.role_id
            order by r.alias`,
        )
      ).map((row) => row.role);

    it.each(staffFeatures)(
      "$file: the seed gives $roles $alias once; an older database gets it from the migration, run twice",
      async ({ file, alias, roles }) => {
        const db = suite.current.db;
        expect(await links(alias)).toEqual(roles);
        await db.execute(sql`delete from features where alias = ${alias}`);
        expect(await links(alias)).toEqual([]);
        for (let run = 0; run < 2; run++)
          for (const statement of statementsOf(file)) await db.execute(sql.raw(statement));
        expect(await links(alias)).toEqual(roles);
        expect(
          await queryRows(db, sql`select count(*)::int as n from features where alias = ${alias}`),
        ).toEqual([{ n: 1 }]);
      },
    );
  });
