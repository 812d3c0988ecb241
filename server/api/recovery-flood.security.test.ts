import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { captchas, tally } from "./security-test-kit.ts";

/**
 * Issue 15: reset-password and forgot-username e-mails could be flooded (~800 a minute to one victim). Now
 * at most 5 of each per account an hour and 30 per IP; a refusal is 429 with Retry-After, and an unknown
 * account is answered exactly like a known one (no enumeration).
 */
for (const engine of testEngines())
  describe(`recovery e-mail floods (${engine.name})`, () => {
    const { api, call } = useIdentityApi({ trustProxy: { hops: 1 } }, engine);

    const reset = (user: string, ip: string, captcha: string) =>
      call("/api/users/tenants/sabia/applications/artmed-marketplace/password/reset", {
        body: { user },
        headers: { captcha, "X-Forwarded-For": ip },
      });
    const recover = (email: string, ip: string, captcha: string) =>
      call("/api/users/tenants/sabia/applications/artmed-marketplace/username/recover", {
        body: { email },
        headers: { captcha, "X-Forwarded-For": ip },
      });
    const mailsTo = async (recipient: string) =>
      (
        await queryRows<{ n: number }>(
          api().database.db,
          sql`select count(*)::int as n from outbox where lower(recipient) = lower(${recipient})`,
        )
      )[0]!.n;

    it("40 parallel reset requests for one victim from 40 IPs: at most 5 e-mails, the rest 429 with Retry-After", async () => {
      const solutions = await captchas(api().url, 40);
      const answers = await Promise.all(
        solutions.map((captcha, i) => reset("professor", `198.51.100.${i}`, captcha)),
      );
      const statuses = answers.map((answer) => answer.status);
      const mails = await mailsTo("professor@sabia.dev");
      console.info(`${engine.name}: reset flood, 40 parallel: ${mails} e-mails`, tally(statuses));
      expect(mails).toBeLessThanOrEqual(5);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(refused.json.code).toBe("tooManyAttempts");
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    }, 120_000);

    it("an unknown account gets the very same answers as a known one, for reset and for username recovery", async () => {
      const solutions = await captchas(api().url, 28);
      const sequence = async (ask: (captcha: string) => ReturnType<typeof call>) => {
        const answers = [];
        for (let i = 0; i < 7; i++) answers.push(await ask(solutions.pop()!));
        return answers.map(
          (answer) => `${answer.status} ${answer.text.replace(/"retryAfterSeconds":\d+/, "")}`,
        );
      };
      const fiveThenRefused = ["200", "200", "200", "200", "200", "429", "429"];
      for (const [ask, known, ips] of [
        [reset, "gestora@sabia.dev", ["192.0.2.1", "192.0.2.2"]],
        [recover, "aluno@sabia.dev", ["192.0.2.3", "192.0.2.4"]],
      ] as const) {
        const knownAnswers = await sequence((captcha) => ask(known, ips[0], captcha));
        const unknownAnswers = await sequence((captcha) => ask("ninguem@example.com", ips[1], captcha));
        expect(knownAnswers.map((answer) => answer.slice(0, 3))).toEqual(fiveThenRefused);
        expect(unknownAnswers).toEqual(knownAnswers);
      }
      expect(await mailsTo("aluno@sabia.dev")).toBe(5);
    }, 120_000);

    it("one IP may ask 30 recovery e-mails an hour across accounts; the 31st is refused", async () => {
      const solutions = await captchas(api().url, 31);
      const statuses: number[] = [];
      for (const [i, captcha] of solutions.entries())
        statuses.push((await reset(`visitante${i}@example.com`, "203.0.113.50", captcha)).status);
      expect(tally(statuses)).toEqual({ 200: 30, 429: 1 });
    }, 120_000);
  });
