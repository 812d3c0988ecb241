import { eq, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { sandboxClock } from "../schema/commerce.ts";

/** Minutes the payments sandbox runs ahead of the real clock (one row, created by migration 0008). */
export async function sandboxOffsetMinutes(db: Db): Promise<number> {
  const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, 1));
  return row?.offsetMinutes ?? 0;
}

/** Moves the sandbox clock forward by `minutes` in one statement (concurrent moves add up). */
export async function addSandboxMinutes(db: Db, minutes: number): Promise<number> {
  const [row] = await db
    .insert(sandboxClock)
    .values({ id: 1, offsetMinutes: minutes })
    .onConflictDoUpdate({
      target: sandboxClock.id,
      set: { offsetMinutes: sql`${sandboxClock.offsetMinutes} + ${minutes}` },
    })
    .returning();
  return row!.offsetMinutes;
}
