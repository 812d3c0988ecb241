/**
 * A hint, for the server's render, that this browser holds a session (issue 28). The session itself — the token —
 * lives in the browser's storage, which the server never sees, so a page that differs for signed-out visitors
 * (the checkout's "Entre para comprar") could only show "Carregando…" until the scripts ran. The cookie says
 * "someone may be signed in here", nothing more: it carries no token and grants nothing, and every call is
 * still checked by its token. Written whenever the token is written or cleared, and re-synced from storage by
 * the page's start script on every load (deferred-scripts.server.ts), so it cannot drift for long.
 */
export const sessionHintCookieName = "sabia_signed_in";

/** The Set-Cookie / document.cookie string: a month, site-wide, Lax (like the preference cookies). */
export function sessionHintCookie(signedIn: boolean): string {
  return signedIn
    ? `${sessionHintCookieName}=1; Path=/; Max-Age=2592000; SameSite=Lax`
    : `${sessionHintCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** Whether a request's Cookie header says this browser may hold a session. */
export const mayBeSignedIn = (cookieHeader: string | null | undefined): boolean =>
  cookieHeader !== null &&
  cookieHeader !== undefined &&
  cookieHeader.split(";").some((part) => part.trim() === `${sessionHintCookieName}=1`);
