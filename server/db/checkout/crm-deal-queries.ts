import { sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { crmDeals } from "../schema/commerce.ts";

/** Records the deal stage of a checkout (the default CRM adapter keeps deals here). */
export async function recordDealStage(db: Db, subscriptionId: number, stage: string, amount: number) {
  await db
    .insert(crmDeals)
    .values({ subscriptionId, stage, amount })
    .onConflictDoUpdate({ target: crmDeals.subscriptionId, set: { stage, amount, updatedAt: sql`now()` } });
}
