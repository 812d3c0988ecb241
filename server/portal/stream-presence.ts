import { streamWindowSeconds } from "#src/domain/portal/stream-window.ts";
import type { Db } from "../db/database.ts";
import { claimStream, streamingElsewhere } from "../db/portal/stream-queries.ts";
import { CheckoutRefused } from "../payments/checkout-refused.ts";

/** 409 streamingElsewhere: the person's course is being watched from another IP right now (spec §6). */
export const streamingElsewhereRefusal = () =>
  new CheckoutRefused({
    kind: "conflict",
    code: "streamingElsewhere",
    detail: `This account is watching from another place right now; one place at a time (try again in ${streamWindowSeconds} s after it stops).`,
  });

const windowStart = (now: Date) => new Date(now.getTime() - streamWindowSeconds * 1000);

/** Spec §6 for watching, one place at a time: the person's stream is shared by every instance (ADR 080). */
export function streamPresence(db: Db) {
  return {
    /** Before signed media addresses are handed out: refused while another IP streams. */
    async mayStream(userId: number, ip: string, now: Date): Promise<void> {
      if (await streamingElsewhere(db, userId, ip, windowStart(now))) throw streamingElsewhereRefusal();
    },
    /** A player's report: this IP becomes the person's stream, unless another IP streams. */
    async claim(userId: number, ip: string, subscriptionId: number, lessonId: number, now: Date) {
      const claimed = await claimStream(
        db,
        { userId, ip, subscriptionId, lessonId, at: now },
        windowStart(now),
      );
      if (!claimed) throw streamingElsewhereRefusal();
    },
  };
}
