import { afterAll, describe, expect, it } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/database.ts";
import { sabiaMetrics } from "./metrics.ts";

/** Issue 31: /metrics reports the database pool — PostgreSQL's total, idle and waiting; PGlite's one connection. */
const url = process.env.TEST_DATABASE_URL;
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
});

const poolLines = async (database: Database) => {
  const metrics = sabiaMetrics();
  metrics.sources.database = database;
  const text = await metrics.registry.getSingleMetricAsString("sabia_db_pool_connections");
  return text.split("\n").filter((line) => !line.startsWith("#"));
};

describe("database pool metric", () => {
  it("PGlite: one connection while open", { timeout: 60_000 }, async () => {
    const database = await openPglite("memory://");
    opened.push(database);
    expect(await poolLines(database)).toEqual(['sabia_db_pool_connections{engine="pglite",state="total"} 1']);
  });

  it.runIf(url)("PostgreSQL: total, idle and waiting clients of the pool", { timeout: 30_000 }, async () => {
    const database = await openPostgres(url!);
    opened.push(database);
    const client = await database.pool!.connect();
    await database.pool!.connect().then((second) => second.release());
    expect(await poolLines(database)).toEqual([
      'sabia_db_pool_connections{engine="postgres",state="total"} 2',
      'sabia_db_pool_connections{engine="postgres",state="idle"} 1',
      'sabia_db_pool_connections{engine="postgres",state="waiting"} 0',
    ]);
    client.release();
  });
});
