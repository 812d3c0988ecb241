import { eq } from "drizzle-orm";
import { randomToken } from "../identity/secrets.ts";
import type { Db } from "./database.ts";
import { parameters } from "./schema/catalog.ts";

/**
 * A server secret: the environment's value when it is long enough (≥ 32 characters), else one generated once into
 * the `parameters` table under `key` — the first writer wins and every instance then reads the same value.
 */
export async function sharedSecret(db: Db, key: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  await db
    .insert(parameters)
    .values({ key, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(parameters).where(eq(parameters.key, key));
  return String(row!.value);
}
