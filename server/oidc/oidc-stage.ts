import type { IncomingMessage, ServerResponse } from "node:http";
import { Option, Schema } from "effect";
import type { Logger } from "pino";
import { OidcRefused, type OidcService } from "./oidc-service.ts";

const stateCookie = "sabia_oidc_state";
const offerCookie = "sabia_oidc_offer";
const Slug = Schema.String.check(Schema.isPattern(/^[a-z0-9][a-z0-9-]{0,39}$/));
const OfferId = Schema.String.check(Schema.isPattern(/^[A-Za-z0-9_-]{16,64}$/));
const StartQuery = Schema.Struct({
  returnTo: Schema.optionalKey(Schema.String.check(Schema.isMaxLength(2000))),
});
const LinkForm = Schema.Struct({
  password: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
});

const routes = {
  start: /^\/api\/auth\/oidc\/([^/]+)\/start$/,
  callback: /^\/api\/auth\/oidc\/([^/]+)\/callback$/,
  link: /^\/api\/auth\/oidc\/offers\/([^/]+)\/link$/,
  decline: /^\/api\/auth\/oidc\/offers\/([^/]+)\/decline$/,
};

function cookieOf(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

const setCookie = (name: string, value: string, maxAge: number, secure: boolean) =>
  `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;

function redirect(response: ServerResponse, location: string, cookies: string[] = []) {
  response.writeHead(303, { Location: location, "Cache-Control": "no-store", "Set-Cookie": cookies });
  response.end();
}

function problem(response: ServerResponse, status: 400 | 404 | 503, field: string, detail: string) {
  const kind = { 400: "invalid-input", 404: "not-found", 503: "service-unavailable" }[status];
  const title = { 400: "Bad Request", 404: "Not Found", 503: "Service Unavailable" }[status];
  response.writeHead(status, { "Content-Type": "application/problem+json", "Cache-Control": "no-store" });
  response.end(JSON.stringify({ type: `https://sabia.dev/problems/${kind}`, status, title, field, detail }));
}

async function formOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 8192) return {};
    chunks.push(chunk);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

export interface OidcStageOptions {
  /** This site's origin as the browser sees it (the redirect URI's), from the request. */
  originOf: (request: IncomingMessage) => string;
  clientOf: (request: IncomingMessage) => string;
}

/**
 * OpenID Connect sign-in routes (ADR 061), before the HttpApi because they answer with redirects and cookies:
 * GET /api/auth/oidc/{slug}/start, GET /api/auth/oidc/{slug}/callback, and the link offer's
 * POST /api/auth/oidc/offers/{id}/link (form: password) and …/decline. Refusals are 400s naming the field.
 */
export function oidcStage(oidc: OidcService, logger: Logger, { originOf, clientOf }: OidcStageOptions) {
  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    if (!pathname.startsWith("/api/auth/oidc/")) return false;
    const origin = originOf(request);
    const secure = origin.startsWith("https:");
    const url = new URL(request.url ?? "/", origin);
    const host = request.headers.host ?? "";
    const who = { ip: clientOf(request), userAgent: request.headers["user-agent"] ?? null };
    const [route, match] =
      Object.entries(routes)
        .map(([name, pattern]) => [name, pattern.exec(pathname)] as const)
        .find(([, found]) => found !== null) ?? [];
    const method = route === "start" || route === "callback" ? "GET" : "POST";
    if (!route || !match || request.method !== method) return false;
    try {
      if (route === "start" || route === "callback") {
        const slug = Schema.decodeUnknownOption(Slug)(match[1]);
        if (Option.isNone(slug)) return (problem(response, 400, "provider", "Unknown provider name."), true);
        if (route === "start") {
          const query = Schema.decodeUnknownOption(StartQuery)(Object.fromEntries(url.searchParams));
          if (Option.isNone(query))
            return (problem(response, 400, "returnTo", "returnTo is too long."), true);
          const redirectUri = `${origin}/api/auth/oidc/${slug.value}/callback`;
          const started = await oidc.start(host, slug.value, query.value.returnTo ?? null, redirectUri);
          if (!started)
            return (problem(response, 404, "provider", "This site has no such sign-in provider."), true);
          redirect(response, started.location, [setCookie(stateCookie, started.state, 600, secure)]);
          return true;
        }
        const callbackUrl = new URL(`${origin}${request.url ?? "/"}`);
        const answer = await oidc.callback(
          host,
          slug.value,
          callbackUrl,
          cookieOf(request, stateCookie),
          who,
        );
        const cookies = [setCookie(stateCookie, "", 0, secure)];
        if ("offerSecret" in answer && answer.offerSecret)
          cookies.push(setCookie(offerCookie, answer.offerSecret, 600, secure));
        redirect(response, answer.location, cookies);
        return true;
      }
      const id = Schema.decodeUnknownOption(OfferId)(match[1]);
      if (Option.isNone(id)) return (problem(response, 400, "offer", "Unknown link offer."), true);
      const secret = cookieOf(request, offerCookie);
      if (route === "decline") {
        await oidc.decline(id.value, secret);
        redirect(response, "/auth/signin", [setCookie(offerCookie, "", 0, secure)]);
        return true;
      }
      const form = Schema.decodeUnknownOption(LinkForm)(await formOf(request));
      if (Option.isNone(form)) return (problem(response, 400, "password", "The password is required."), true);
      const answer = await oidc.confirm(id.value, secret, form.value.password, who);
      if ("wrongPassword" in answer) {
        const back = new URL(request.headers.referer ?? `/auth/oidc/link/${id.value}`, origin);
        back.searchParams.set("error", "password");
        redirect(response, `/auth/oidc/link/${id.value}${back.search}`);
        return true;
      }
      redirect(response, answer.location, [setCookie(offerCookie, "", 0, secure)]);
      return true;
    } catch (error) {
      if (error instanceof OidcRefused) {
        problem(response, 400, route === "callback" ? "state" : "offer", error.message);
        return true;
      }
      logger.error({ err: error }, "OpenID sign-in failed");
      problem(response, 503, "provider", "The sign-in service did not answer; try again in a few moments.");
      return true;
    }
  };
}
