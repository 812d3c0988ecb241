import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../database.ts";
import { testEngines } from "../test-databases.ts";
import { appendPaymentEvent, claimPixReceipt, paymentEventsOf } from "./payment-ledger-queries.ts";

for (const engine of testEngines()) {
  describe(`payments ledger on ${engine.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await engine.open();
    }, 120_000);
    afterAll(async () => {
      await database?.close();
      await engine.dispose();
    });

    it("keeps every event and refuses to change or remove one", async () => {
      const { db } = database;
      await appendPaymentEvent(db, { provider: "pix", kind: "webhook.pix", txid: "T1", body: { pix: [] } });
      await appendPaymentEvent(db, {
        provider: "pix",
        kind: "charge.read",
        txid: "T1",
        body: { status: "ATIVA" },
      });
      expect((await paymentEventsOf(db, { txid: "T1" })).map((event) => event.kind)).toEqual([
        "webhook.pix",
        "charge.read",
      ]);
      await expect(db.execute(sql`update payment_events set kind = 'x'`)).rejects.toThrow();
      await expect(db.execute(sql`delete from payment_events`)).rejects.toThrow();
      expect(await paymentEventsOf(db, { txid: "T1" })).toHaveLength(2);
    });

    it("claims a Pix by its endToEndId once", async () => {
      const { db } = database;
      const receipt = {
        endToEndId: "E12345678202611271200abcdefghijk",
        txid: "T2",
        amount: 10,
        paidAt: new Date(),
        outcome: "granted",
        receivedVia: "webhook",
      };
      const claims = await Promise.all(Array.from({ length: 10 }, () => claimPixReceipt(db, receipt)));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });
  });
}
