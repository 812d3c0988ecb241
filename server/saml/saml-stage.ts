import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import { samlPaths } from "./saml-tenant.ts";
import { AcsForm, decodeFields, LoginQuery, SloQuery } from "./saml-forms.ts";
import { problem, readForm, redirect } from "./saml-http.ts";
import { SamlRefused, type SamlOrigin, type SamlService } from "./saml-service.ts";
import type { SecondFactorPages } from "./saml-second-factor.ts";

/**
 * Our SAML endpoints (ADR 060) on the host's tenant: `login` (a signed AuthnRequest by HTTP-Redirect),
 * `acs` (the IdP's response by HTTP-POST → 303 with the tokenId hand-off, or Sabiá's second factor), `slo`
 * (logout messages by HTTP-Redirect, both ways) and `metadata`. A refused message is a 400 (403 for a person
 * who may not enter) naming SAMLResponse, with no session made; anything else a 503 (logged).
 */
export function samlStage(
  saml: SamlService,
  secondFactor: SecondFactorPages,
  logger: Logger,
  clientOf: (incoming: IncomingMessage) => string,
) {
  const originOf = (request: IncomingMessage): SamlOrigin => ({
    host: request.headers.host ?? "",
    forwardedProto: request.headers["x-forwarded-proto"],
    ip: clientOf(request),
    userAgent: request.headers["user-agent"] ?? null,
  });

  const routes: Record<
    string,
    (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>
  > = {
    [`GET ${samlPaths.login}`]: async (request, response, url) =>
      redirect(
        response,
        await saml.loginRedirect(
          originOf(request),
          decodeFields(LoginQuery, url.searchParams, "RelayState").RelayState ?? null,
        ),
      ),

    [`GET ${samlPaths.metadata}`]: async (request, response) => {
      const xml = await saml.metadata(originOf(request));
      response.writeHead(200, { "Content-Type": "application/samlmetadata+xml; charset=utf-8" });
      response.end(xml);
    },

    [`POST ${samlPaths.acs}`]: async (request, response) => {
      const form = decodeFields(AcsForm, await readForm(request), "SAMLResponse");
      const origin = originOf(request);
      const outcome = await saml.consume(origin, form.SAMLResponse, form.RelayState ?? null);
      if (outcome.kind === "signed-in") redirect(response, outcome.location);
      else await secondFactor.start(response, outcome.userId, outcome.returnPath, origin);
    },

    [`GET ${samlPaths.slo}`]: async (request, response, url) => {
      const rawQuery = url.search.slice(1);
      const query = decodeFields(SloQuery, url.searchParams, "SAMLRequest");
      if (!query.SAMLRequest === !query.SAMLResponse)
        throw new SamlRefused("Exactly one of SAMLRequest or SAMLResponse is needed.", 400, "SAMLRequest");
      // node-saml takes an unsigned redirect message as valid: a logout message must be signed by the IdP, or
      // anyone could end a person's sessions.
      if (!query.Signature || !query.SigAlg)
        throw new SamlRefused("The SAML logout message is not signed.", 400, "Signature");
      redirect(
        response,
        await saml.singleLogout(originOf(request), Object.fromEntries(url.searchParams), rawQuery),
      );
    },

    [`POST ${secondFactor.path}`]: async (request, response) =>
      secondFactor.answer(request, response, originOf(request)),
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const route = routes[`${request.method ?? "GET"} ${pathname}`];
    if (!route) return false;
    try {
      await route(request, response, new URL(request.url ?? "/", "http://sp.invalid"));
    } catch (error) {
      if (error instanceof SamlRefused) problem(response, error.status, error.field, error.message);
      else {
        logger.error({ err: error }, "SAML endpoint failed");
        problem(
          response,
          503,
          "SAMLResponse",
          "The sign-in service did not answer; try again in a few moments.",
        );
      }
    }
    return true;
  };
}
