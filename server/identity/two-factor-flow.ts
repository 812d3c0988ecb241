import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { SecondFactorChallenge } from "#src/services/api/identity-api.ts";
import { authenticationChallenges } from "../db/schema/identity-auth.ts";
import { users } from "../db/schema/identity.ts";
import { identityMail, mailLanguage } from "./identity-mail.ts";
import { maskEmail, maskPhone, type IdentityKit, type RequestInfo, type UserRow } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { randomToken, sameSecret, sha256, sixDigitCode } from "./secrets.ts";
import { challengeWindowMs, maxChallengesPerAccount } from "./throttle.ts";
import { reserveEvent } from "./throttle-store.ts";

export const codeTtlMs = 10 * 60_000;
export const maxCodeAttempts = 5;
export const maxCodeSends = 5;

type Channel = "email" | "sms";

const codeMessage = (user: UserRow, channel: Channel, code: string, logoUrl: string | null) =>
  identityMail.code(
    mailLanguage(user.languageId),
    channel === "sms" ? user.cellphone! : user.email,
    code,
    channel,
    logoUrl,
  );

/** Spec §8 'cellphone number not found' / 'e-mail not found' when the user has nowhere to receive the code. */
function assertReachable(user: UserRow, channel: Channel) {
  if (channel === "sms" && !user.cellphone?.trim()) throw new IdentityRefused("cellphoneNotFound", "channel");
  if (channel === "email" && !user.email.trim()) throw new IdentityRefused("emailNotFound", "channel");
}

const answer = (id: string, user: UserRow, channel: Channel): SecondFactorChallenge => ({
  challengeId: id,
  channel,
  destination: channel === "sms" ? maskPhone(user.cellphone!) : maskEmail(user.email),
});

/**
 * Two-factor sign-in (issue 5): a 6-digit code by e-mail or SMS, expiring, limited resends. Issue 15: 5 wrong
 * codes kill a challenge (counted atomically, resends give no new guesses), an account starts at most 10
 * challenges an hour, and either lock is told to the account by e-mail (once an hour).
 */
export function twoFactorFlow({ db, now, send, issueToken, logoFor }: IdentityKit) {
  /** The security notice of a locked second factor, at most once an hour per account; its refusal stands anyway. */
  const notifyLocked = async (userId: number, applicationAlias: string, origin: string) => {
    const once = [{ key: `user:${userId}`, max: 1, windowMs: challengeWindowMs }];
    if ((await reserveEvent(db, "two-factor-notice", once, now())) > 0) return;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.email.trim()) return;
    const logo = await logoFor(applicationAlias, undefined, origin);
    await send(identityMail.locked(mailLanguage(user.languageId), user.email, user.name, logo)).catch(
      (error: unknown) => {
        if (!(error instanceof IdentityRefused)) throw error;
      },
    );
  };

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
    /** A new challenge after the right password; the code goes out by the user's channel, with the application's logo. */
    async createChallenge(
      user: UserRow,
      applicationAlias: string,
      request: RequestInfo,
    ): Promise<SecondFactorChallenge> {
      const perHour = [{ key: `user:${user.id}`, max: maxChallengesPerAccount, windowMs: challengeWindowMs }];
      const wait = await reserveEvent(db, "two-factor-challenge", perHour, now());
      if (wait > 0) {
        await notifyLocked(user.id, applicationAlias, request.origin);
        throw new IdentityRefused("tooManyAttempts", undefined, wait);
      }
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
      const logo = await logoFor(applicationAlias, undefined, request.origin);
      await send(codeMessage(user, channel, code, logo), () =>
        db.delete(authenticationChallenges).where(eq(authenticationChallenges.id, id)),
      );
      return answer(id, user, channel);
    },

    /**
     * A new code for a live challenge (resend), at most `maxCodeSends` times; by `channel` when asked (it stays
     * the challenge's), refused with 400 when the user has no cellphone or e-mail for it. Only the holder of the
     * challenge (given after the right password) learns that, so it tells an anonymous caller nothing.
     */
    async resendCode(
      challengeId: string,
      request: RequestInfo,
      requestedChannel?: Channel,
    ): Promise<SecondFactorChallenge> {
      const challenge = await liveChallenge(challengeId);
      if (challenge.sends >= maxCodeSends) throw new IdentityRefused("tooManyAttempts");
      const [user] = await db.select().from(users).where(eq(users.id, challenge.userId));
      if (!user) throw new IdentityRefused("codeExpired");
      const channel: Channel = requestedChannel ?? (challenge.channel === "sms" ? "sms" : "email");
      assertReachable(user, channel);
      const code = sixDigitCode();
      await db
        .update(authenticationChallenges)
        .set({
          codeHash: sha256(`${challenge.id}:${code}`),
          expiresAt: new Date(now() + codeTtlMs),
          sends: challenge.sends + 1,
          channel,
        })
        .where(eq(authenticationChallenges.id, challenge.id));
      // The code that was not delivered gives way to the previous one again (it reached the user).
      const logo = await logoFor(challenge.applicationAlias, undefined, request.origin);
      await send(codeMessage(user, channel, code, logo), () =>
        db
          .update(authenticationChallenges)
          .set({
            codeHash: challenge.codeHash,
            expiresAt: challenge.expiresAt,
            channel: challenge.channel,
          })
          .where(eq(authenticationChallenges.id, challenge.id)),
      );
      return answer(challenge.id, user, channel);
    },

    /**
     * Checks a 6-digit code: the guess is counted first, in the statement that checks the challenge is live
     * and has guesses left, so parallel guesses cannot outrun the limit. Wrong → incorrectCode (the 5th kills
     * the challenge and tells the account), spent guesses → tooManyAttempts, expired or used → codeExpired.
     */
    async validateCode(
      challengeId: string,
      code: string,
      request: Pick<RequestInfo, "origin" | "ip" | "userAgent">,
    ) {
      const [challenge] = await db
        .update(authenticationChallenges)
        .set({ attempts: sql`${authenticationChallenges.attempts} + 1` })
        .where(
          and(
            eq(authenticationChallenges.id, challengeId),
            isNull(authenticationChallenges.usedAt),
            lt(authenticationChallenges.attempts, maxCodeAttempts),
            gt(authenticationChallenges.expiresAt, new Date(now())),
          ),
        )
        .returning();
      if (!challenge) {
        await liveChallenge(challengeId); // throws the reason
        throw new IdentityRefused("codeExpired");
      }
      if (!sameSecret(challenge.codeHash, sha256(`${challenge.id}:${code.trim()}`))) {
        if (challenge.attempts >= maxCodeAttempts)
          await notifyLocked(challenge.userId, challenge.applicationAlias, request.origin);
        throw new IdentityRefused("incorrectCode", "code");
      }
      const spent = await db
        .update(authenticationChallenges)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(authenticationChallenges.id, challenge.id), isNull(authenticationChallenges.usedAt)))
        .returning({ id: authenticationChallenges.id });
      if (spent.length === 0) throw new IdentityRefused("codeExpired");
      return { accessToken: await issueToken(challenge.userId, request) };
    },
  };
}
