import { ssoLink, type AuthenticationModes } from "#src/domain/identity/sign-in-context.ts";
import { appConfig } from "#src/services/config.ts";

/**
 * The SAML sign-in address of this host's tenant (spec §3 authenticationModes, §4 "If SAML is enabled…"), or
 * null when the tenant does not sign in with SAML or the settings do not answer. Asked only by an anonymous
 * visitor's guarded page and by sign-out, so signed-in page loads never pay for it.
 */
export async function hostSamlRequest(): Promise<string | null> {
  const query = new URLSearchParams({
    hostname: window.location.hostname,
    applicationAlias: appConfig.applicationAlias,
  });
  try {
    const response = await fetch(`/api/settings/sign-in-context?${query}`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { authenticationModes?: AuthenticationModes };
    return body.authenticationModes ? ssoLink(body.authenticationModes) : null;
  } catch {
    return null;
  }
}

/** The IdP address with the page to come back to as the SAML relay state. */
export function withRelayState(requestUrl: string, returnPath: string): string {
  return `${requestUrl}${requestUrl.includes("?") ? "&" : "?"}${new URLSearchParams({ RelayState: returnPath })}`;
}
