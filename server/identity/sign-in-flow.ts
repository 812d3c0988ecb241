import { and, count, eq, gt, max } from "drizzle-orm";
import type { SecondFactorChallenge } from "../../src/services/api/identity-api.ts";
import { signInFailures } from "../db/schema/identity-auth.ts";
import type { IdentityKit, RequestInfo } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { verifyPassword } from "./passwords.ts";
import { accountWaitMs, ipBlocked, ipWindowMs } from "./throttle.ts";
import type { twoFactorFlow } from "./two-factor-flow.ts";

/** Failures older than this no longer count towards an account's wait. */
const accountMemoryMs = 24 * 60 * 60_000;

/** Sign-in with throttling (spec §7 auth service, §8 "login attempts exceeded"). */
export function signInFlow(kit: IdentityKit, twoFactor: ReturnType<typeof twoFactorFlow>) {
  const { db, now, requireCaptcha, findByLogin, issueToken, userOfToken } = kit;

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
        return {
          accessToken: null,
          secondFactor: await twoFactor.createChallenge(user, input.applicationAlias),
        };
      return { accessToken: await issueToken(user.id), secondFactor: null };
    },

    async tokenCheck(authorization: string | undefined) {
      const { user } = await userOfToken(authorization);
      return { valid: true as const, userId: user.id, temporaryPassword: user.temporaryPassword };
    },
  };
}
