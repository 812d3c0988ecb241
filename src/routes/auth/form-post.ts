/**
 * The action of every identity page whose form carries a secret (sign-in, sign-up, new or expired password).
 * Those forms post (method="post"), so a form sent before the scripts ran — slow network, no JavaScript —
 * carries the password in the request body, never in the address, history or server log (issue 15). The
 * page then answers again with its empty form (nothing typed is echoed back): the captcha's proof of work and
 * the token kept in the browser's storage need the scripts, which submit it from there.
 */
export function formPostAction() {
  return null;
}
