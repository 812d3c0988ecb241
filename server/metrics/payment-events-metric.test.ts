import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { paymentEventsOf } from "../db/checkout/payment-ledger-queries.ts";
import { paymentLedger } from "../payments/payment-ledger.ts";
import { sabiaMetrics } from "./metrics.ts";

/** Issue 31: every line the payments ledger takes counts in /metrics, by provider and kind. */
const [engine] = testEngines();
const database = await engine!.open();
afterAll(() => database.close());

const countOf = async (provider: string, kind: string) =>
  (await sabiaMetrics().paymentEvents.get()).values.find(
    (value) => value.labels.provider === provider && value.labels.kind === kind,
  )?.value ?? 0;

describe("payment events metric", () => {
  it("counts each ledger line by provider and kind", async () => {
    const before = await countOf("pix", "webhook.pix");
    const ledger = paymentLedger(database.db, pino({ level: "silent" }));
    for (const txid of ["tx-metric-1", "tx-metric-2"])
      ledger.record({ provider: "pix", kind: "webhook.pix", txid, body: { txid } });
    ledger.record({ provider: "mercadopago", kind: "charge.created", txid: "tx-metric-3", body: {} });
    await ledger.flushed();
    expect(await countOf("pix", "webhook.pix")).toBe(before + 2);
    expect(await countOf("mercadopago", "charge.created")).toBeGreaterThanOrEqual(1);
    expect(await paymentEventsOf(database.db, { txid: "tx-metric-1" })).toHaveLength(1);
    const text = await sabiaMetrics().registry.metrics();
    expect(text).toMatch(/^sabia_payment_events_total\{provider="pix",kind="webhook.pix"\} \d+$/m);
  });
});
