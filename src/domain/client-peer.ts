/**
 * The request header through which the server (server/app.ts) tells a page render the socket address of its
 * client. A route action that calls the API for the visitor (the newsletter form) passes it on, so that the
 * API's per-IP limits count the visitor, not the server itself (issue 25). The server always overwrites it on
 * requests from the network; the API believes it only on in-process requests (ADR 033), which have no socket
 * and can come from no one but this server's own page code.
 */
export const clientPeerHeader = "x-sabia-client-peer";

/**
 * The headers a server-side call made for a visitor sends on: the address the server stamped, and the
 * X-Forwarded-For it received (which the API weighs by its own TRUST_PROXY, as for a direct call).
 */
export function clientHeadersOf(headers: Headers): Record<string, string> {
  const forwarded: Record<string, string> = {};
  const peer = headers.get(clientPeerHeader);
  const forwardedFor = headers.get("x-forwarded-for");
  if (peer) forwarded[clientPeerHeader] = peer;
  if (forwardedFor) forwarded["x-forwarded-for"] = forwardedFor;
  return forwarded;
}
