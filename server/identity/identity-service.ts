import { accountFlow } from "./account-flow.ts";
import { assertNewPassword, identityKit, type IdentityDependencies } from "./identity-kit.ts";
import { IdentityRefused } from "./identity-refused.ts";
import { linxLoginFlow } from "./linx-login-flow.ts";
import { recoveryFlow } from "./recovery-flow.ts";
import { signInFlow } from "./sign-in-flow.ts";
import { signUpFlow } from "./sign-up-flow.ts";
import { twoFactorFlow } from "./two-factor-flow.ts";

export { IdentityRefused };
export { maskEmail, maskPhone, type IdentityDependencies, type RequestInfo } from "./identity-kit.ts";
export { codeTtlMs, maxCodeAttempts, maxCodeSends } from "./two-factor-flow.ts";
export { resetTokenTtlMs } from "./recovery-flow.ts";
export type { IdentityForm } from "./identity-scope.ts";

/**
 * The identity portal's server side (issue 5), one file per flow: sign-in and throttling, two-factor codes,
 * username recovery and password reset, sign-up, the user's own record and password, and the external
 * customer system's password check (linx-login).
 */
export function identityService(dependencies: IdentityDependencies) {
  const kit = identityKit(dependencies);
  const twoFactor = twoFactorFlow(kit);
  return {
    ...signInFlow(kit, twoFactor),
    /** SAML's second factor when the tenant asks for Sabiá's own (ADR 060). */
    createChallenge: twoFactor.createChallenge,
    resendCode: twoFactor.resendCode,
    validateCode: twoFactor.validateCode,
    ...recoveryFlow(kit),
    ...signUpFlow(kit),
    ...accountFlow(kit),
    ...linxLoginFlow(kit),
    assertNewPassword,
  };
}

export type IdentityService = ReturnType<typeof identityService>;
