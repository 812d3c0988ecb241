import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows, type Database } from "../db/database.ts";
import { testEngines } from "../db/test-databases.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import { evaluated, tally } from "./security-test-kit.ts";

/**
 * Issue 15: a challenge allowed 21 guesses (a resend gave 5 more) and nothing limited challenges per account
 * (~4,700 guesses a minute). Now 5 wrong codes kill a challenge (even when sent in parallel), an account gets
 * at most 10 challenges an hour, and the account is told by e-mail when either limit is reached.
 */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");
const notices = async (email: string, database: Database) =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from outbox where lower(recipient) = lower(${email}) and subject in ('Alerta de segurança', 'Security alert', 'Alerta de seguridad')`,
    )
  )[0]!.n;

for (const engine of testEngines())
  describe(`two-factor limits (${engine.name})`, () => {
    const { api, call, signIn, lastMessage } = useIdentityApi({}, engine);

    const validate = (challengeId: string, code: string) =>
      call("/api/subscription/users/validate-authentication-code", { body: { challengeId, code } });
    const resend = (challengeId: string) =>
      call("/api/subscription/users/generate-authentication-code", { body: { challengeId } });
    const startChallenge = async (username: string) =>
      ((await signIn(username, "Sabia@2026")).json.secondFactor as { challengeId: string }).challengeId;

    it("100 parallel wrong codes: at most 5 evaluated, then the challenge is dead (right code and resend refused), and the account is told", async () => {
      const challengeId = await startChallenge("dupla");
      const code = codeIn((await lastMessage("dupla@sabia.dev")).text);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => validate(challengeId, wrongFor(code))),
      );
      const statuses = answers.map((answer) => answer.status);
      console.info(
        `${engine.name}: two-factor, 100 parallel wrong codes: ${evaluated(statuses)} evaluated`,
        tally(statuses),
      );
      expect(evaluated(statuses)).toBeLessThanOrEqual(5);
      const right = await validate(challengeId, code);
      expect(right.status).toBe(429);
      expect(right.json.code).toBe("tooManyAttempts");
      expect((await resend(challengeId)).status).toBe(429);
      expect(await notices("dupla@sabia.dev", api().database)).toBe(1);
    }, 60_000);

    it("a resend does not give a challenge new guesses: 5 wrong codes in all, whatever the resends", async () => {
      const challengeId = await startChallenge("sms");
      for (let i = 0; i < 3; i++) expect((await validate(challengeId, "000000")).status).toBeLessThan(500);
      expect((await resend(challengeId)).status).toBe(200);
      const code = codeIn((await lastMessage("11977776666")).text);
      expect((await validate(challengeId, wrongFor(code))).status).toBe(401);
      expect((await validate(challengeId, wrongFor(code))).status).toBe(401);
      expect((await validate(challengeId, code)).status).toBe(429);
    });
  });

describe("challenges per account", () => {
  const own = useIdentityApi();

  it("at most 10 challenges per account an hour: the 11th sign-in answers 429 with Retry-After, one notice", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await own.signIn("sms", "Sabia@2026")).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    const refused = await own.signIn("sms", "Sabia@2026");
    expect(refused.json.code).toBe("tooManyAttempts");
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(await notices("sms@sabia.dev", own.api().database)).toBe(1);
  }, 60_000);
});
