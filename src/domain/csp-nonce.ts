/**
 * The request header through which the server (server/http/security-headers.ts) hands a page render its CSP
 * nonce; entry.server.tsx reads it. The server always overwrites it, so a client cannot choose the nonce.
 */
export const cspNonceHeader = "x-sabia-csp-nonce";
