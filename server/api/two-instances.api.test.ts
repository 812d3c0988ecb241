import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openPostgres, type Database } from "../db/database.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { identityClient, solvedCaptcha } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";
import { freshPostgresDatabase, testEngines } from "../db/test-databases.ts";

/**
 * Scale-out (issue 17): two API instances serve one database and behave as one — a person signs in on one and
 * continues on the other; captcha solutions, two-factor hand-off codes and sign-in throttling are shared.
 * On PostgreSQL (TEST_DATABASE_URL, as in CI) each instance has its own connection pool on one database; without
 * it both instances share one PGlite handle, which still shows that no instance keeps state of its own.
 */
const url = process.env.TEST_DATABASE_URL;
const [pglite] = testEngines();
const databases: Database[] = [];
let dropDatabase: (() => Promise<void>) | undefined;
let first: TestApi;
let second: TestApi;

async function openShared(): Promise<[Database, Database]> {
  if (!url) {
    const database = await pglite!.open();
    return [database, database];
  }
  const fresh = await freshPostgresDatabase(url, "sabia_two");
  dropDatabase = fresh.drop;
  const one = await openPostgres(fresh.url);
  await migrateDatabase(one);
  await seedDatabase(one.db);
  return [one, await openPostgres(fresh.url)];
}

beforeAll(async () => {
  const [a, b] = await openShared();
  databases.push(a, ...(b === a ? [] : [b]));
  first = await startTestApi(pglite!, { database: a });
  second = await startTestApi(pglite!, { database: b });
}, 120_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  for (const database of databases) await database.close();
  await dropDatabase?.();
});

const onFirst = identityClient(() => first);
const onSecond = identityClient(() => second);

describe(`two instances on one ${url ? "PostgreSQL" : "PGlite"} database`, () => {
  it("signs in on one instance and continues on the other with the same token", async () => {
    const signedIn = await onFirst.signIn("aluno", "Sabia@2026");
    expect(signedIn.status).toBe(200);
    const token = signedIn.json.accessToken as string;
    const check = await onSecond.call("/api/auth/token/check", { method: "GET", token });
    expect(check.status).toBe(200);
    const purchases = await onSecond.call("/api/candidate/courses/purchased-courses", {
      token,
      body: { email: "aluno@sabia.dev", cpf: "" },
    });
    expect(purchases.status).toBeLessThan(500);
  });

  it("accepts a captcha solved for one instance once, on either", async () => {
    const captcha = await solvedCaptcha(first.url);
    const body = { username: "aluno", password: "Sabia@2026", applicationAlias: "artmed-marketplace" };
    const used = await onSecond.call("/api/auth/signin/tenants/sabia", { body, headers: { captcha } });
    expect(used.status).toBe(200);
    const reused = await onFirst.call("/api/auth/signin/tenants/sabia", { body, headers: { captcha } });
    expect(reused.status).not.toBe(200);
  });

  it("hands a two-factor code sent by one instance to the other", async () => {
    const started = await onFirst.signIn("dupla", "Sabia@2026");
    const { challengeId } = started.json.secondFactor as { challengeId: string };
    const code = /\b(\d{6})\b/.exec((await onFirst.lastMessage("dupla@sabia.dev")).text)![1]!;
    const finished = await onSecond.call("/api/subscription/users/validate-authentication-code", {
      body: { challengeId, code },
    });
    expect(finished.status).toBe(200);
    expect(typeof finished.json.accessToken).toBe("string");
  });

  it("counts sign-in failures on both instances together", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const client = attempt % 2 === 0 ? onFirst : onSecond;
      expect((await client.signIn("professor", "wrong-password")).status).toBe(401);
    }
    const refused = await onSecond.signIn("professor", "wrong-password");
    expect(refused.status).toBe(429);
    expect((await onFirst.signIn("professor", "Sabia@2026")).status).toBe(429);
  });
});
