/**
 * `npm run bench:login`: sign-in throughput and the enumeration timing check, on this machine.
 *
 * 1. Baseline: argon2id verifications per second (the same parameters as stored passwords), sequential and
 *    with the same concurrency as step 2 — the ceiling a sign-in cannot beat.
 * 2. Sign-ins per second over HTTP: POST /api/auth/signin/tenants/sabia against the real API stage on a
 *    migrated and seeded in-memory PGlite (captcha verifier replaced by one that accepts, so the proof of
 *    work a browser does is not counted; throttling counters, argon2 and token signing are).
 * 3. Median time of an unknown user vs a wrong password over 200 trials each (interleaved), at the
 *    identity service (the HTTP layer is the same for both); failure counters are cleared between trials so
 *    throttling never answers early.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism } from "node:os";
import { sql } from "drizzle-orm";
import pino from "pino";
import { createApiStage } from "#server/api/api-stage.ts";
import { createApp } from "#server/app.ts";
import type { CaptchaService } from "#server/captcha/altcha.ts";
import { migrateDatabase, openPglite } from "#server/db/database.ts";
import { seedDatabase } from "#server/db/seed/seed.ts";
import { tokenIssuer } from "#server/identity/access-tokens.ts";
import { identityService } from "#server/identity/identity-service.ts";
import { hashPassword, verifyPassword } from "#server/identity/passwords.ts";
import { createMailer } from "#server/mail/outbox.ts";

const concurrency = Number(process.env.CONCURRENCY ?? 8);
const seconds = Number(process.env.SECONDS ?? 5);
const trials = 200;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function during(ms: number, workers: number, work: () => Promise<unknown>): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < end) {
        await work();
        done++;
      }
    }),
  );
  return done / (ms / 1000);
}

const logger = pino({ level: "silent" });
console.log(
  `bench:login — ${availableParallelism()} CPUs, UV_THREADPOOL_SIZE=${process.env.UV_THREADPOOL_SIZE ?? "4 (default)"}, concurrency ${concurrency}, ${seconds} s per measure`,
);
console.log("preparing an in-memory database (migrate + seed)…");
const database = await openPglite("memory://");
await migrateDatabase(database);
await seedDatabase(database.db);

// 1. Baseline.
const stored = await hashPassword("Sabia@2026");
const verifySequential = await during(seconds * 1000, 1, () => verifyPassword(stored, "Sabia@2026"));
const verifyConcurrent = await during(seconds * 1000, concurrency, () =>
  verifyPassword(stored, "Sabia@2026"),
);

// 2. Sign-ins over HTTP.
const acceptAll: CaptchaService = {
  challenge: () => Promise.reject(new Error("not used")),
  verify: async () => "accepted",
};
const tokens = tokenIssuer(randomBytes(32));
const mailer = createMailer(database.db, logger);
const api = await createApiStage({ database, logger, mailer, captcha: acceptAll, tokens });
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
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/auth/signin/tenants/sabia`;
const body = JSON.stringify({
  username: "aluno",
  password: "Sabia@2026",
  applicationAlias: "artmed-marketplace",
});
let failures = 0;
const signIn = async () => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", captcha: "x" },
    body,
  });
  if (response.status !== 200) failures++;
  await response.arrayBuffer();
};
await during(1000, concurrency, signIn); // warm-up
const signInsSequential = await during(seconds * 1000, 1, signIn);
const signInsConcurrent = await during(seconds * 1000, concurrency, signIn);

// 3. Unknown user vs wrong password.
const service = identityService({ db: database.db, tokens, mailer, captcha: acceptAll });
const request = { ip: "198.51.100.7", origin: "http://bench", language: "pt-BR" as const, userAgent: null };
const timeOf = async (username: string, password: string) => {
  await database.db.execute(sql`delete from sign_in_failures`);
  const started = performance.now();
  const outcome = await service
    .signIn(
      {
        username,
        password,
        applicationAlias: "artmed-marketplace",
        captcha: "x",
        form: { kind: "tenant", tenant: "sabia" },
      },
      request,
    )
    .then(
      () => "signed in",
      (error: { code?: string }) => error.code ?? "error",
    );
  const elapsed = performance.now() - started;
  if (outcome !== "invalidCredentials") throw new Error(`expected invalidCredentials, got ${outcome}`);
  return elapsed;
};
const unknown: number[] = [];
const wrong: number[] = [];
for (let i = 0; i < trials; i++) {
  unknown.push(await timeOf(`ninguem${i}`, "Errada@2026"));
  wrong.push(await timeOf("professor", "Errada@2026"));
}

server.closeAllConnections();
server.close();
await api.close();
await database.close();

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
console.log("");
console.log(
  `baseline: argon2id verify (19 MiB, t=2)   ${round(verifySequential)} /s sequential, ${round(verifyConcurrent)} /s with ${concurrency} in flight`,
);
console.log(
  `sign-ins over HTTP (200 + token)         ${round(signInsSequential)} /s sequential, ${round(signInsConcurrent)} /s with ${concurrency} in flight${failures ? ` (${failures} non-200!)` : ""}`,
);
console.log(
  `sign-in cost vs bare verify              ${round(1000 / signInsSequential - 1000 / verifySequential, 2)} ms per sign-in on top of argon2 (sequential)`,
);
console.log(`unknown user, median of ${trials}             ${round(median(unknown), 2)} ms`);
console.log(`wrong password, median of ${trials}           ${round(median(wrong), 2)} ms`);
console.log(`difference (unknown − wrong)              ${round(median(unknown) - median(wrong), 2)} ms`);
if (failures) process.exitCode = 1;
