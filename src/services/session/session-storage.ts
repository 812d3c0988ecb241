import { sessionHintCookie } from "../../domain/session-hint.ts";
import { storageKeys } from "../config.ts";

/**
 * Where the browser keeps the session (spec §9 keys): the access token in local storage, shared by tabs;
 * with independent tabs on, a tab's own token in session storage wins. The impersonation record keeps the
 * operator's token so leaving can restore it.
 */
export interface ImpersonationRecord {
  originPath: string;
  redirect: string;
  operatorToken: string;
  asName: string;
}

const impersonationKey = "sabia_impersonation";
const redirectKey = "sabia_signout_redirect";
const signOutUrlKey = "sabia_signout_url";

export const sessionStorageKeys = {
  ...storageKeys,
  impersonation: impersonationKey,
  redirect: redirectKey,
  signOutUrl: signOutUrlKey,
};

/**
 * The current access token: the shared one in local storage, unless this tab keeps its own in session
 * storage (independent tabs), which wins.
 */
export const currentToken = (
  local: Pick<Storage, "getItem">,
  tab?: Pick<Storage, "getItem">,
): string | null => tab?.getItem(storageKeys.sessionToken) ?? local.getItem(storageKeys.accessToken);

export function readToken(): string | null {
  return currentToken(window.localStorage, window.sessionStorage);
}

/** Tells the server's next render whether a session may be here (src/domain/session-hint.ts). */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document !== "undefined") document.cookie = sessionHintCookie(signedIn);
}

export function writeToken(token: string): void {
  window.localStorage.setItem(storageKeys.accessToken, token);
  window.sessionStorage.removeItem(storageKeys.sessionToken);
  writeSessionHint(true);
}

/** Independent tabs: this tab keeps its own token (spec §4 "Other tabs"). */
export function writeTabToken(token: string): void {
  window.sessionStorage.setItem(storageKeys.sessionToken, token);
  writeSessionHint(true);
}

export function readImpersonation(): ImpersonationRecord | null {
  try {
    const value = JSON.parse(
      window.localStorage.getItem(impersonationKey) ?? "null",
    ) as ImpersonationRecord | null;
    return value && typeof value.operatorToken === "string" ? value : null;
  } catch {
    return null;
  }
}

export function writeImpersonation(record: ImpersonationRecord | null): void {
  if (record) window.localStorage.setItem(impersonationKey, JSON.stringify(record));
  else window.localStorage.removeItem(impersonationKey);
}

/** Sign-out clears token, impersonation, last access, current role and rights (the last three live in the token). */
export function clearSession(): void {
  window.localStorage.removeItem(storageKeys.accessToken);
  window.sessionStorage.removeItem(storageKeys.sessionToken);
  window.localStorage.removeItem(impersonationKey);
  writeSessionHint(false);
}

export function rememberRedirect(url: string | null): void {
  if (url) window.localStorage.setItem(redirectKey, url);
}

export function storedSignOutUrl(): string | null {
  return window.localStorage.getItem(signOutUrlKey);
}
