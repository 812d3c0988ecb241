import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { signInFailures } from "../db/schema/identity-auth.ts";
import { users } from "../db/schema/identity.ts";
import { oneTimeCodes } from "../db/schema/platform.ts";
import { identityMail, mailLanguage } from "./identity-mail.ts";
import { assertNewPassword, type IdentityKit, type RequestInfo } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { randomToken, sha256 } from "./secrets.ts";

export const resetTokenTtlMs = 60 * 60_000;

/** Username recovery and password reset (spec §4 outcomes, §7 user service). */
export function recoveryFlow(kit: IdentityKit) {
  const { db, now, send, sendNothing, requireCaptcha, findByLogin, replacePassword } = kit;
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
     * Same answer whether or not the address is known (no enumeration), also while SMTP is down (502 for both);
     * the username goes by e-mail.
     */
    async recoverUsername(
      input: { email: string; captcha: string | undefined; applicationLogoUrl?: string | undefined },
      request: RequestInfo,
    ) {
      await requireCaptcha(input.captcha);
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email.trim().toLowerCase()));
      if (user) {
        await send(
          identityMail.username(
            mailLanguage(user.languageId),
            user.email,
            user.name,
            user.username,
            `${request.origin}/auth/signin`,
            input.applicationLogoUrl ?? null,
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
      },
      request: RequestInfo,
    ) {
      if (input.user.trim() === "") throw new IdentityRefused("loginRequired", "user");
      await requireCaptcha(input.captcha);
      const user = await findByLogin(input.user);
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
            input.applicationLogoUrl ?? null,
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
      await db
        .delete(signInFailures)
        .where(
          or(
            eq(signInFailures.login, user.username.toLowerCase()),
            eq(signInFailures.login, user.email.toLowerCase()),
          ),
        );
      return { status: "updated" as const };
    },
  };
}
