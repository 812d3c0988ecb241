import { and, eq, gte, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import { payments } from "../db/schema/commerce.ts";
import type { PixApiClient } from "./providers/pix/pix-api-client.ts";
import type { PixReceipts } from "./pix-receipts.ts";

/** Charges asked about one by one: those made in the last hour (a Pix lives 3 minutes; an hour covers outages). */
const chargeLookbackMs = 60 * 60_000;
/** Each sweep reads again the last minutes of the one before, so a Pix booked late at the PSP is not skipped. */
const sweepOverlapMs = 10 * 60_000;

/**
 * The safety net under the webhook (ADR 048): every run asks the PSP about each charge still open here
 * (`GET /cob/{txid}`) and sweeps the Pix received since the last sweep (`GET /pix?inicio&fim`). What it finds goes
 * through the same receipts as the webhook, so a Pix told by both grants once.
 */
export function pixReconciliation(db: Db, client: PixApiClient, receive: PixReceipts, logger: Logger) {
  let lastSweep: Date | null = null;

  async function openCharges(now: Date) {
    return db
      .select({ txid: payments.pixTxid })
      .from(payments)
      .where(
        and(
          eq(payments.method, "pix"),
          eq(payments.provider, "pix"),
          inArray(payments.status, ["pending", "expired", "canceled"]),
          gte(payments.createdAt, new Date(now.getTime() - chargeLookbackMs)),
        ),
      );
  }

  async function runOnce(now: Date = new Date()): Promise<{ granted: number; checked: number }> {
    let granted = 0;
    const charges = await openCharges(now);
    for (const { txid } of charges) {
      if (!txid) continue;
      try {
        const charge = await client.readCharge(txid);
        for (const pix of charge.pix ?? [])
          if ((await receive({ ...pix, txid: pix.txid ?? txid }, "reconciliation")) === "granted") granted++;
      } catch (error) {
        logger.warn({ err: error, txid }, "reconciliation could not read a Pix charge");
      }
    }
    const from = new Date(
      (lastSweep ?? new Date(now.getTime() - chargeLookbackMs)).getTime() - sweepOverlapMs,
    );
    try {
      // `fim` a little ahead: a PSP whose clock runs ahead of ours still shows what it booked "just now".
      for (const pix of await client.receivedBetween(from, new Date(now.getTime() + 5 * 60_000)))
        if ((await receive(pix, "reconciliation")) === "granted") granted++;
      lastSweep = now;
    } catch (error) {
      logger.warn({ err: error }, "reconciliation could not sweep the received Pix");
    }
    if (granted > 0) logger.warn({ granted }, "reconciliation granted Pix the webhook had not delivered");
    return { granted, checked: charges.length };
  }

  return { runOnce };
}

export type PixReconciliation = ReturnType<typeof pixReconciliation>;
