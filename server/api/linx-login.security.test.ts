import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { argon2Calls } from "./argon2-counter.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { evaluated, tally } from "./security-test-kit.ts";

vi.mock("@node-rs/argon2", async (original) =>
  (await import("./argon2-counter.ts")).counting(await original<typeof import("@node-rs/argon2")>()),
);

/**
 * Issue 15: POST /api/subscription/users/linx-login checked passwords with no throttle (~9,000 guesses a
 * minute) and answered unknown e-mails faster (no argon2 verify). It now shares sign-in's limits and store
 * (5 failures per account, 30 per IP in 15 minutes) and checks a decoy hash for an unknown e-mail.
 */
for (const engine of testEngines())
  describe(`linx-login (${engine.name})`, () => {
    const { api, signIn, call } = useIdentityApi({ trustProxy: { hops: 1 } }, engine);
    const linxLogin = (email: string, password: string, ip: string) =>
      call("/api/subscription/users/linx-login", {
        body: { Email: email, Password: password },
        headers: { "X-Forwarded-For": ip },
      });

    it("costs one argon2 verify for an unknown e-mail, a customer without a password and a wrong one alike", async () => {
      for (const email of ["ninguem@example.com", "gestora@sabia.dev", "aluno@sabia.dev"]) {
        const before = argon2Calls.verifies;
        const answer = await linxLogin(email, "Errada@2026", "192.0.2.10");
        expect(answer.status).toBe(200);
        expect(answer.json).toEqual({ isValid: false, customer: null });
        expect(argon2Calls.verifies - before, email).toBe(1);
      }
    });

    it("refuses the 6th try on an account with 429, Retry-After and the sign-in problem, even with the right password", async () => {
      // The first test's wrong guess for aluno is forgotten: five from here.
      await api().database.db.execute(sql`delete from sign_in_failures`);
      for (let i = 0; i < 5; i++)
        expect((await linxLogin("ALUNO@sabia.dev", "Errada@2026", "192.0.2.20")).status).toBe(200);
      const blocked = await linxLogin("aluno@sabia.dev", "Sabia@2026", "192.0.2.21");
      expect(blocked.status).toBe(429);
      expect(blocked.json.code).toBe("tooManyAttempts");
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(30);
      // One store: the account's sign-in is blocked too.
      expect(
        (await signIn("aluno", "Sabia@2026", { headers: { "X-Forwarded-For": "192.0.2.22" } })).status,
      ).toBe(429);
    });

    it("an unknown e-mail is throttled exactly like a known one", async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await linxLogin("fantasma@example.com", "Errada@2026", "192.0.2.30")).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("100 parallel guesses for one customer: at most 5 evaluated; from one IP over many e-mails: at most 30", async () => {
      const one = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          linxLogin("gestora@sabia.dev", `Errada@${i}`, `198.51.100.${i}`),
        ),
      );
      const oneStatuses = one.map((answer) => answer.status);
      console.info(
        `${engine.name}: linx-login, one account, 100 parallel: ${evaluated(oneStatuses)} evaluated`,
        tally(oneStatuses),
      );
      expect(evaluated(oneStatuses)).toBeLessThanOrEqual(5);
      const before = argon2Calls.verifies;
      const many = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          linxLogin(`cliente${i}@example.com`, "Errada@2026", "203.0.113.9"),
        ),
      );
      const manyStatuses = many.map((answer) => answer.status);
      console.info(
        `${engine.name}: linx-login, one IP, 100 parallel: ${evaluated(manyStatuses)} evaluated`,
        tally(manyStatuses),
      );
      expect(evaluated(manyStatuses)).toBeLessThanOrEqual(30);
      expect(argon2Calls.verifies - before).toBeLessThanOrEqual(30);
    }, 60_000);
  });
