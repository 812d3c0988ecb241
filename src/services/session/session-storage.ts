import { sessionHintCookie } from "#src/domain/session-hint.ts";
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

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * The one writer of the access token (spec §9 keys) and of the session hint cookie beside it (ADR 075):
 * TokenStorage is its Effect face, and the plain helpers below use it too. `local` (and `tab`, this tab's session
 * storage) are looked up on each call, so it can be built during a server render.
 */
export function tokenStore(local: () => KeyValueStore, tab?: () => KeyValueStore) {
  const tabHasToken = () => tab !== undefined && tab().getItem(storageKeys.sessionToken) !== null;
  return {
    read: (): string | null => currentToken(local(), tab?.()),
    /** A token for this tab's session: the tab's own when it keeps one (independent tabs), else the shared one. */
    write(token: string): void {
      if (tabHasToken()) tab!().setItem(storageKeys.sessionToken, token);
      else local().setItem(storageKeys.accessToken, token);
      writeSessionHint(true);
    },
    /** A new session for every tab (a hand-off, a role, impersonation): the shared token; this tab's own goes. */
    replace(token: string): void {
      local().setItem(storageKeys.accessToken, token);
      tab?.().removeItem(storageKeys.sessionToken);
      writeSessionHint(true);
    },
    /** Independent tabs: this tab keeps its own token (spec §4 "Other tabs"). */
    keepForThisTab(token: string): void {
      tab?.().setItem(storageKeys.sessionToken, token);
      writeSessionHint(true);
    },
    clear(): void {
      local().removeItem(storageKeys.accessToken);
      tab?.().removeItem(storageKeys.sessionToken);
      writeSessionHint(false);
    },
  };
}

/** The browser's token: local storage shared by the tabs, this tab's session storage first. */
export const browserTokenStore = tokenStore(
  () => window.localStorage,
  () => window.sessionStorage,
);

export function readToken(): string | null {
  return browserTokenStore.read();
}

/** Tells the server's next render whether a session may be here (src/domain/session-hint.ts). */
export function writeSessionHint(signedIn: boolean): void {
  if (typeof document !== "undefined") document.cookie = sessionHintCookie(signedIn);
}

export const writeToken = (token: string): void => browserTokenStore.replace(token);

/** Independent tabs: this tab keeps its own token (spec §4 "Other tabs"). */
export const writeTabToken = (token: string): void => browserTokenStore.keepForThisTab(token);

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
  browserTokenStore.clear();
  window.localStorage.removeItem(impersonationKey);
}

export function rememberRedirect(url: string | null): void {
  if (url) window.localStorage.setItem(redirectKey, url);
}

export function storedSignOutUrl(): string | null {
  return window.localStorage.getItem(signOutUrlKey);
}
