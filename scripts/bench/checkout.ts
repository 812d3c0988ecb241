/**
 * `npm run bench:checkout`: the checkout's concurrency guarantee and its latency, on this machine.
 *
 * The real API stage runs in-process on a migrated and seeded in-memory PGlite (captcha verifier replaced by one
 * that accepts, as bench:login does), behind node:http on a free port; every call goes over HTTP. Each latency is
 * printed beside a baseline measured on the same API in the same run: GET /api/health, which runs `select 1`.
 *
 * Sandbox provider:
 * (a) 50 concurrent identical Pix payment calls (one Idempotency-Key), then 50 concurrent card payments of one
 *     purchase with 50 different keys: the number of charges (payment rows) of each purchase — must be 1.
 * (b) p50/p95 of a whole Pix purchase (create-or-recover → create-installments → generate-pix → sandbox pay →
 *     is-subscription-paid) for PURCHASES purchases (default 100).
 * Pix provider, against the Pix PSP simulator in its own process (scripts/bench/checkout-pix.ts): (c) the whole
 * purchase through the PSP, (d) webhook → access, (e) 50 duplicated webhooks → 1 grant.
 */
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import { clonePglite, migrateDatabase, openPglite, type Database } from "#server/db/database.ts";
import { seedDatabase } from "#server/db/seed/seed.ts";
import { baselineSample, figures, startBenchApi, tally } from "./checkout-kit.ts";
import { pixSection } from "./checkout-pix.ts";
import { startPixPspProcess, type PixPspProcess } from "../pix-psp-process.ts";

const purchases = Number(process.env["PURCHASES"] ?? 100);
const concurrent = 50;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function sandboxSection(database: Database) {
  const api = await startBenchApi(database);
  const { call, token, courses } = api;
  const problems: string[] = [];
  try {
    if (courses.length < purchases + 2) throw new Error(`only ${courses.length} courses to buy`);
    const charges = async (subscriptionId: number) =>
      (
        await api.rows<{ n: number }>(
          sql`select count(*)::int as n from payments where subscription_id = ${subscriptionId}`,
        )
      )[0]!.n;

    // (a) one key, 50 identical calls; then 50 keys on one purchase.
    const samePix = await api.start(courses[0]!.friendly_url);
    const key = randomUUID();
    const pixStatuses = await Promise.all(
      Array.from({ length: concurrent }, () =>
        call(
          "POST",
          "/api/candidate/pix/generate-pix-ecommerce",
          token,
          { subscriptionId: samePix },
          { "idempotency-key": key },
        ),
      ),
    );
    const card = await api.start(courses[1]!.friendly_url);
    const cardStatuses = await Promise.all(
      Array.from({ length: concurrent }, () =>
        call(
          "POST",
          `/api/candidate/creditCard/${card}/creditcard-payment-ecommerce`,
          token,
          // A sandbox card token (ADR 059): the browser's sandbox tokenizer makes these; no number is sent.
          {
            token: `sbx1_approved_visa_1111_${randomUUID().replace(/-/g, "").slice(0, 16)}`,
            paymentMethodId: "visa",
            installments: 1,
          },
          { "idempotency-key": randomUUID() },
        ),
      ),
    );
    const pixCharges = await charges(samePix);
    const cardCharges = await charges(card);

    // (b) whole Pix purchases against the select-1 baseline, interleaved so both see the same machine load.
    const purchaseTimes: number[] = [];
    const baseline: number[] = [];
    let failures = 0;
    for (const course of courses.slice(2, purchases + 2)) {
      if (!(await baselineSample(api, baseline))) failures++;
      const started = performance.now();
      const id = await api.start(course.friendly_url);
      const steps = [
        await call(
          "POST",
          `/api/candidate/subscriptions/${id}/create-installments/${course.id * 100}`,
          token,
        ),
        await call(
          "POST",
          "/api/candidate/pix/generate-pix-ecommerce",
          token,
          { subscriptionId: id },
          { "idempotency-key": randomUUID() },
        ),
        await call("POST", `/api/dev/sandbox/subscriptions/${id}/pay`),
      ];
      const paid = await call("GET", `/api/candidate/subscriptions/${id}/is-subscription-paid`, token);
      purchaseTimes.push(performance.now() - started);
      if (steps.some((step) => step.status !== 200) || paid.json["paid"] !== true) failures++;
    }
    if (pixCharges !== 1 || cardCharges !== 1)
      problems.push("a purchase was charged more than once (or not at all)!");
    if (failures) problems.push(`${failures} sandbox purchases did not complete!`);
    const lines = [
      `(a) ${concurrent} identical Pix calls, one key      → ${tally(pixStatuses)}; charges: ${pixCharges}`,
      `    ${concurrent} card calls, ${concurrent} different keys → ${tally(cardStatuses)}; charges: ${cardCharges}`,
      figures("(b) whole Pix purchase (5 calls)", purchaseTimes, baseline),
      figures("    baseline GET /api/health (select 1)", baseline),
    ];
    return { lines, problems };
  } finally {
    await api.close();
  }
}

console.log(
  `bench:checkout — ${availableParallelism()} CPUs, ${purchases} Pix purchases per provider, ${concurrent} concurrent payment calls`,
);
// The simulator starts in its own process while this one prepares the databases.
const pspStarting = startPixPspProcess();
pspStarting.catch(() => {});
let psp: PixPspProcess | undefined;
try {
  let started = performance.now();
  const database = await openPglite("memory://");
  const opened = seconds(started);
  started = performance.now();
  await migrateDatabase(database);
  await seedDatabase(database.db, { courses: purchases + 80 });
  const seeded = seconds(started);
  started = performance.now();
  // The Pix API's own database: a copy of the seeded one, taken before the sandbox section buys anything.
  const pixDatabase = await clonePglite(database);
  console.log(
    `in-memory PGlite: opened in ${opened}, migrated + seeded in ${seeded}, cloned for the Pix API in ${seconds(started)}`,
  );

  console.log("\nSandbox provider");
  const sandbox = await sandboxSection(database);
  await database.close();
  for (const line of sandbox.lines) console.log(line);

  psp = await pspStarting;
  console.log(
    "\nPix provider: the Pix PSP simulator in its own process (mutual TLS, OAuth), webhook over HTTP",
  );
  const pix = await pixSection(pixDatabase, psp, purchases);
  await pixDatabase.close();
  for (const line of pix.lines) console.log(line);

  for (const problem of [...sandbox.problems, ...pix.problems]) console.log(problem);
  if (sandbox.problems.length || pix.problems.length) process.exitCode = 1;
} finally {
  await (psp ?? (await pspStarting.catch(() => undefined)))?.stop();
}
