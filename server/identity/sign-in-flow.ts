import type { SecondFactorChallenge } from "#src/services/api/identity-api.ts";
import type { IdentityKit, RequestInfo } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { applicationOf, belongsTo, resolveForm, type IdentityForm } from "./identity-scope.ts";
import { verifyPassword } from "./passwords.ts";
import { admitsLogin, loginModesOf } from "./sign-in-modes.ts";
import { clearSignInFailures, reserveSignInAttempt } from "./throttle-store.ts";
import type { twoFactorFlow } from "./two-factor-flow.ts";

/**
 * The account counter's key: the account itself when the login names one (its username and e-mail count
 * together), else the typed login, so an unknown login is throttled exactly like a known one (no enumeration).
 */
export const accountKey = (user: { id: number } | null, login: string) =>
  user ? `user:${user.id}` : `login:${login}`;

/** Sign-in with throttling (spec §7 auth service, §8 "login attempts exceeded"). */
export function signInFlow(kit: IdentityKit, twoFactor: ReturnType<typeof twoFactorFlow>) {
  const { db, now, requireCaptcha, findByLogin, issueToken, userOfCaller } = kit;

  /**
   * Throttling of spec §8 "login attempts exceeded", per account (or unknown login) and per client IP: the
   * attempt is reserved in the database before the password is checked (server/identity/throttle-store.ts).
   */
  const reserveAttempt = async (key: string, ip: string) => {
    const wait = await reserveSignInAttempt(db, key, ip, now());
    if (wait > 0) throw new IdentityRefused("tooManyAttempts", undefined, wait);
  };

  return {
    /**
     * Sign-in (spec §7): captcha, the form (a tenant's, 404 when unknown, or operation), throttling (the
     * attempt reserved first), then the password and whether the user belongs to the form
     * (server/identity/identity-scope.ts). An unknown user, a wrong password and a user of another tenant cost the same work (a decoy argon2 verify, the same
     * queries) and get the very same 401 body.
     */
    async signIn(
      input: {
        username: string;
        password: string;
        applicationAlias: string;
        captcha: string | undefined;
        form: IdentityForm;
      },
      request: RequestInfo,
    ): Promise<{ accessToken: string | null; secondFactor: SecondFactorChallenge | null }> {
      if (input.username.trim() === "" || input.password === "")
        throw new IdentityRefused("loginRequired", input.username.trim() === "" ? "username" : "password");
      await requireCaptcha(input.captcha);
      const form = await resolveForm(db, input.form);
      const application = await applicationOf(db, input.applicationAlias, "applicationAlias");
      const login = input.username.trim().toLowerCase();
      const found = await findByLogin(login);
      // Issue 25: only a login the form's modes take (server/identity/sign-in-modes.ts); any other finds no
      // account, so it costs and answers exactly like an unknown one — and never reaches the second factor.
      const user = admitsLogin(await loginModesOf(db, form), found, login) ? found : null;
      const key = accountKey(user, login);
      await reserveAttempt(key, request.ip);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
      const member = await belongsTo(db, user?.id ?? null, form);
      // The reserved attempt stays as the failure.
      if (user === null || !passwordOk || !member) throw new IdentityRefused("invalidCredentials");
      await clearSignInFailures(db, key);
      if (user.twoFactor !== "none")
        return {
          accessToken: null,
          secondFactor: await twoFactor.createChallenge(user, application.alias, request),
        };
      return { accessToken: await issueToken(user.id, request), secondFactor: null };
    },

    async tokenCheck(caller: { userId: number }) {
      const { user } = await userOfCaller(caller);
      return { valid: true as const, userId: user.id, temporaryPassword: user.temporaryPassword };
    },
  };
}
