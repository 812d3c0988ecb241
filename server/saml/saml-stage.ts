import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { SamlRefused, type SamlService } from "./saml-service.ts";

/**
 * GET /api/auth/sso/saml/acs (our assertion consumer): a good response becomes a 303 to the relay state with the
 * tokenId hand-off; a refused one is a 400 naming SAMLResponse; anything else a 503 (logged).
 */
export async function samlAssertionConsumer(
  saml: Pick<SamlService, "consume">,
  request: IncomingMessage,
  response: ServerResponse,
  logger: Logger,
  clientOf: (incoming: IncomingMessage) => string = (incoming) => incoming.socket.remoteAddress ?? "unknown",
) {
  const query = new URL(request.url ?? "/", "http://sp.invalid").searchParams;
  try {
    const location = await saml.consume(
      request.headers.host ?? "",
      query.get("SAMLResponse"),
      query.get("RelayState"),
      { ip: clientOf(request), userAgent: request.headers["user-agent"] ?? null },
    );
    response.writeHead(303, { Location: location, "Cache-Control": "no-store" });
    response.end();
  } catch (error) {
    const refused = error instanceof SamlRefused;
    if (!refused) logger.error({ err: error }, "SAML response failed");
    response.writeHead(refused ? 400 : 503, {
      "Content-Type": "application/problem+json",
      "Cache-Control": "no-store",
    });
    response.end(
      JSON.stringify({
        type: `https://sabia.dev/problems/${refused ? "invalid-input" : "service-unavailable"}`,
        status: refused ? 400 : 503,
        title: refused ? "Bad Request" : "Service Unavailable",
        field: "SAMLResponse",
        detail: refused ? error.message : "The sign-in service did not answer; try again in a few moments.",
      }),
    );
  }
}
