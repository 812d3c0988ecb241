import type { CurrentRole, LastAccess, RoleChoice, UserRights } from "../../domain/session/session-types.ts";

export interface GuardedPage {
  pathname: string;
  search: string;
  /** The page needs a signed-in user (authenticated layout). */
  guarded: boolean;
  /** Sign-in, sign-up and recovery pages: a signed-in user is sent to "/". */
  preLogin: boolean;
  /** The fast-buy route is exempt from the temporary-password rule (§4). */
  fastBuy: boolean;
}

export interface SessionGuardInput {
  page: GuardedPage;
  /** `tokenId` query value: a single-use hand-off code to exchange for a token. */
  tokenId: string | null;
  hasToken: boolean;
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
  handedOff: boolean;
  session: SessionFacts | null;
  decision: GuardDecision | null;
}

export type { RoleChoice };
