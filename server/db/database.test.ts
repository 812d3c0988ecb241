import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openPostgres, queryRows } from "./database.ts";

const url = process.env.TEST_DATABASE_URL;

/**
 * PostgreSQL ends idle connections of its own accord (a restart, a failover, idle_session_timeout, a dropped
 * database): the pool must drop them quietly and go on, not throw an unhandled error that ends the process.
 */
describe.skipIf(!url)("PostgreSQL pool", () => {
  it("survives the server ending its idle connections", async () => {
    const database = await openPostgres(url!);
    const pid = async () =>
      (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0]!.pid;
    const idle = await pid();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("select pg_terminate_backend($1)", [idle]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await pid()).not.toBe(idle);
    await database.close();
  });
});
