import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { parseTrustProxy } from "../http/client-address.ts";

/** Sign-in over HTTP: tokens, enumeration resistance, captcha, operations, throttling per account and per IP. */
const { api, captcha, call, signIn, operations } = useIdentityApi();

describe("sign-in (/api/auth/signin)", () => {
  it("gives a token for the right password, by username or e-mail, and token/check accepts it", async () => {
    const byName = await signIn("aluno", "Sabia@2026");
    expect(byName.status).toBe(200);
    expect(byName.json.secondFactor).toBeNull();
    const token = byName.json.accessToken as string;
    expect(token.split(".")).toHaveLength(3);
    const check = await call("/api/auth/token/check", { method: "GET", token });
    expect(check.json).toMatchObject({ valid: true, temporaryPassword: false });
    expect((await signIn("ALUNO@sabia.dev", "Sabia@2026")).status).toBe(200);
    expect((await call("/api/auth/token/check", { method: "GET", token: `${token}x` })).status).toBe(401);
  });

  it("answers an unknown user and a wrong password with the same status and body", async () => {
    const unknown = await signIn("ninguem-aqui", "Sabia@2026");
    const wrong = await signIn("professor", "Errada@2026");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.type).toContain("application/problem+json");
    expect(unknown.text).toBe(wrong.text);
    expect(unknown.json.code).toBe("invalidCredentials");
  });

  it("refuses without a captcha, with a reused one, and names missing fields", async () => {
    const none = await signIn("aluno", "Sabia@2026", { captcha: false });
    expect(none.status).toBe(403);
    expect(none.json.code).toBe("captchaRequired");
    const solution = await captcha();
    const withSolution = () =>
      fetch(`${api().url}/api/auth/signin/tenants/sabia`, {
        method: "POST",
        headers: { "Content-Type": "application/json", captcha: solution },
        body: JSON.stringify({
          username: "aluno",
          password: "Sabia@2026",
          applicationAlias: "artmed-marketplace",
        }),
      });
    expect((await withSolution()).status).toBe(200);
    expect((await withSolution()).status).toBe(403);
    const empty = await signIn("", "x", { captcha: false });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: "loginRequired", field: "username" });
    const malformed = await call("/api/auth/signin/tenants/sabia", { body: { username: "aluno" } });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain("password");
  });

  it("operations sign-in admits operators only, with the same refusal as a wrong password", async () => {
    expect((await operations("operador")).status).toBe(200);
    const student = await operations("semacesso");
    expect(student.status).toBe(401);
    expect(student.json.code).toBe("invalidCredentials");
  });

  it("throttles an account after 5 failures (known or unknown login alike) and keeps the counters in the database", async () => {
    for (const login of ["gestora", "fantasma"]) {
      for (let i = 0; i < 5; i++) expect((await signIn(login, "Errada@2026")).status).toBe(401);
      const blocked = await signIn(login, login === "gestora" ? "Sabia@2026" : "Errada@2026");
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe("tooManyAttempts");
      expect(blocked.json.retryAfterSeconds).toBeGreaterThan(0);
      expect(blocked.json.retryAfterSeconds).toBeLessThanOrEqual(30);
    }
    const failures = async () =>
      (
        await queryRows<{ n: number }>(
          api().database.db,
          sql`select count(*)::int as n from sign_in_failures f join users u on f.login = 'user:' || u.id where u.username = 'gestora'`,
        )
      )[0]!.n;
    expect(await failures()).toBe(5);
    // Once the wait has passed (simulated by ageing the rows), the right password works and clears the count.
    await api().database.db.execute(
      sql`update sign_in_failures set at = at - interval '31 seconds' where login like 'user:%'`,
    );
    expect((await signIn("gestora", "Sabia@2026")).status).toBe(200);
    expect(await failures()).toBe(0);
  }, 60_000);

  it("counts an account's username and e-mail together: 3 + 2 failures block both", async () => {
    for (let i = 0; i < 3; i++) expect((await signIn("dupla", "Errada@2026")).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await signIn("DUPLA@sabia.dev", "Errada@2026")).status).toBe(401);
    expect((await signIn("dupla", "Sabia@2026")).status).toBe(429);
    expect((await signIn("dupla@sabia.dev", "Sabia@2026")).status).toBe(429);
    await api().database.db.execute(
      sql`update sign_in_failures set at = at - interval '31 seconds' where login like 'user:%'`,
    );
    expect((await signIn("dupla@sabia.dev", "Sabia@2026")).status).toBe(200);
  }, 60_000);

  it("a tenant's form admits only people with rights there (or none yet): others get the unknown user's answer", async () => {
    const unknown = await call("/api/auth/signin/tenants/horizonte", {
      body: { username: "ninguem-aqui", password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
      captcha: true,
    });
    const otherTenant = await call("/api/auth/signin/tenants/horizonte", {
      body: { username: "aluno", password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
      captcha: true,
    });
    expect(otherTenant.status).toBe(401);
    expect(otherTenant.text).toBe(unknown.text);
    // The operator holds application-level rights only: no tenant's form lets him in, the operation form does.
    expect((await signIn("operador", "Sabia@2026")).status).toBe(401);
    const gestora = await call("/api/auth/signin/tenants/horizonte", {
      body: { username: "gestora", password: "Sabia@2026", applicationAlias: "artmed-marketplace" },
      captcha: true,
    });
    expect(gestora.status).toBe(200);
    // Without rights anywhere yet (a new account), sign-in works and the session shows the no-role page (§6).
    expect((await signIn("semacesso", "Sabia@2026")).status).toBe(200);
    const app = await call("/api/auth/signin/tenants/sabia", {
      body: { username: "aluno", password: "Sabia@2026", applicationAlias: "app-fantasma" },
      captcha: true,
    });
    expect(app.status).toBe(404);
    expect(app.json).toMatchObject({ code: "notFound", field: "applicationAlias" });
  }, 30_000);
});

const from = (address: string) => ({ headers: { "X-Forwarded-For": address } });

describe("per-IP limit", () => {
  const own = useIdentityApi();
  const behindProxy = useIdentityApi({ trustProxy: { hops: 1 } });

  it("blocks an IP after 30 failures across different logins; without TRUST_PROXY, X-Forwarded-For changes nothing", async () => {
    for (let i = 0; i < 30; i++) {
      const failed = await own.signIn(`pessoa${i}`, "Errada@2026", from(`198.51.100.${i}`));
      expect(failed.status).toBe(401);
    }
    const blocked = await own.signIn("aluno", "Sabia@2026", {
      headers: { "X-Forwarded-For": "198.51.100.77" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe("tooManyAttempts");
  }, 120_000);

  it("with TRUST_PROXY=1, the address our proxy reports is the client's: one blocked, another not, forging does not help", async () => {
    for (let i = 0; i < 30; i++)
      expect((await behindProxy.signIn(`visita${i}`, "Errada@2026", from("203.0.113.10"))).status).toBe(401);
    expect((await behindProxy.signIn("aluno", "Sabia@2026", from("203.0.113.10"))).status).toBe(429);
    // What a client writes itself sits left of what our proxy appends: still 203.0.113.10.
    expect((await behindProxy.signIn("aluno", "Sabia@2026", from("192.0.2.1, 203.0.113.10"))).status).toBe(
      429,
    );
    expect((await behindProxy.signIn("aluno", "Sabia@2026", from("203.0.113.11"))).status).toBe(200);
  }, 120_000);

  // Issue 31: TRUST_PROXY as a list of proxy addresses (this test's client connects from 127.0.0.1).
  const listedProxy = useIdentityApi({ trustProxy: parseTrustProxy("127.0.0.1, 10.0.0.0/8") });
  const otherProxy = useIdentityApi({ trustProxy: parseTrustProxy("10.0.0.0/8") });

  it("with TRUST_PROXY listing the proxy, the right-most address not in the list is the client; from an unlisted peer a forged X-Forwarded-For is ignored", async () => {
    for (let i = 0; i < 30; i++)
      expect(
        (await listedProxy.signIn(`lista${i}`, "Errada@2026", from("6.6.6.6, 203.0.113.20, 10.1.1.1")))
          .status,
      ).toBe(401);
    expect((await listedProxy.signIn("aluno", "Sabia@2026", from("203.0.113.20"))).status).toBe(429);
    expect((await listedProxy.signIn("aluno", "Sabia@2026", from("203.0.113.21"))).status).toBe(200);
    // 127.0.0.1 is no proxy of `otherProxy`: each forged address is ignored and the failures count for the peer.
    for (let i = 0; i < 30; i++)
      expect((await otherProxy.signIn(`forja${i}`, "Errada@2026", from(`198.51.100.${i}`))).status).toBe(401);
    expect((await otherProxy.signIn("aluno", "Sabia@2026", from("198.51.100.200"))).status).toBe(429);
  }, 180_000);
});
