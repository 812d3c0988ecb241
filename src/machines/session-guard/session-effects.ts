import {
  clearSession,
  readImpersonation,
  readToken,
  rememberRedirect,
  storedSignOutUrl,
  writeImpersonation,
  writeToken,
} from "../../services/session/session-storage.ts";

/**
 * Browser-side session effects the platform shell triggers outside a guard run: impersonation start and
 * leave (spec §4 "Impersonation") and the sign-out inputs. Kept here so hooks stay thin. The session client
 * (Effect) is imported when impersonation starts, so the platform pages' first visit does not carry it.
 */
export async function startImpersonation(username: string, roleAlias: string, originPath: string): Promise<string> {
  const operatorToken = readToken();
  if (!operatorToken) throw new Error("no access token");
  const { runSession, bearer } = await import("../../services/session/session.client.ts");
  const result = await runSession((api) => api.impersonate({ headers: bearer(operatorToken), payload: { username, roleAlias } }));
  writeImpersonation({ originPath, redirect: result.redirect, operatorToken, asName: username });
  writeToken(result.accessToken);
  return result.redirect;
}

/** Restores the operator's own token and says where to return (the origin path, else "/"). */
export function leaveImpersonation(): string {
  const record = readImpersonation();
  if (record) writeToken(record.operatorToken);
  writeImpersonation(null);
  return record?.originPath || "/";
}

export function signOutInput(redirectUrl: string | null) {
  return { samlEnabled: false, signOutUrl: storedSignOutUrl(), allowedHosts: [window.location.hostname], redirectUrl };
}

export const signOutEffects = { clearSession, rememberRedirect };
export { readImpersonation };
