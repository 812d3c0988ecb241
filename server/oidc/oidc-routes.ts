import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import { clientAddress, type TrustProxy } from "../http/client-address.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import { sessionService } from "../session/session-service.ts";
import { oidcService } from "./oidc-service.ts";
import { oidcStage } from "./oidc-stage.ts";

/**
 * The OpenID sign-in routes as the API stage mounts them. The redirect URI is built on the request's own host
 * (each tenant has its own); https when the request came over TLS, or through a trusted proxy that says so.
 */
export function oidcRoutes(db: Db, tokens: TokenIssuer, logger: Logger, trustProxy: TrustProxy) {
  const clientOf = (request: IncomingMessage) =>
    clientAddress(request.socket.remoteAddress, request.headers["x-forwarded-for"], trustProxy);
  const originOf = (request: IncomingMessage) => {
    const forwarded = trustProxy !== "off" ? String(request.headers["x-forwarded-proto"] ?? "") : "";
    const tls = "encrypted" in request.socket && request.socket.encrypted === true;
    const scheme = forwarded === "https" || tls ? "https" : "http";
    return `${scheme}://${request.headers.host ?? "localhost"}`;
  };
  return oidcStage(oidcService(db, tokens, sessionService(db, tokens)), logger, { originOf, clientOf });
}
