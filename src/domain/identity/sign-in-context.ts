/**
 * Rules of the sign-in context (spec §2 sign-in, §3 tenant settings, §6 operation mode), shared by the API that
 * builds it and the pages that use it.
 */
export interface AuthenticationModes {
  userName: boolean;
  hasAuthByEmail: boolean;
  hasAuthBySaml: boolean;
  samlRequest: { url: string } | null;
  lti: boolean;
}

/** The operation host when OPERATION_HOSTNAME is not set. */
export const defaultOperationHostname = "operacao.localhost";

/** "Operacao.Localhost:3000" → "operacao.localhost"; anything that is not a host name → "". */
export function bareHostname(host: string | null | undefined): string {
  const name = (host ?? "")
    .trim()
    .toLowerCase()
    .replace(/:\d{1,5}$/, "")
    .replace(/\.$/, "");
  return /^[a-z0-9.-]{1,253}$/.test(name) ? name : "";
}

/** Spec §6: operation mode when the hostname is the group's own operation host. */
export function isOperationHost(host: string | null | undefined, operationHostname: string): boolean {
  const name = bareHostname(host);
  return name !== "" && name === bareHostname(operationHostname);
}

/**
 * The single-sign-on address, only when it is an absolute http(s) URL without credentials or a path on this
 * site (an IdP this server hosts, ADR 040): never `javascript:`, `data:`, a relative or protocol-relative
 * address, or text with spaces or control characters.
 */
export function safeSsoUrl(candidate: unknown): string | null {
  if (typeof candidate !== "string" || candidate.length > 2000) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (/^\/(?![/\\])/.test(candidate)) return candidate;
  if (!/^https?:\/\//i.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
  if (url.username !== "" || url.password !== "") return null;
  return url.href;
}

/** The SSO link to offer, or null when the tenant has no SAML or its address is not safe. */
export function ssoLink(modes: AuthenticationModes): string | null {
  return modes.hasAuthBySaml ? safeSsoUrl(modes.samlRequest?.url) : null;
}

/** The sign-in page's lead line (auth namespace) from the tenant's modes. */
export function loginLeadKey(modes: Pick<AuthenticationModes, "userName" | "hasAuthByEmail">): string {
  if (modes.userName && !modes.hasAuthByEmail) return "signIn.leadUsername";
  if (!modes.userName && modes.hasAuthByEmail) return "signIn.leadEmail";
  return "signIn.lead";
}

/** The sign-in login field's label (auth namespace) from the tenant's modes. */
export function loginLabelKey(modes: Pick<AuthenticationModes, "userName" | "hasAuthByEmail">): string {
  if (modes.userName && !modes.hasAuthByEmail) return "signIn.usernameOnly";
  if (!modes.userName && modes.hasAuthByEmail) return "signIn.emailOnly";
  return "signIn.username";
}
