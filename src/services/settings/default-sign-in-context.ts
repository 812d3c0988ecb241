import type { SignInContext } from "../api/settings-api.ts";
import { appConfig } from "../config.ts";

/**
 * The sign-in context a page falls back to when the API does not answer (or outside the auth and marketplace
 * layouts): the configured tenant, username or e-mail, sign-up offered, no SSO.
 */
export const defaultSignInContext = (hostname: string): SignInContext => ({
  hostname,
  operation: false,
  tenantAlias: appConfig.defaultTenantAlias,
  applicationAlias: null,
  authenticationModes: {
    userName: true,
    hasAuthByEmail: true,
    hasAuthBySaml: false,
    samlRequest: null,
    lti: false,
  },
  createAccountEnabled: true,
  loginPageImage: null,
  applicationOwner: null,
  applicationLogoUrl: null,
});
