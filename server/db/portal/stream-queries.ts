import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../database.ts";
import { streamPresence } from "../schema/exams.ts";

/** Where a person's player reports from, and when (ADR 096). */
export interface StreamClaim {
  userId: number;
  ip: string;
  subscriptionId: number;
  lessonId: number;
  at: Date;
}

/**
 * The person's stream is now at `claim.ip`, unless another IP reported after `freeAfter`: then nothing changes
 * and the answer is false. One statement, so two instances racing for the same person cannot both win.
 */
export async function claimStream(db: Db, claim: StreamClaim, freeAfter: Date): Promise<boolean> {
  const row = {
    userId: claim.userId,
    ip: claim.ip,
    subscriptionId: claim.subscriptionId,
    lessonId: claim.lessonId,
    seenAt: claim.at,
  };
  const claimed = await db
    .insert(streamPresence)
    .values(row)
    .onConflictDoUpdate({
      target: streamPresence.userId,
      set: { ip: row.ip, subscriptionId: row.subscriptionId, lessonId: row.lessonId, seenAt: row.seenAt },
      setWhere: sql`${streamPresence.ip} = excluded.ip or ${streamPresence.seenAt} <= ${freeAfter.toISOString()}`,
    })
    .returning({ userId: streamPresence.userId });
  return claimed.length > 0;
}

/** Whether another IP than `ip` streamed for the person after `freeAfter` (a read: it claims nothing). */
export async function streamingElsewhere(db: Db, userId: number, ip: string, freeAfter: Date) {
  const rows = await db
    .select({ userId: streamPresence.userId })
    .from(streamPresence)
    .where(
      and(eq(streamPresence.userId, userId), ne(streamPresence.ip, ip), gt(streamPresence.seenAt, freeAfter)),
    );
  return rows.length > 0;
}
