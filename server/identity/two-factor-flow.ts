import { and, eq, isNull, sql } from "drizzle-orm";
import type { SecondFactorChallenge } from "../../src/services/api/identity-api.ts";
import { authenticationChallenges } from "../db/schema/identity-auth.ts";
import { users } from "../db/schema/identity.ts";
import { identityMail, mailLanguage } from "./identity-mail.ts";
import { maskEmail, maskPhone, type IdentityKit, type UserRow } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { randomToken, sameSecret, sha256, sixDigitCode } from "./secrets.ts";

export const codeTtlMs = 10 * 60_000;
export const maxCodeAttempts = 5;
export const maxCodeSends = 5;

const codeMessage = (user: UserRow, channel: "email" | "sms", code: string) =>
  identityMail.code(
    mailLanguage(user.languageId),
    channel === "sms" ? user.cellphone! : user.email,
    code,
    channel,
  );

const answer = (id: string, user: UserRow, channel: "email" | "sms"): SecondFactorChallenge => ({
  challengeId: id,
  channel,
  destination: channel === "sms" ? maskPhone(user.cellphone!) : maskEmail(user.email),
});

/** Two-factor sign-in (issue 5): a 6-digit code by e-mail or SMS, expiring, limited attempts and resends. */
export function twoFactorFlow({ db, now, send, issueToken }: IdentityKit) {
  const liveChallenge = async (challengeId: string) => {
    const [challenge] = await db
      .select()
      .from(authenticationChallenges)
      .where(eq(authenticationChallenges.id, challengeId));
    if (!challenge || challenge.usedAt !== null) throw new IdentityRefused("codeExpired");
    if (challenge.attempts >= maxCodeAttempts) throw new IdentityRefused("tooManyAttempts");
    if (challenge.expiresAt.getTime() <= now()) throw new IdentityRefused("codeExpired");
    return challenge;
  };

  return {
    /** A new challenge after the right password; the code goes out by the user's channel. */
    async createChallenge(user: UserRow, applicationAlias: string): Promise<SecondFactorChallenge> {
      const channel = user.twoFactor === "sms" && user.cellphone ? "sms" : "email";
      const id = randomToken(24);
      const code = sixDigitCode();
      await db.insert(authenticationChallenges).values({
        id,
        userId: user.id,
        channel,
        codeHash: sha256(`${id}:${code}`),
        applicationAlias,
        expiresAt: new Date(now() + codeTtlMs),
      });
      await send(codeMessage(user, channel, code), () =>
        db.delete(authenticationChallenges).where(eq(authenticationChallenges.id, id)),
      );
      return answer(id, user, channel);
    },

    /** A new code for a live challenge (resend), at most `maxCodeSends` times. */
    async resendCode(challengeId: string): Promise<SecondFactorChallenge> {
      const challenge = await liveChallenge(challengeId);
      if (challenge.sends >= maxCodeSends) throw new IdentityRefused("tooManyAttempts");
      const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
      if (!user) throw new IdentityRefused("codeExpired");
      const code = sixDigitCode();
      await db
        .update(authenticationChallenges)
        .set({
          codeHash: sha256(`${challenge.id}:${code}`),
          expiresAt: new Date(now() + codeTtlMs),
          attempts: 0,
          sends: challenge.sends + 1,
        })
        .where(eq(authenticationChallenges.id, challenge.id));
      const channel = challenge.channel === "sms" ? "sms" : "email";
      // The code that was not delivered gives way to the previous one again (it reached the user).
      await send(codeMessage(user, channel, code), () =>
        db
          .update(authenticationChallenges)
          .set({ codeHash: challenge.codeHash, expiresAt: challenge.expiresAt, attempts: challenge.attempts })
          .where(eq(authenticationChallenges.id, challenge.id)),
      );
      return answer(challenge.id, user, channel);
    },

    /** Checks a 6-digit code: wrong → incorrectCode (attempts counted), expired or spent → codeExpired. */
    async validateCode(challengeId: string, code: string) {
      const challenge = await liveChallenge(challengeId);
      if (!sameSecret(challenge.codeHash, sha256(`${challenge.id}:${code.trim()}`))) {
        await db
          .update(authenticationChallenges)
          .set({ attempts: sql`${authenticationChallenges.attempts} + 1` })
          .where(eq(authenticationChallenges.id, challenge.id));
        throw new IdentityRefused("incorrectCode", "code");
      }
      const spent = await db
        .update(authenticationChallenges)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(authenticationChallenges.id, challenge.id), isNull(authenticationChallenges.usedAt)))
        .returning({ id: authenticationChallenges.id });
      if (spent.length === 0) throw new IdentityRefused("codeExpired");
      return { accessToken: await issueToken(challenge.userId) };
    },
  };
}
