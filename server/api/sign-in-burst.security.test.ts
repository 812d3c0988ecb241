import { describe, expect, it, vi } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { argon2Calls } from "./argon2-counter.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { captchas, evaluated, tally } from "./security-test-kit.ts";

vi.mock("@node-rs/argon2", async (original) =>
  (await import("./argon2-counter.ts")).counting(await original<typeof import("@node-rs/argon2")>()),
);

/**
 * Issue 15: 100 simultaneous guesses were all evaluated because the failures were counted, then the password
 * checked, then the failure recorded. The attempt is now reserved in the database before the check.
 */
for (const engine of testEngines())
  describe(`parallel sign-in bursts (${engine.name})`, () => {
    const { api, call } = useIdentityApi({ trustProxy: { hops: 1 } }, engine);
    const guess = (username: string, captcha: string, ip: string) =>
      call("/api/auth/signin/tenants/sabia", {
        body: { username, password: "Errada@2026", applicationAlias: "artmed-marketplace" },
        headers: { captcha, "X-Forwarded-For": ip },
      });

    const bursts = [
      { what: "one account", limit: 5, login: () => "aluno", ip: (i: number) => `198.51.100.${i}` },
      { what: "one IP", limit: 30, login: (i: number) => `pessoa-${i}`, ip: () => "203.0.113.7" },
    ];
    for (const { what, limit, login, ip } of bursts)
      it(`100 parallel wrong guesses for ${what}: at most ${limit} are evaluated, the rest answer 429 with Retry-After`, async () => {
        const solutions = await captchas(api().url, 100);
        const before = argon2Calls.verifies;
        const answers = await Promise.all(solutions.map((captcha, i) => guess(login(i), captcha, ip(i))));
        const statuses = answers.map((answer) => answer.status);
        console.info(
          `${engine.name}: ${what}, 100 parallel guesses: ${evaluated(statuses)} evaluated`,
          tally(statuses),
        );
        expect(evaluated(statuses)).toBeLessThanOrEqual(limit);
        expect(argon2Calls.verifies - before).toBeLessThanOrEqual(limit);
        expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
        const refused = answers.find((answer) => answer.status === 429)!;
        expect(refused.json.code).toBe("tooManyAttempts");
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }, 120_000);
  });
