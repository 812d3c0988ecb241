import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fleetRequest, startFleet, type Fleet } from "../scripts/fleet-kit.ts";
import { solvedChallenge } from "../server/captcha/solve-challenge.ts";
import { openPostgres, queryRows, type Database } from "../server/db/database.ts";
import { freshPostgresDatabase } from "../server/db/test-databases.ts";

/**
 * Issue 31's fleet test: nginx (deploy/) in front of two production instances on one PostgreSQL, as
 * `npm run fleet` runs them. The PostgreSQL is a fresh database in TEST_DATABASE_URL's cluster (CI), else a
 * throw-away cluster of .ci/prepare-postgres.sh; nginx is Debian's. Clients are told apart by the loopback
 * address they connect from (127.0.0.2, 127.0.0.3…); nginx itself reaches the instances from 127.0.0.1, the one
 * address their TRUST_PROXY names.
 */
const clusterUrl = process.env.TEST_DATABASE_URL;
let fleet: Fleet;
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = clusterUrl ? await freshPostgresDatabase(clusterUrl, "sabia_fleet") : null;
  dropDatabase = fresh?.drop;
  fleet = await startFleet({ instances: 2, databaseUrl: fresh?.url });
  database = await openPostgres(fleet.databaseUrl);
}, 300_000);

afterAll(async () => {
  await database?.close();
  await fleet?.stop();
  await dropDatabase?.();
});

type Options = Parameters<typeof fleetRequest>[2];
/** Through nginx (HTTPS, HTTP/1.1) from `from`. */
const viaNginx = (path: string, options: Options = {}) => fleetRequest(fleet.url, path, options);
/** Straight to instance `index`, past nginx. */
const direct = (index: number, path: string, options: Options = {}) =>
  fleetRequest(`http://127.0.0.1:${fleet.ports[index]}`, path, options);

type Send = (path: string, options: Options) => ReturnType<typeof fleetRequest>;

/** A sign-in to the marketplace with a solved captcha; `from` is the client's address. */
async function signIn(send: Send, from: string, username: string, password: string, extra = {}) {
  const challenge = await send("/api/captcha/challenge", { localAddress: from });
  const answer = await send("/api/auth/signin/tenants/sabia", {
    method: "POST",
    localAddress: from,
    headers: {
      "content-type": "application/json",
      captcha: await solvedChallenge(JSON.parse(challenge.text)),
      ...extra,
    },
    body: JSON.stringify({ username, password, applicationAlias: "artmed-marketplace" }),
  });
  return { status: answer.status, json: JSON.parse(answer.text || "null") as Record<string, unknown> };
}

describe("the fleet: nginx, two instances, one PostgreSQL", () => {
  it(
    "40 failed sign-ins from one client IP lock that client on both instances and no other; a forged X-Forwarded-For is ignored",
    { timeout: 240_000 },
    async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 40; attempt++)
        statuses.push((await signIn(viaNginx, "127.0.0.2", `frota${attempt}`, "Errada@2026")).status);
      // The per-address limit is 30 failures (identity-sign-in.api.test.ts); nginx spread them over both.
      expect(statuses).toEqual([...Array<number>(30).fill(401), ...Array<number>(10).fill(429)]);
      expect((await signIn(viaNginx, "127.0.0.2", "aluno", "Sabia@2026")).status).toBe(429);
      // nginx overwrites the client's X-Forwarded-For; straight to an instance, 127.0.0.2 is no proxy of ours.
      const forged = { "x-forwarded-for": "198.51.100.7" };
      expect((await signIn(viaNginx, "127.0.0.2", "aluno", "Sabia@2026", forged)).status).toBe(429);
      for (const index of [0, 1])
        expect(
          (await signIn(direct.bind(null, index), "127.0.0.2", "aluno", "Sabia@2026", forged)).status,
        ).toBe(429);
      // Another client is not locked, and cannot be framed as the locked one.
      expect((await signIn(viaNginx, "127.0.0.3", "aluno", "Sabia@2026")).status).toBe(200);
      const framed = { "x-forwarded-for": "127.0.0.2" };
      expect((await signIn(viaNginx, "127.0.0.3", "aluno", "Sabia@2026", framed)).status).toBe(200);
    },
  );

  it("a sign-in with two factors started on one instance finishes on the other; the token works behind nginx", async () => {
    const started = await signIn(direct.bind(null, 0), "127.0.0.4", "dupla", "Sabia@2026");
    expect(started.status).toBe(200);
    const { challengeId } = started.json.secondFactor as { challengeId: string };
    const [message] = await queryRows<{ text: string }>(
      database.db,
      sql`select text from outbox where lower(recipient) = 'dupla@sabia.dev' order by id desc limit 1`,
    );
    const code = /\b(\d{6})\b/.exec(message!.text)![1]!;
    const finished = await direct(1, "/api/subscription/users/validate-authentication-code", {
      method: "POST",
      localAddress: "127.0.0.4",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ challengeId, code }),
    });
    expect(finished.status).toBe(200);
    const token = (JSON.parse(finished.text) as { accessToken: string }).accessToken;
    const check = (send: Send) =>
      send("/api/auth/token/check", {
        localAddress: "127.0.0.4",
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await check(direct.bind(null, 0))).status).toBe(200);
    // Round-robin: two calls through nginx reach both instances.
    expect([(await check(viaNginx)).status, (await check(viaNginx)).status]).toEqual([200, 200]);
  });

  it("a price changed through the API (an operator, via nginx) shows on both instances and through nginx within 2 s", async () => {
    const [course] = await queryRows<{ slug: string; price: number }>(
      database.db,
      sql`select friendly_url as slug, new_price::float as price from courses where active order by id desc limit 1`,
    );
    const path = `/api/subscription/courses/by-friendly-url?friendlyUrl=${encodeURIComponent(course!.slug)}`;
    const priceOn = async (send: Send) =>
      (JSON.parse((await send(path, {})).text) as { newPrice: number }).newPrice;
    const everywhere = () =>
      Promise.all([priceOn(direct.bind(null, 0)), priceOn(direct.bind(null, 1)), priceOn(viaNginx)]);
    // Every instance has the course in its caches.
    expect(await everywhere()).toEqual([course!.price, course!.price, course!.price]);

    // The operator signs in on the operations portal and takes the operator's role, as the portal does.
    const challenge = await viaNginx("/api/captcha/challenge", { localAddress: "127.0.0.4" });
    const operator = await viaNginx("/api/auth/signin/operations", {
      method: "POST",
      localAddress: "127.0.0.4",
      headers: {
        "content-type": "application/json",
        captcha: await solvedChallenge(JSON.parse(challenge.text)),
      },
      body: JSON.stringify({
        username: "operador",
        password: "Sabia@2026",
        applicationAlias: "sabia-operacao",
      }),
    });
    expect(operator.status, operator.text).toBe(200);
    const assumed = await viaNginx("/api/auth/role/assume/application", {
      method: "PUT",
      localAddress: "127.0.0.4",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${(JSON.parse(operator.text) as { accessToken: string }).accessToken}`,
      },
      body: JSON.stringify({ applicationAlias: "sabia-operacao", roleAlias: "operador" }),
    });
    expect(assumed.status, assumed.text).toBe(200);
    const token = (JSON.parse(assumed.text) as { accessToken: string }).accessToken;

    const changed = Math.round((course!.price + 333.33) * 100) / 100;
    const set = await viaNginx(`/api/subscription/courses/${course!.slug}/price`, {
      method: "PUT",
      localAddress: "127.0.0.4",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ newPrice: changed, oldPrice: null }),
    });
    expect(set.status, set.text).toBe(200);
    const started = performance.now();
    while ((await everywhere()).some((price) => price !== changed)) {
      expect(performance.now() - started).toBeLessThan(2000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    console.info(
      `fleet: the new price showed everywhere after ${Math.round(performance.now() - started)} ms`,
    );
  });

  it("X-Forwarded-Proto is believed from nginx and not from a client that sends it itself", async () => {
    expect((await viaNginx("/robots.txt")).text).toMatch(/^Sitemap: https:\/\//m);
    const forged = await direct(0, "/robots.txt", {
      localAddress: "127.0.0.2",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(forged.text).toMatch(/^Sitemap: http:\/\//m);
  });

  it(
    "a rolling restart under load: every request answered 200 while each instance is replaced in turn",
    { timeout: 180_000 },
    async () => {
      const statuses = new Map<string, number>();
      const load = { running: true };
      // Ten clients in a loop, as `wrk -c 10`: each request through nginx, counted by its answer.
      const clients = Array.from({ length: 10 }, async () => {
        while (load.running) {
          const answer = await viaNginx("/api/health").then(
            (response) => String(response.status),
            (error: NodeJS.ErrnoException) => `error ${error.code ?? error.message}`,
          );
          statuses.set(answer, (statuses.get(answer) ?? 0) + 1);
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const replaced: number[] = [];
      await fleet.restart((index) => replaced.push(index));
      await new Promise((resolve) => setTimeout(resolve, 500));
      load.running = false;
      await Promise.all(clients);
      const answered = Object.fromEntries(statuses);
      console.info(`fleet: rolling restart under load answered ${JSON.stringify(answered)}`);
      expect(replaced).toEqual([0, 1]);
      expect(Object.keys(answered)).toEqual(["200"]);
      expect(answered["200"]).toBeGreaterThan(100);
    },
  );
});
