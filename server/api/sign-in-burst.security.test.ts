import { describe, expect, it, vi } from "vitest";
import { testEngines } from "../db/test-databases.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { captchas, evaluated, tally } from "./security-test-kit.ts";

/** Every argon2 verify the server makes (the password checks a burst got evaluated). */
const argon2 = vi.hoisted(() => ({ verifies: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2.verifies++;
      return real.verify(...args);
    },
  };
});

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

    it("100 parallel wrong guesses for one account: at most 5 are evaluated, the rest answer 429 with Retry-After", async () => {
      const solutions = await captchas(api().url, 100);
      const before = argon2.verifies;
      const answers = await Promise.all(
        solutions.map((captcha, i) => guess("aluno", captcha, `198.51.100.${i}`)),
      );
      const statuses = answers.map((answer) => answer.status);
      console.info(
        `${engine.name}: one account, 100 parallel guesses: ${evaluated(statuses)} evaluated`,
        tally(statuses),
      );
      expect(evaluated(statuses)).toBeLessThanOrEqual(5);
      expect(argon2.verifies - before).toBeLessThanOrEqual(5);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.json.code).toBe("tooManyAttempts");
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    }, 120_000);

    it("100 parallel wrong guesses over 100 logins from one IP: at most 30 are evaluated", async () => {
      const solutions = await captchas(api().url, 100);
      const before = argon2.verifies;
      const answers = await Promise.all(
        solutions.map((captcha, i) => guess(`pessoa-${i}`, captcha, "203.0.113.7")),
      );
      const statuses = answers.map((answer) => answer.status);
      console.info(
        `${engine.name}: one IP, 100 parallel guesses: ${evaluated(statuses)} evaluated`,
        tally(statuses),
      );
      expect(evaluated(statuses)).toBeLessThanOrEqual(30);
      expect(argon2.verifies - before).toBeLessThanOrEqual(30);
    }, 120_000);
  });
