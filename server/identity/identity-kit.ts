import { eq, or, sql } from "drizzle-orm";
import { passwordProblems } from "#src/domain/identity/password-rules.ts";
import type { CaptchaService } from "../captcha/altcha.ts";
import type { Db } from "../db/database.ts";
import { applications, users } from "../db/schema/identity.ts";
import { MailDeliveryFailed, type Mailer, type MailMessage } from "../mail/outbox.ts";
import { accessSessionsOf, TooManyPlaces } from "../session/access-sessions.ts";
import { isCurrent, type TokenIssuer } from "./access-tokens.ts";
import type { MailLanguage } from "./identity-mail.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { ApplicationRow } from "./identity-scope.ts";
import { mailLogoUrl } from "./mail-logo.ts";

/** Where a request came from and what it asks for: the links of e-mails are built on `origin`. */
export interface RequestInfo {
  ip: string;
  origin: string;
  language: MailLanguage;
  /** The browser's User-Agent, kept with the session for My Account's list ("Chrome on Windows"). */
  userAgent: string | null;
}

export interface IdentityDependencies {
  db: Db;
  tokens: TokenIssuer;
  mailer: Mailer;
  captcha: CaptchaService;
  now?: () => number;
}

export type UserRow = typeof users.$inferSelect;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

/**
 * Spec §5: different from the current and the previous password (said first: the more precise message), then
 * the rules and the blocklist, which includes the user's own username, name and e-mail.
 */
export const assertNewPassword = async (user: UserRow, newPassword: string) => {
  const reused =
    (await verifyPassword(user.passwordHash, newPassword)) ||
    (user.previousPasswordHash !== null && (await verifyPassword(user.previousPasswordHash, newPassword)));
  if (reused) throw new IdentityRefused("sameAsPrevious", "newPassword");
  if (passwordProblems(newPassword, undefined, user).length > 0)
    throw new IdentityRefused("weakPassword", "newPassword");
};

/** What every identity flow shares: the database, the clock, mail, captcha, logins and tokens. */
export function identityKit({ db, tokens, mailer, captcha, now = Date.now }: IdentityDependencies) {
  const sessions = accessSessionsOf(db);

  /**
   * Sends, and when SMTP refuses (spec §4 "bad gateway on e-mail send") first undoes what the message was for
   * (a reset token, a challenge, a new account), so nothing usable is left half-written; the outbox row keeps
   * the error. Database trouble is not a mail failure and goes on as it is (503).
   */
  const send = async (message: MailMessage, undo: () => Promise<unknown> = async () => {}) => {
    try {
      await mailer.send(message);
    } catch (error) {
      if (!(error instanceof MailDeliveryFailed)) throw error;
      await undo();
      throw new IdentityRefused("emailSendFailed");
    }
  };

  /**
   * What an unknown address costs instead of a delivery (spec §4, no enumeration): with SMTP, a check that the
   * server answers, and the same 502 a known address gets when it does not.
   */
  const sendNothing = async () => {
    if (mailer.delivers && !(await mailer.reachable())) throw new IdentityRefused("emailSendFailed");
  };

  const requireCaptcha = async (solution: string | undefined) => {
    if ((await captcha.verify(solution)) !== "accepted")
      throw new IdentityRefused("captchaRequired", "captcha");
  };

  const findByLogin = async (login: string): Promise<UserRow | null> => {
    const key = login.trim().toLowerCase();
    if (key === "") return null;
    const [row] = await db
      .select()
      .from(users)
      .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
      .orderBy(users.id)
      .limit(1);
    return row ?? null;
  };

  const userOfToken = async (authorization: string | undefined) => {
    const token = /^Bearer\s+(\S+)$/.exec(authorization?.trim() ?? "")?.[1];
    const claims = token ? await tokens.verify(token) : null;
    const [user] = claims ? await db.select().from(users).where(eq(users.id, claims.userId)) : [];
    if (!claims || !user || !isCurrent(claims, user) || !(await sessions.admits(claims)))
      throw new IdentityRefused("invalidCredentials");
    return { claims, user };
  };

  /**
   * The account of a caller the Authorization middleware verified (ADR 097); `invalidCredentials` should it have
   * gone since, as for a refused token.
   */
  const userOfCaller = async <C extends { userId: number }>(claims: C) => {
    const [user] = await db.select().from(users).where(eq(users.id, claims.userId));
    if (!user) throw new IdentityRefused("invalidCredentials");
    return { claims, user };
  };

  /** The logo of an application's e-mails (server/identity/mail-logo.ts): the body's URL when safe, else the stored one. */
  const logoFor = async (
    application: ApplicationRow | string | null,
    offered: string | undefined,
    origin: string,
  ) => {
    const row =
      typeof application === "string"
        ? ((
            await db
              .select()
              .from(applications)
              .where(eq(sql`lower(${applications.alias})`, application.toLowerCase()))
          )[0] ?? null)
        : application;
    return mailLogoUrl(row?.logo ?? null, offered, origin);
  };

  /**
   * Opens the session of a sign-in (§6: refused from a sixth place of the day, ADR 055) and issues its first
   * token, of the user's current version (read now: a password change may just have bumped it).
   */
  const issueToken = async (userId: number, request: Pick<RequestInfo, "ip" | "userAgent">) => {
    const sessionId = await sessions
      .open({ userId, ip: request.ip, userAgent: request.userAgent })
      .catch((error: unknown) => {
        throw error instanceof TooManyPlaces ? new IdentityRefused("tooManyPlaces") : error;
      });
    const [row] = await db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    return tokens.issue({
      userId,
      role: null,
      impersonatorId: null,
      tokenVersion: row?.tokenVersion ?? 0,
      sessionId,
    });
  };

  /**
   * Stores a new password; the current one becomes the previous one (spec §5) and no longer temporary. The token
   * version moves on, so every token issued before stops working (the other tabs show the signed-out dialog),
   * and every session ends — with every impersonation the person started as an operator (issue 25).
   */
  const replacePassword = async (user: UserRow, newPassword: string) => {
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword),
        previousPasswordHash: user.passwordHash,
        temporaryPassword: false,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, user.id));
    await sessions.endAllForNewPassword(user.id);
  };

  return {
    db,
    now,
    sessions,
    send,
    sendNothing,
    requireCaptcha,
    findByLogin,
    userOfToken,
    userOfCaller,
    issueToken,
    replacePassword,
    logoFor,
  };
}

export type IdentityKit = ReturnType<typeof identityKit>;
