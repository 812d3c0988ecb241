import type { CurrentRole, LastAccess, RoleChoice, UserRights } from "#src/domain/session/session-types.ts";

/**
 * A page of the authenticated layout: every one needs a signed-in user. (Pre-login pages send a signed-in visitor
 * away themselves, use-anonymous-only.ts; a `?tokenId=` hand-off is taken by app start before the guard runs; the
 * fast-buy route and the expired-password page, exempt from the temporary-password rule, are in other layouts.)
 */
export interface GuardedPage {
  pathname: string;
  search: string;
}

export interface SessionGuardInput {
  page: GuardedPage;
  hasToken: boolean;
  /** App start took a `?tokenId=` hand-off for this page: with a current role, go on to its returnUrl (§4). */
  handedOff: boolean;
  saml: { enabled: boolean; requestUrl: string | null };
}

/** What the session service reports for the signed-in user. */
export interface SessionFacts {
  temporaryPassword: boolean;
  impersonated: boolean;
  rights: UserRights;
  currentRole: CurrentRole | null;
  lastAccess: LastAccess | null;
}

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: string }
  /** Leave the site (SAML identity provider). */
  | { kind: "external"; to: string }
  /** The session call got no answer (offline, or cancelled as the page is left): keep the token, offer a retry. */
  | { kind: "unreachable" };

export interface SessionGuardContext extends SessionGuardInput {
  session: SessionFacts | null;
  decision: GuardDecision | null;
}

export type { RoleChoice };
