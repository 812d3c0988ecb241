/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) as the Pix API standard asks for: POST /oauth/token with the
 * client authenticated by HTTP Basic, then a Bearer token on every /v2 call (RFC 6750). Tokens expire on the
 * simulator's controlled clock, so advancing it makes a client's cached token lapse.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { ControlledClock } from "./clock.ts";
import { type Answer, decode, ok, problem } from "./problems.ts";
import type { PixPspState } from "./state.ts";
import { pixScopes, TokenRequest } from "./standard/oauth-schemas.ts";

export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  tokenLifetimeSeconds: number;
}

const tokenError = (
  status: number,
  error: string,
  description: string,
  headers?: Record<string, string>,
): Answer => ({
  status,
  body: { error, error_description: description },
  headers: headers ?? {},
});

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function unescapeForm(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** client_id and client_secret from `Authorization: Basic …` (each form-urlencoded first, RFC 6749 §2.3.1). */
function basicCredentials(authorization: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(authorization ?? "");
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return undefined;
  return { id: unescapeForm(decoded.slice(0, colon)), secret: unescapeForm(decoded.slice(colon + 1)) };
}

export function issueToken(
  input: { contentType: string | undefined; body: string; authorization: string | undefined },
  context: { state: PixPspState; clock: ControlledClock; settings: OAuthSettings },
): Answer {
  const credentials = basicCredentials(input.authorization);
  const { clientId, clientSecret, tokenLifetimeSeconds } = context.settings;
  if (!credentials || !sameText(credentials.id, clientId) || !sameText(credentials.secret, clientSecret)) {
    return tokenError(401, "invalid_client", "Client authentication failed.", {
      "www-authenticate": 'Basic realm="pix-psp"',
    });
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(input.contentType ?? "")) {
    return tokenError(400, "invalid_request", "The body must be application/x-www-form-urlencoded.");
  }
  const form = Object.fromEntries(new URLSearchParams(input.body));
  if (form.grant_type !== undefined && form.grant_type !== "client_credentials") {
    return tokenError(400, "unsupported_grant_type", "Only client_credentials is supported.");
  }
  const request = decode(TokenRequest, form, { tipo: "RequisicaoInvalida", title: "", detail: "" });
  if (request.answer) return tokenError(400, "invalid_request", "grant_type=client_credentials is required.");
  const asked = request.value.scope?.split(" ") ?? [...pixScopes];
  const unknown = asked.filter((scope) => !(pixScopes as readonly string[]).includes(scope));
  if (unknown.length > 0) return tokenError(400, "invalid_scope", `Unknown scope: ${unknown.join(" ")}.`);
  const accessToken = randomBytes(32).toString("base64url");
  context.state.tokens.set(accessToken, {
    expiresAtMs: context.clock.nowMs() + tokenLifetimeSeconds * 1000,
    scopes: new Set(asked),
  });
  context.state.tokensIssued += 1;
  return ok(200, {
    access_token: accessToken,
    token_type: "Bearer",
    expires_in: tokenLifetimeSeconds,
    scope: asked.join(" "),
  });
}

/**
 * Checks the Bearer token of a /v2 call. No token, an unknown or expired one → 401 (RFC 6750); a valid token
 * without the endpoint's scope → 403 AcessoNegado, as the standard answers an authorization failure.
 */
export function authorize(
  authorization: string | undefined,
  scope: string,
  context: { state: PixPspState; clock: ControlledClock },
): Answer | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  const token = match?.[1] ? context.state.tokens.get(match[1]) : undefined;
  if (!token || token.expiresAtMs <= context.clock.nowMs()) {
    const reason = match ? 'error="invalid_token"' : "";
    const answer = problem(
      401,
      "AcessoNegado",
      "Não autorizado",
      match ? "Token de acesso inválido ou expirado." : "Token de acesso ausente.",
    );
    return {
      ...answer,
      headers: {
        ...answer.headers,
        "www-authenticate": `Bearer realm="pix-psp"${reason ? `, ${reason}` : ""}`,
      },
    };
  }
  if (!token.scopes.has(scope)) {
    return problem(
      403,
      "AcessoNegado",
      "Acesso Negado",
      `Requisição de participante autenticado que viola alguma regra de autorização: falta o escopo ${scope}.`,
    );
  }
  return undefined;
}
