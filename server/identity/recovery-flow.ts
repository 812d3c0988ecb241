import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { signInFailures } from "../db/schema/identity-auth.ts";
import { users } from "../db/schema/identity.ts";
import { oneTimeCodes } from "../db/schema/platform.ts";
import { identityMail, mailLanguage } from "./identity-mail.ts";
import { assertNewPassword, type IdentityKit, type RequestInfo, type UserRow } from "./identity-kit.ts";
import { applicationOf, belongsTo, resolveForm, type IdentityForm } from "./identity-scope.ts";
import { accountKey } from "./sign-in-flow.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { randomToken, sha256 } from "./secrets.ts";
import { maxRecoveryMailsPerAccount, maxRecoveryMailsPerIp, recoveryWindowMs } from "./throttle.ts";
import { reserveEvent } from "./throttle-store.ts";

export const resetTokenTtlMs = 60 * 60_000;

/** Username recovery and password reset (spec §4 outcomes, §7 user service). */
export function recoveryFlow(kit: IdentityKit) {
  const { db, now, send, sendNothing, requireCaptcha, findByLogin, replacePassword, logoFor } = kit;
  /**
   * The form and application of the path (404 naming an unknown one) and the user the request is about, when
   * they belong to that form; a user of another tenant (or a non-operator in operation) is like an unknown one.
   */
  const scoped = async (form: IdentityForm, app: string, find: () => Promise<UserRow | null>) => {
    const resolved = await resolveForm(db, form);
    const application = await applicationOf(db, app);
    const user = await find();
    const member = await belongsTo(db, user?.id ?? null, resolved);
    return { application, user: member ? user : null };
  };
  /**
   * Issue 15: at most 5 e-mails of a kind per account an hour and 30 per client IP; counted against the
   * account when the request names one, else against what was typed, so an unknown account is refused alike.
   */
  const limitMails = async (kind: "username" | "reset", user: UserRow | null, typed: string, ip: string) => {
    const wait = await reserveEvent(
      db,
      `${kind}-mail`,
      [
        {
          key: accountKey(user, typed.trim().toLowerCase()),
          max: maxRecoveryMailsPerAccount,
          windowMs: recoveryWindowMs,
        },
        { key: `ip:${ip}`, max: maxRecoveryMailsPerIp, windowMs: recoveryWindowMs },
      ],
      now(),
    );
    if (wait > 0) throw new IdentityRefused("tooManyAttempts", undefined, wait);
  };
  const checkResetToken = async (token: string) => {
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.codeHash, sha256(token)), eq(oneTimeCodes.purpose, "password-reset")))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    if (!row || row.usedAt !== null) throw new IdentityRefused("resetTokenUsed");
    if (row.expiresAt.getTime() <= now()) throw new IdentityRefused("resetLinkExpired");
    return row;
  };

  return {
    /**
     * Same answer whether or not the address is known or belongs to the form (no enumeration), also while SMTP
     * is down (502 for both) and once the limit is reached (429 for both); the username goes by e-mail.
     */
    async recoverUsername(
      input: {
        email: string;
        captcha: string | undefined;
        applicationLogoUrl?: string | undefined;
        form: IdentityForm;
        app: string;
      },
      request: RequestInfo,
    ) {
      await requireCaptcha(input.captcha);
      const { application, user } = await scoped(input.form, input.app, async () => {
        const [row] = await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
        return row ?? null;
      });
      await limitMails("username", user, input.email, request.ip);
      if (user) {
        await send(
          identityMail.username(
            mailLanguage(user.languageId),
            user.email,
            user.name,
            user.username,
            `${request.origin}/auth/signin`,
            await logoFor(application, input.applicationLogoUrl, request.origin),
          ),
        );
      } else await sendNothing();
      return { status: "sent" as const };
    },

    /**
     * Single-use reset link valid for 1 hour; once it is delivered, the user's unused links created before it stop
     * working. Only older ones: when two requests overlap, the newest link survives whichever delivery ends last.
     */
    async requestReset(
      input: {
        user: string;
        captcha: string | undefined;
        applicationLogoUrl?: string | undefined;
        resetApplicationPath?: string | undefined;
        form: IdentityForm;
        app: string;
      },
      request: RequestInfo,
    ) {
      if (input.user.trim() === "") throw new IdentityRefused("loginRequired", "user");
      await requireCaptcha(input.captcha);
      const { application, user } = await scoped(input.form, input.app, () => findByLogin(input.user));
      await limitMails("reset", user, input.user, request.ip);
      if (user) {
        const token = randomToken();
        const [created] = await db
          .insert(oneTimeCodes)
          .values({
            userId: user.id,
            purpose: "password-reset",
            codeHash: sha256(token),
            expiresAt: new Date(now() + resetTokenTtlMs),
          })
          .returning({ id: oneTimeCodes.id });
        const path =
          input.resetApplicationPath && /^\/[A-Za-z0-9/_-]*$/.test(input.resetApplicationPath)
            ? input.resetApplicationPath.replace(/\/$/, "")
            : "/auth/password/change";
        await send(
          identityMail.reset(
            mailLanguage(user.languageId),
            user.email,
            user.name,
            `${request.origin}${path}/${token}`,
            await logoFor(application, input.applicationLogoUrl, request.origin),
          ),
          // The link that was not delivered must not work; earlier links stay as they were.
          () => db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, created!.id)),
        );
        await db
          .update(oneTimeCodes)
          .set({ usedAt: new Date(now()) })
          .where(
            and(
              eq(oneTimeCodes.userId, user.id),
              eq(oneTimeCodes.purpose, "password-reset"),
              isNull(oneTimeCodes.usedAt),
              lt(oneTimeCodes.id, created!.id),
            ),
          );
      } else await sendNothing();
      return { status: "sent" as const };
    },

    checkResetToken,

    async confirmReset(token: string, newPassword: string) {
      const row = await checkResetToken(token);
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw new IdentityRefused("resetTokenUsed");
      await assertNewPassword(user, newPassword);
      const claimed = await db
        .update(oneTimeCodes)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
      if (claimed.length === 0) throw new IdentityRefused("resetTokenUsed");
      await replacePassword(user, newPassword);
      await db.delete(signInFailures).where(eq(signInFailures.login, accountKey(user, "")));
      return { status: "updated" as const };
    },
  };
}
