import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { Db } from "../db/database.ts";
import type { TokenIssuer } from "../identity/access-tokens.ts";
import type { IdentityService } from "../identity/identity-service.ts";
import { defaultLinkOrigin, linkOrigin } from "../identity/link-origin.ts";
import type { SessionService } from "../session/session-service.ts";
import { devSamlIdp } from "./dev-saml-idp.ts";
import { samlSecondFactor } from "./saml-second-factor.ts";
import { samlService } from "./saml-service.ts";
import { samlStage } from "./saml-stage.ts";

/**
 * The origin our SAML addresses use: the request's own host (a tenant's host this deployment serves, on its
 * port; https only from a trusted proxy). Never PUBLIC_URL: each tenant's entityID and ACS live on its own host.
 */
export const samlLinks = (db: Db, port: string | undefined, trustProxy: boolean) =>
  linkOrigin(db, {
    operationHostname: process.env["OPERATION_HOSTNAME"],
    defaultOrigin: defaultLinkOrigin(port),
    port,
    trustProxy,
  });

export interface SamlWiring {
  db: Db;
  tokens: TokenIssuer;
  session: SessionService;
  identity: Pick<IdentityService, "createChallenge" | "validateCode">;
  logger: Logger;
  port: string | undefined;
  trustProxy: boolean;
  clientOf: (incoming: IncomingMessage) => string;
  mayUseDevEndpoints: (incoming: IncomingMessage) => boolean;
}

/** Our SAML endpoints under /api/auth/sso/saml and the example IdP under /dev/saml-idp (dev only). */
export function samlRequestStage(wiring: SamlWiring) {
  const { db, tokens, session, identity, logger, clientOf } = wiring;
  const links = samlLinks(db, wiring.port, wiring.trustProxy);
  const saml = samlService(db, tokens, session, links);
  const sp = samlStage(saml, samlSecondFactor(db, identity, session, links), logger, clientOf);
  const idp = devSamlIdp(db, saml.metadata, clientOf);
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (pathname.startsWith("/api/auth/sso/saml/")) return sp(request, response, pathname);
    if (!pathname.startsWith("/dev/saml-idp/")) return false;
    // The example IdP: only where DEV_MAILBOX allows the development endpoints (else the 404 page).
    if (!wiring.mayUseDevEndpoints(request)) return false;
    try {
      return await idp(request, response, pathname);
    } catch (error) {
      logger.error({ err: error }, "example SAML IdP failed");
      response.writeHead(503, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("The example IdP failed.");
      return true;
    }
  };
}
