/**
 * The Pix-provider section of `npm run bench:checkout`: a second API stage (PAYMENT_PROVIDER=pix) on its own
 * PGlite, pointed at the Pix PSP simulator running as a separate process (mutual TLS and OAuth on), with its
 * webhook on this API's own http://127.0.0.1:port.
 *
 * (c) p50/p95 of a whole Pix purchase: create-or-recover → create-installments (cash plan) → generate-pix (a real
 *     `PUT /cob` over mTLS) → the simulator pays it (webhook "once") → is-subscription-paid until paid; per step too.
 * (d) webhook → access: from sending the simulator's pay call to is-subscription-paid saying paid (polled every
 *     5 ms while the pay call is under way); goal p95 ≤ 1 s.
 * (e) one paid Pix whose webhook the simulator delivers right after paying, while the same body is POSTed 50
 *     times at once: pix_receipts rows, grants and confirmation e-mails (each must be 1).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { pixWebhookUrl } from "#server/payments/pix-webhook-stage.ts";
import { freePort } from "../free-port.ts";
import type { PixPspProcess } from "../pix-psp-process.ts";
import {
  baselineSample,
  figures,
  jsonCall,
  percentile,
  sleep,
  startBenchApi,
  tally,
} from "./checkout-kit.ts";

const duplicates = 50;
const accessGoalMs = 1000;

async function until(check: () => Promise<boolean>, ms: number, what: string) {
  const end = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

export async function pixSection(database: Database, psp: PixPspProcess, purchases: number) {
  const webhookSecret = randomBytes(24).toString("hex");
  // The webhook URL names this API's port, so the port is chosen before the API starts.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const { apiUrl, tokenUrl, clientId, clientSecret, caFile, receiverKey } = psp;
  const settings = {
    apiUrl,
    tokenUrl,
    clientId,
    clientSecret,
    caFile,
    receiverKey,
    webhookSecret,
    publicUrl,
  };
  const api = await startBenchApi(database, {
    port,
    payments: {
      provider: {
        kind: "pix",
        pix: { ...settings, certFile: psp.clientCertFile, keyFile: psp.clientKeyFile },
      },
      // Only the webhook grants here: the reconciliation loop runs once at start (registering the webhook).
      pix: { reconcileSeconds: 3600 },
    },
  });
  const control = (path: string, body?: unknown) =>
    jsonCall(`${psp.controlUrl}${path}`, body === undefined ? "GET" : "POST", body);
  const state = async () => (await control("/state")).json;
  const problems: string[] = [];
  try {
    await until(async () => ((await state())["webhooks"] as unknown[]).length > 0, 15_000, "the webhook");
    if (api.courses.length < purchases + 1) throw new Error(`only ${api.courses.length} courses to buy`);

    /** create-or-recover → create-installments → generate-pix, and the charge's txid (read untimed). */
    const openPix = async (course: { id: number; friendly_url: string }) => {
      const times: number[] = [];
      let started = performance.now();
      const lap = () => {
        const now = performance.now();
        times.push(now - started);
        started = now;
      };
      const id = await api.start(course.friendly_url);
      lap();
      const plan = `/api/candidate/subscriptions/${id}/create-installments/${course.id * 100}`;
      const installments = await api.call("POST", plan, api.token);
      lap();
      const pix = await api.call(
        "POST",
        "/api/candidate/pix/generate-pix-ecommerce",
        api.token,
        { subscriptionId: id },
        { "idempotency-key": randomUUID() },
      );
      lap();
      const [row] = await api.rows<{ pix_txid: string }>(
        sql`select pix_txid from payments where subscription_id = ${id} and status = 'pending'`,
      );
      const ok = id > 0 && installments.status === 200 && pix.status === 200 && Boolean(row?.pix_txid);
      return { id, txid: row?.pix_txid ?? "", times, ok };
    };

    // (c), (d): whole purchases, each beside one baseline call so both see the same machine load.
    const steps: number[][] = [[], [], [], []];
    const whole: number[] = [];
    const baseline: number[] = [];
    let failures = 0;
    for (const course of api.courses.slice(0, purchases)) {
      if (!(await baselineSample(api, baseline))) failures++;
      const opened = await openPix(course);
      const sent = performance.now();
      const paying = control(`/cob/${opened.txid}/pay`, { webhook: "once" });
      let paid = false;
      while (!paid && performance.now() - sent < 10_000) {
        const check = `/api/candidate/subscriptions/${opened.id}/is-subscription-paid`;
        paid = (await api.call("GET", check, api.token)).json["paid"] === true;
        if (!paid) await sleep(5);
      }
      const access = performance.now() - sent;
      if (!opened.ok || !paid || (await paying).status !== 201) failures++;
      [...opened.times, access].forEach((time, step) => steps[step]!.push(time));
      whole.push(opened.times.reduce((sum, time) => sum + time, access));
    }
    const [viaWebhook] = await api.rows<{ n: number }>(
      sql`select count(*)::int as n from pix_receipts where outcome = 'granted' and received_via = 'webhook'`,
    );

    // (e) the simulator delivers right after answering (webhook "late", 0 ms) while 50 copies arrive at once.
    const spare = await openPix(api.courses[purchases]!);
    const paid = await control(`/cob/${spare.txid}/pay`, { webhook: "late", lateMs: 0 });
    const { endToEndId, txid, valor, horario } = paid.json as Record<string, string>;
    const body = { pix: [{ endToEndId, txid, valor, horario }] };
    const url = `${pixWebhookUrl(api.base, webhookSecret)}/pix`;
    const answers = await Promise.all(Array.from({ length: duplicates }, () => jsonCall(url, "POST", body)));
    type Delivery = { endToEndIds: string[]; status?: number; error?: string };
    const pspDelivery = async () =>
      ((await state())["webhookDeliveries"] as Delivery[]).find(
        (delivery) =>
          delivery.endToEndIds.includes(endToEndId ?? "") &&
          (delivery.status ?? delivery.error) !== undefined,
      );
    await until(async () => (await pspDelivery()) !== undefined, 10_000, "the simulator's delivery");
    const delivered = await pspDelivery();
    const receipts = await api.rows<{ outcome: string }>(
      sql`select outcome from pix_receipts where txid = ${txid ?? ""}`,
    );
    const grants = receipts.filter((receipt) => receipt.outcome === "granted").length;
    const [confirmed] = await api.rows<{ status: string; mails: number; charges: number }>(
      sql`select s.status,
            (select count(*)::int from outbox o where position(' ' || s.transaction_number || ':' in o.text) > 0) as mails,
            (select count(*)::int from payments p where p.subscription_id = s.id and p.status = 'paid') as charges
          from subscriptions s where s.id = ${spare.id}`,
    );

    const accessTimes = steps[3]!;
    const meets = percentile(accessTimes, 95) <= accessGoalMs;
    const lines = [
      figures(`(c) whole Pix purchase through the PSP`, whole, baseline),
      figures(`      create-or-recover`, steps[0]!, baseline),
      figures(`      create-installments (cash plan)`, steps[1]!, baseline),
      figures(`      generate-pix (PUT /cob over mTLS)`, steps[2]!, baseline),
      figures(`(d) webhook → access (pay → paid)`, accessTimes, baseline),
      `    goal p95 ≤ ${accessGoalMs / 1000} s: ${meets ? "met" : "NOT met"}; granted by the webhook: ${viaWebhook?.n ?? 0} of ${purchases}`,
      figures(`    baseline GET /api/health (select 1)`, baseline),
      `(e) ${duplicates} duplicated webhooks → ${grants} grant(s)`,
      `    our ${duplicates} POSTs → ${tally(answers)}; the PSP's own delivery → ${delivered?.status ?? delivered?.error}`,
      `    pix_receipts rows: ${receipts.length}; subscription ${confirmed?.status}; paid charges: ${confirmed?.charges}; confirmation e-mails: ${confirmed?.mails}`,
    ];
    if (failures) problems.push(`${failures} Pix purchases did not complete!`);
    if (!spare.ok || paid.status !== 201) problems.push("the duplicated-webhook purchase could not be paid!");
    if (grants !== 1 || receipts.length !== 1 || confirmed?.mails !== 1 || confirmed.charges !== 1)
      problems.push(
        `${duplicates} duplicated webhooks must give exactly one grant, receipt and confirmation!`,
      );
    return { lines, problems };
  } finally {
    await api.close();
  }
}
