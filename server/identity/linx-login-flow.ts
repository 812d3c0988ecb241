import type { Customer } from "#src/services/api/users-api.ts";
import { customerLogin } from "../db/users/users-queries.ts";
import type { IdentityKit, RequestInfo } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { accountKey } from "./sign-in-flow.ts";
import { loginModesOfAlias } from "./sign-in-modes.ts";
import { clearSignInFailures, reserveSignInAttempt } from "./throttle-store.ts";

/**
 * `POST users/linx-login` (spec §7, the external customer system): a password check, so it has sign-in's
 * limits in sign-in's store (issue 15) — the same account key (a user's e-mail counts with their sign-ins),
 * the same per-IP count — and costs one argon2 verify whether or not the e-mail is known.
 */
export function linxLoginFlow({ db, now, findByLogin }: IdentityKit) {
  return {
    async linxLogin(
      email: string,
      password: string,
      request: Pick<RequestInfo, "ip"> & { tenantAlias?: string | undefined },
    ): Promise<{ isValid: boolean; customer: Customer | null }> {
      const login = email.trim().toLowerCase();
      const key = accountKey(await findByLogin(login), login);
      const wait = await reserveSignInAttempt(db, key, request.ip, now());
      if (wait > 0) throw new IdentityRefused("tooManyAttempts", undefined, wait);
      // Issue 25: the tenant the subscription service names (X-Tenant-Alias) may not take e-mail sign-in; then
      // no customer is looked for, and the lookup of "" still costs the decoy verify a wrong password costs.
      const takesEmail = (await loginModesOfAlias(db, request.tenantAlias)).hasAuthByEmail;
      const customer = await customerLogin(db, takesEmail ? email : "", password);
      // A wrong password keeps the reserved attempt as its failure.
      if (customer) await clearSignInFailures(db, key);
      return { isValid: customer !== null, customer };
    },
  };
}
