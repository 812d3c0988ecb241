import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { safeReturnPath } from "../../src/domain/safe-redirect.ts";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import { verifyPassword } from "../identity/passwords.ts";
import {
  decodeIdpSession,
  decodeSamlLogoutRequest,
  idpSessionTtlMs,
  messageTtlMs,
  signSamlMessage,
  verifySamlMessage,
} from "./saml-messages.ts";
import { withQuery } from "./saml-service.ts";

/**
 * The seeded example identity provider (ADR 040), served by this server at /dev/saml-idp only where DEV_MAILBOX
 * allows the development endpoints. It signs the demo people in with their Sabiá password, keeps its own session
 * in a cookie, answers our service provider with a signed response at /api/auth/sso/saml/acs, and ends its
 * session on a signed logout request. A real deployment points the tenant's samlRequest at its own IdP.
 */
const cookieName = "sabia_dev_idp";
const acsPath = "/api/auth/sso/saml/acs";
const maxForm = 8 * 1024;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(sp: string, relayState: string, error: string | null): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Provedor de identidade de exemplo</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b2428}label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;font:inherit}button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;background:#1d6f72;color:#fff;border:0;border-radius:4px}.error{color:#b3261e}</style>
</head><body><main><h1>Provedor de identidade de exemplo</h1>
<p>Entre com sua conta da instituição (<strong>${escapeHtml(sp)}</strong>).</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/dev/saml-idp/sso">
<input type="hidden" name="sp" value="${escapeHtml(sp)}"><input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<label for="login">E-mail ou usuário</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Senha</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button></form></main></body></html>`;
}

function cookieOf(request: IncomingMessage): string | null {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === cookieName) return value.join("=");
  }
  return null;
}

const setCookie = (value: string, maxAgeSeconds: number) =>
  `${cookieName}=${value}; Path=/dev/saml-idp; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;

function readForm(request: IncomingMessage): Promise<URLSearchParams | null> {
  return new Promise((resolve) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > maxForm) {
        resolve(null);
        request.destroy();
      }
    });
    request.on("end", () => resolve(new URLSearchParams(body)));
    request.on("error", () => resolve(null));
  });
}

function redirect(response: ServerResponse, location: string, cookie?: string) {
  response.writeHead(303, {
    Location: location,
    "Cache-Control": "no-store",
    ...(cookie ? { "Set-Cookie": cookie } : {}),
  });
  response.end();
}

function html(response: ServerResponse, status: number, page: string) {
  response.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  response.end(page);
}

/** Handles /dev/saml-idp/sso (GET form or straight back when signed in here; POST credentials) and /logout. */
export function devSamlIdp(db: Db, secret: () => Promise<Buffer>, now: () => number = Date.now) {
  const answer = async (response: ServerResponse, sp: string, relayState: string, nameId: string) => {
    const key = await secret();
    const samlResponse = signSamlMessage(
      { kind: "response", issuer: "sabia-dev-idp", audience: sp, nameId, notOnOrAfter: now() + messageTtlMs },
      key,
    );
    const session = signSamlMessage(
      { kind: "idp-session", nameId, notOnOrAfter: now() + idpSessionTtlMs },
      key,
    );
    redirect(
      response,
      withQuery(acsPath, { SAMLResponse: samlResponse, RelayState: relayState }),
      setCookie(session, idpSessionTtlMs / 1000),
    );
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const url = new URL(request.url ?? "/", "http://idp.invalid");
    if (pathname === "/dev/saml-idp/sso" && request.method === "GET") {
      const sp = url.searchParams.get("sp") ?? "";
      const relayState = safeReturnPath(url.searchParams.get("RelayState"), "/home");
      const signedIn = verifySamlMessage(decodeIdpSession, cookieOf(request), await secret(), now());
      if (signedIn && sp) await answer(response, sp, relayState, signedIn.nameId);
      else html(response, 200, signInPage(sp, relayState, null));
      return true;
    }
    if (pathname === "/dev/saml-idp/sso" && request.method === "POST") {
      const form = await readForm(request);
      if (!form) return (html(response, 413, signInPage("", "/home", "Formulário grande demais.")), true);
      const sp = form.get("sp") ?? "";
      const relayState = safeReturnPath(form.get("RelayState"), "/home");
      const login = (form.get("login") ?? "").trim();
      const [user] = login
        ? await db
            .select({ email: users.email, passwordHash: users.passwordHash })
            .from(users)
            .where(sql`lower(${users.username}) = lower(${login}) or lower(${users.email}) = lower(${login})`)
        : [];
      if (!user || !(await verifyPassword(user.passwordHash, form.get("password") ?? "")))
        html(response, 401, signInPage(sp, relayState, "Usuário ou senha inválidos."));
      else await answer(response, sp, relayState, user.email);
      return true;
    }
    if (pathname === "/dev/saml-idp/logout" && request.method === "GET") {
      const logout = verifySamlMessage(
        decodeSamlLogoutRequest,
        url.searchParams.get("SAMLRequest"),
        await secret(),
        now(),
      );
      if (!logout) {
        html(response, 400, signInPage("", "/home", "Pedido de saída inválido ou expirado."));
        return true;
      }
      redirect(
        response,
        safeReturnPath(url.searchParams.get("RelayState"), "/auth/signin"),
        setCookie("", 0),
      );
      return true;
    }
    return false;
  };
}
