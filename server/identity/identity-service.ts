import { and, count, desc, eq, gt, isNull, max, ne, or, sql } from "drizzle-orm";
import { passwordProblems } from "../../src/domain/identity/password-rules.ts";
import type { Me, SecondFactorChallenge, SignUpPayload } from "../../src/services/api/identity-api.ts";
import type { CaptchaService } from "../captcha/altcha.ts";
import type { Db } from "../db/database.ts";
import { authenticationChallenges, signInFailures } from "../db/schema/identity-auth.ts";
import { applications, institutions, roles, tenants, userRights, users } from "../db/schema/identity.ts";
import { oneTimeCodes } from "../db/schema/platform.ts";
import { MailDeliveryFailed, type Mailer, type MailMessage } from "../mail/outbox.ts";
import type { TokenIssuer } from "./access-tokens.ts";
import { identityMail, mailLanguage, type MailLanguage } from "./identity-mail.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { randomToken, sameSecret, sha256, sixDigitCode } from "./secrets.ts";
import { accountWaitMs, ipBlocked, ipWindowMs } from "./throttle.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { validProfilePatch, validSignUp } from "./sign-up-rules.ts";

export { IdentityRefused };

export const resetTokenTtlMs = 60 * 60_000;
export const codeTtlMs = 10 * 60_000;
export const maxCodeAttempts = 5;
export const maxCodeSends = 5;
/** Failures older than this no longer count towards an account's wait. */
const accountMemoryMs = 24 * 60 * 60_000;

/** Where a request came from and what it asks for: the links of e-mails are built on `origin`. */
export interface RequestInfo {
  ip: string;
  origin: string;
  language: MailLanguage;
}

export interface IdentityDependencies {
  db: Db;
  tokens: TokenIssuer;
  mailer: Mailer;
  captcha: CaptchaService;
  now?: () => number;
}

type UserRow = typeof users.$inferSelect;

export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `(${digits.slice(0, 2)}) *****-${digits.slice(-4)}`;
}

export function identityService({ db, tokens, mailer, captcha, now = Date.now }: IdentityDependencies) {
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
    if (!claims || !user) throw new IdentityRefused("invalidCredentials");
    return { claims, user };
  };

  const issueToken = (userId: number) => tokens.issue({ userId, role: null, impersonatorId: null });

  /** Throttling of spec §8 "login attempts exceeded": per typed login (known or not) and per IP. */
  const checkThrottle = async (login: string, ip: string) => {
    const at = now();
    const [byIp] = await db
      .select({ failures: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.ip, ip), gt(signInFailures.at, new Date(at - ipWindowMs))));
    if (ipBlocked(byIp?.failures ?? 0))
      throw new IdentityRefused("tooManyAttempts", undefined, Math.ceil(ipWindowMs / 1000));
    const [byLogin] = await db
      .select({ failures: count(), last: max(signInFailures.at) })
      .from(signInFailures)
      .where(and(eq(signInFailures.login, login), gt(signInFailures.at, new Date(at - accountMemoryMs))));
    const wait = accountWaitMs(
      {
        count: byLogin?.failures ?? 0,
        lastFailureAt: byLogin?.last ? new Date(byLogin.last).getTime() : null,
      },
      at,
    );
    if (wait > 0) throw new IdentityRefused("tooManyAttempts", undefined, Math.ceil(wait / 1000));
  };

  const createChallenge = async (user: UserRow, applicationAlias: string): Promise<SecondFactorChallenge> => {
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
    await send(
      identityMail.code(
        mailLanguage(user.languageId),
        channel === "sms" ? user.cellphone! : user.email,
        code,
        channel,
      ),
      () => db.delete(authenticationChallenges).where(eq(authenticationChallenges.id, id)),
    );
    return {
      challengeId: id,
      channel,
      destination: channel === "sms" ? maskPhone(user.cellphone!) : maskEmail(user.email),
    };
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

  const createUser = async (
    payload: SignUpPayload,
    scope: { tenant: string; ies: string | null },
    request: RequestInfo,
    sendEmail: boolean,
  ) => {
    const form = validSignUp(payload);
    const [tenant] = await db.select().from(tenants).where(eq(tenants.alias, scope.tenant));
    if (!tenant) throw new IdentityRefused("unexpected", "tenant");
    const [ies] = scope.ies
      ? await db
          .select()
          .from(institutions)
          .where(and(eq(institutions.alias, scope.ies), eq(institutions.tenantId, tenant.id)))
      : [null];
    if (scope.ies && !ies) throw new IdentityRefused("unexpected", "ies");
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(sql`lower(${applications.alias})`, payload.applicationAlias.toLowerCase()));
    if (!application) throw new IdentityRefused("unexpected", "applicationAlias");
    const [cpfTaken] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, form.cpf));
    if (cpfTaken) throw new IdentityRefused("cpfAlreadyRegistered", "cpf");
    const [userTaken] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          eq(sql`lower(${users.username})`, form.username.toLowerCase()),
          eq(sql`lower(${users.email})`, form.email.toLowerCase()),
        ),
      );
    if (userTaken) throw new IdentityRefused("userAlreadyExists", "username");
    const passwordHash = await hashPassword(payload.password);
    const inserted = await db
      .insert(users)
      .values({
        username: form.username,
        email: form.email,
        name: form.name,
        passwordHash,
        cpf: form.cpf,
        cellphone: form.cellphone,
        languageId: request.language,
      })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) throw new IdentityRefused("userAlreadyExists", "username");
    // Spec §6: new users of the auth service get the role 'basic'.
    const [basic] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.applicationId, application.id), eq(roles.alias, "basic")));
    if (basic)
      await db
        .insert(userRights)
        .values({ userId: user.id, roleId: basic.id, tenantId: tenant.id, iesId: ies?.id ?? null });
    if (sendEmail) {
      const link = `${request.origin}/auth/signin`;
      await send(
        identityMail.welcome(
          request.language,
          user.email,
          user.name,
          user.username,
          link,
          payload.applicationLogoUrl ?? null,
        ),
        // No account without its confirmation e-mail: the person can sign up again (rights go with the user).
        () => db.delete(users).where(eq(users.id, user.id)),
      );
    }
    return { accessToken: await issueToken(user.id) };
  };

  const toMe = async (user: UserRow): Promise<Me> => {
    const apps = await db
      .selectDistinct({ alias: applications.alias })
      .from(userRights)
      .innerJoin(roles, eq(roles.id, userRights.roleId))
      .innerJoin(applications, eq(applications.id, roles.applicationId))
      .where(eq(userRights.userId, user.id));
    return {
      id: user.id,
      uuid: user.uuid,
      name: user.name,
      username: user.username,
      email: user.email,
      type: user.type,
      photo: user.photo,
      timezone: user.timezone,
      languageId: user.languageId,
      accessibility: user.accessibility,
      temporaryPassword: user.temporaryPassword,
      availableApplications: apps.map((app) => app.alias).toSorted(),
      cpf: user.cpf,
      cellphone: user.cellphone,
    };
  };

  return {
    /**
     * Sign-in (spec §7): captcha, throttling, then the password. An unknown user costs one argon2 verify of a
     * decoy hash and gets the very same 401 body as a wrong password.
     */
    async signIn(
      input: {
        username: string;
        password: string;
        applicationAlias: string;
        captcha: string | undefined;
        tenant: string | null;
      },
      request: RequestInfo,
    ): Promise<{ accessToken: string | null; secondFactor: SecondFactorChallenge | null }> {
      if (input.username.trim() === "" || input.password === "")
        throw new IdentityRefused("loginRequired", input.username.trim() === "" ? "username" : "password");
      await requireCaptcha(input.captcha);
      const login = input.username.trim().toLowerCase();
      await checkThrottle(login, request.ip);
      const user = await findByLogin(login);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
      const allowed = user !== null && passwordOk && (input.tenant !== null || user.isOperator);
      if (!allowed) {
        await db.insert(signInFailures).values({ login, ip: request.ip, at: new Date(now()) });
        throw new IdentityRefused("invalidCredentials");
      }
      await db.delete(signInFailures).where(eq(signInFailures.login, login));
      if (user.twoFactor !== "none")
        return { accessToken: null, secondFactor: await createChallenge(user, input.applicationAlias) };
      return { accessToken: await issueToken(user.id), secondFactor: null };
    },

    async tokenCheck(authorization: string | undefined) {
      const { user } = await userOfToken(authorization);
      return { valid: true as const, userId: user.id, temporaryPassword: user.temporaryPassword };
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
      await send(
        identityMail.code(
          mailLanguage(user.languageId),
          channel === "sms" ? user.cellphone! : user.email,
          code,
          channel,
        ),
        // The code that was not delivered gives way to the previous one again (it reached the user).
        () =>
          db
            .update(authenticationChallenges)
            .set({ codeHash: challenge.codeHash, expiresAt: challenge.expiresAt, attempts: challenge.attempts })
            .where(eq(authenticationChallenges.id, challenge.id)),
      );
      return {
        challengeId: challenge.id,
        channel,
        destination: channel === "sms" ? maskPhone(user.cellphone!) : maskEmail(user.email),
      };
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

    /** Same answer whether or not the address is known (no enumeration); the username goes by e-mail. */
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
      }
      return { status: "sent" as const };
    },

    /** Single-use reset link valid for 1 hour; earlier unused links of the user stop working. */
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
              ne(oneTimeCodes.id, created!.id),
            ),
          );
      }
      return { status: "sent" as const };
    },

    async checkResetToken(token: string) {
      const [row] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(eq(oneTimeCodes.codeHash, sha256(token)), eq(oneTimeCodes.purpose, "password-reset")))
        .orderBy(desc(oneTimeCodes.id))
        .limit(1);
      if (!row || row.usedAt !== null) throw new IdentityRefused("resetTokenUsed");
      if (row.expiresAt.getTime() <= now()) throw new IdentityRefused("resetLinkExpired");
      return row;
    },

    async confirmReset(token: string, newPassword: string) {
      const row = await this.checkResetToken(token);
      const [user] = await db.select().from(users).where(eq(users.id, row.userId));
      if (!user) throw new IdentityRefused("resetTokenUsed");
      await this.assertNewPassword(user, newPassword);
      const claimed = await db
        .update(oneTimeCodes)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id });
      if (claimed.length === 0) throw new IdentityRefused("resetTokenUsed");
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          previousPasswordHash: user.passwordHash,
          temporaryPassword: false,
        })
        .where(eq(users.id, user.id));
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

    /** Spec §5: rules, blocklist, and different from the current and the previous password. */
    async assertNewPassword(user: UserRow, newPassword: string) {
      if (passwordProblems(newPassword).length > 0) throw new IdentityRefused("weakPassword", "newPassword");
      const reused =
        (await verifyPassword(user.passwordHash, newPassword)) ||
        (user.previousPasswordHash !== null &&
          (await verifyPassword(user.previousPasswordHash, newPassword)));
      if (reused) throw new IdentityRefused("sameAsPrevious", "newPassword");
    },

    /** Expired or temporary password change: a fresh token comes back (the old one stays valid until it expires). */
    async changeMyPassword(authorization: string | undefined, currentPassword: string, newPassword: string) {
      const { user } = await userOfToken(authorization);
      if (!(await verifyPassword(user.passwordHash, currentPassword)))
        throw new IdentityRefused("invalidCredentials", "currentPassword");
      await this.assertNewPassword(user, newPassword);
      await db
        .update(users)
        .set({
          passwordHash: await hashPassword(newPassword),
          previousPasswordHash: user.passwordHash,
          temporaryPassword: false,
        })
        .where(eq(users.id, user.id));
      return { accessToken: await issueToken(user.id) };
    },

    async signUp(
      payload: SignUpPayload,
      captchaSolution: string | undefined,
      scope: { tenant: string; ies: string | null },
      request: RequestInfo,
      sendEmail: boolean,
    ) {
      await requireCaptcha(captchaSolution);
      return createUser(payload, scope, request, sendEmail);
    },

    /** PUT users/signup/{iesAlias} of the subscription service: the institution names its tenant. */
    async signUpAtIes(
      payload: SignUpPayload,
      captchaSolution: string | undefined,
      iesAlias: string,
      request: RequestInfo,
    ) {
      await requireCaptcha(captchaSolution);
      const [row] = await db
        .select({ tenant: tenants.alias })
        .from(institutions)
        .innerJoin(tenants, eq(tenants.id, institutions.tenantId))
        .where(eq(institutions.alias, iesAlias));
      if (!row) throw new IdentityRefused("unexpected", "iesAlias");
      return createUser(payload, { tenant: row.tenant, ies: iesAlias }, request, true);
    },

    async me(authorization: string | undefined) {
      return toMe((await userOfToken(authorization)).user);
    },

    async updateMe(
      authorization: string | undefined,
      patch: Partial<
        Pick<Me, "name" | "email" | "cpf" | "cellphone" | "timezone" | "languageId" | "accessibility">
      >,
    ) {
      const { user } = await userOfToken(authorization);
      const changes = validProfilePatch(patch);
      if (changes.cpf && changes.cpf !== user.cpf) {
        const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.cpf, changes.cpf));
        if (taken) throw new IdentityRefused("cpfAlreadyRegistered", "cpf");
      }
      if (changes.email && changes.email.toLowerCase() !== user.email.toLowerCase()) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, changes.email.toLowerCase()));
        if (taken) throw new IdentityRefused("userAlreadyExists", "email");
      }
      const [updated] =
        Object.keys(changes).length > 0
          ? await db.update(users).set(changes).where(eq(users.id, user.id)).returning()
          : [user];
      return toMe(updated ?? user);
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
