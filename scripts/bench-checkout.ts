/**
 * `npm run bench:checkout`: the checkout's concurrency guarantee and its latency, on this machine.
 *
 * The real API stage runs in-process on a migrated and seeded in-memory PGlite (captcha verifier replaced by one
 * that accepts, as bench:login does), behind node:http on a free port; every call goes over HTTP.
 *
 * (a) 50 concurrent identical Pix payment calls (one Idempotency-Key), then 50 concurrent card payments of one
 *     purchase with 50 different keys: the number of charges (payment rows) of each purchase — must be 1.
 * (b) p50/p95 of a whole Pix purchase (create-or-recover → create-installments → generate-pix → sandbox pay →
 *     is-subscription-paid) for PURCHASES purchases (default 100), next to a baseline measured in the same run:
 *     GET /api/health, which runs `select 1`, printed as ratios.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApiStage } from "../server/api/api-stage.ts";
import { createApp } from "../server/app.ts";
import type { CaptchaService } from "../server/captcha/altcha.ts";
import { migrateDatabase, openPglite, queryRows } from "../server/db/database.ts";
import { seedDatabase } from "../server/db/seed/seed.ts";
import { tokenIssuer } from "../server/identity/access-tokens.ts";
import { createMailer } from "../server/mail/outbox.ts";

const purchases = Number(process.env["PURCHASES"] ?? 100);
const concurrent = 50;

const percentile = (values: number[], p: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

console.log(
  `bench:checkout — ${availableParallelism()} CPUs, ${purchases} Pix purchases, ${concurrent} concurrent payment calls`,
);
console.log("preparing an in-memory database (migrate + seed a catalogue large enough)…");
const logger = pino({ level: "silent" });
const database = await openPglite("memory://");
await migrateDatabase(database);
await seedDatabase(database.db, { courses: purchases + 80 });

const acceptAll: CaptchaService = {
  challenge: () => Promise.reject(new Error("not used")),
  verify: async () => "accepted",
};
const mailer = createMailer(database.db, logger);
const api = await createApiStage({
  database,
  logger,
  mailer,
  captcha: acceptAll,
  tokens: tokenIssuer(randomBytes(32)),
});
const app = createApp(
  {
    api: api.stage,
    staticFiles: async () => false,
    render: (_request, response) => void response.writeHead(404).end(),
  },
  logger,
);
const server = createServer(app);
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

async function call(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

const signIn = await call("POST", "/api/auth/signin/tenants/sabia", undefined, {
  username: "aluno",
  password: "Sabia@2026",
  applicationAlias: "artmed-marketplace",
});
const token = String(signIn.json["accessToken"]);
// Courses aluno has never bought, active ones only, so every purchase starts a new checkout.
const free = await queryRows<{ id: number; friendly_url: string }>(
  database.db,
  sql`select c.id, c.friendly_url from courses c where c.active
      and not exists (select 1 from subscriptions s join users u on u.id = s.user_id where u.username = 'aluno' and s.course_id = c.id)
      order by c.id`,
);
if (free.length < purchases + 2) throw new Error(`only ${free.length} courses to buy`);
const charges = async (subscriptionId: number) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from payments where subscription_id = ${subscriptionId}`,
    )
  )[0]!.n;
const start = async (slug: string) =>
  Number(
    (
      await call("POST", "/api/subscription/subscriptions/create-or-recover-to-ecommerce", token, {
        friendlyUrl: slug,
      })
    ).json["subscriptionId"],
  );

// (a) one key, 50 identical calls; then 50 keys on one purchase.
const samePix = await start(free[0]!.friendly_url);
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
const card = await start(free[1]!.friendly_url);
const cardStatuses = await Promise.all(
  Array.from({ length: concurrent }, () =>
    call(
      "POST",
      `/api/candidate/creditCard/${card}/creditcard-payment-ecommerce`,
      token,
      {
        cardNumber: "4111111111111111",
        holderName: "ANA L MOREIRA",
        expiryMonth: 12,
        expiryYear: 2031,
        cvv: "123",
        installments: 1,
      },
      { "idempotency-key": randomUUID() },
    ),
  ),
);
const pixCharges = await charges(samePix);
const cardCharges = await charges(card);
const tally = (statuses: { status: number }[]) => {
  const counts = new Map<number, number>();
  for (const { status } of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}× ${status}`).join(", ");
};

// (b) whole Pix purchases against the select-1 baseline, interleaved so both see the same machine load.
const purchaseTimes: number[] = [];
const baselineTimes: number[] = [];
let failures = 0;
for (const course of free.slice(2, purchases + 2)) {
  let started = performance.now();
  if ((await call("GET", "/api/health")).status !== 200) failures++;
  baselineTimes.push(performance.now() - started);
  started = performance.now();
  const id = await start(course.friendly_url);
  const steps = [
    await call("POST", `/api/candidate/subscriptions/${id}/create-installments/${course.id * 100}`, token),
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

server.closeAllConnections();
server.close();
await api.close();
await database.close();

console.log("");
console.log(
  `(a) ${concurrent} identical Pix calls, one key       → ${tally(pixStatuses)}; charges: ${pixCharges}`,
);
console.log(
  `    ${concurrent} card calls, ${concurrent} different keys  → ${tally(cardStatuses)}; charges: ${cardCharges}`,
);
console.log(
  `(b) whole Pix purchase (5 calls)   p50 ${round(percentile(purchaseTimes, 50))} ms, p95 ${round(percentile(purchaseTimes, 95))} ms`,
);
console.log(
  `    baseline GET /api/health        p50 ${round(percentile(baselineTimes, 50), 2)} ms, p95 ${round(percentile(baselineTimes, 95), 2)} ms`,
);
console.log(
  `    ratio purchase / baseline        p50 ×${round(percentile(purchaseTimes, 50) / percentile(baselineTimes, 50))}, p95 ×${round(percentile(purchaseTimes, 95) / percentile(baselineTimes, 95))}`,
);
if (pixCharges !== 1 || cardCharges !== 1) {
  console.log("a purchase was charged more than once (or not at all)!");
  process.exitCode = 1;
}
if (failures) {
  console.log(`${failures} purchases did not complete!`);
  process.exitCode = 1;
}
