import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database.ts";
import { users } from "../db/schema/identity.ts";
import { verifyPassword } from "../identity/passwords.ts";
import { accountKey } from "../identity/sign-in-flow.ts";
import { clearSignInFailures, reserveSignInAttempt } from "../identity/throttle-store.ts";
import { loginResponse, redirectOctets, samlifyIdp, samlifySp } from "./dev-idp-entity.ts";
import { autoPostPage, escapeHtml, html, readForm, redirect } from "./saml-http.ts";
import { samlKeyPairOf } from "./saml-keys.ts";

/**
 * The example identity provider (issue 27, ADR 060) at /dev/saml-idp, only where DEV_MAILBOX allows the
 * development endpoints: samlify plays the IdP (it verifies our signed AuthnRequest and LogoutRequest, signs the
 * response), with its key pair made on first start and kept in the database. People sign in with their Sabiá
 * password under the sign-in lockout; Sabiá asks its own second factor after (hcfmusp's policy), since this IdP
 * asserts a password only.
 */
const cookieName = "sabia_dev_idp";
const sessionTtlMs = 8 * 60 * 60_000;

function signInPage(request: string, error: string | null): string {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex,nofollow">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Provedor de identidade de exemplo</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b2428}label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.5rem;font:inherit}button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;background:#1d6f72;color:#fff;border:0;border-radius:4px}.error{color:#b3261e}</style>
</head><body><main><h1>Provedor de identidade de exemplo</h1>
<p>Entre com sua conta da instituição.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="/dev/saml-idp/sso"><input type="hidden" name="request" value="${escapeHtml(request)}">
<label for="login">E-mail ou usuário</label><input id="login" name="login" autocomplete="username" required>
<label for="password">Senha</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">Entrar</button></form></main></body></html>`;
}

const cookieOf = (request: IncomingMessage) =>
  (request.headers.cookie ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === cookieName)?.[1] ?? null;

const setCookie = (value: string, maxAgeSeconds: number) =>
  `${cookieName}=${value}; Path=/dev/saml-idp; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`;

/** Handles /dev/saml-idp/sso (GET: the AuthnRequest; POST: the credentials) and /slo (our LogoutRequest). */
export function devSamlIdp(
  db: Db,
  spMetadata: (origin: {
    host: string;
    forwardedProto: string | readonly string[] | undefined;
  }) => Promise<string>,
  clientOf: (incoming: IncomingMessage) => string,
  now: () => number = Date.now,
) {
  const keys = () => samlKeyPairOf(db, "dev-idp", "Sabiá example SAML IdP");
  const mac = async (body: string) =>
    createHmac("sha256", (await keys()).privateKey)
      .update(body)
      .digest("base64url");
  const sessionCookie = async (email: string) => {
    const body = Buffer.from(JSON.stringify({ email, until: now() + sessionTtlMs })).toString("base64url");
    return `${body}.${await mac(body)}`;
  };
  const sessionOf = async (cookie: string | null): Promise<string | null> => {
    const [body, signature] = (cookie ?? "").split(".");
    if (!body || !signature) return null;
    const expected = Buffer.from(await mac(body));
    if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature)))
      return null;
    const { email, until } = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as {
      email: string;
      until: number;
    };
    return until > now() ? email : null;
  };

  /** samlify's IdP and our SP (from the metadata we publish for this host's tenant). */
  const entities = async (request: IncomingMessage) => {
    const origin = { host: request.headers.host ?? "", forwardedProto: request.headers["x-forwarded-proto"] };
    const metadata = await spMetadata(origin);
    const proto = /entityID="(https?):/.exec(metadata)?.[1] ?? "http";
    return { idp: samlifyIdp(await keys(), `${proto}://${origin.host}`), sp: samlifySp(metadata) };
  };

  /** The verified AuthnRequest of a raw query (its id and relay state), or null. */
  const authnRequest = async (request: IncomingMessage, rawQuery: string) => {
    const { idp, sp } = await entities(request);
    const query = Object.fromEntries(new URLSearchParams(rawQuery));
    const parsed = await idp
      .parseLoginRequest(sp, "redirect", { query, octetString: redirectOctets(rawQuery, "SAMLRequest") })
      .catch(() => null);
    const id = (parsed?.extract as { request?: { id?: string } } | undefined)?.request?.id;
    return id ? { idp, sp, id, relayState: query["RelayState"] ?? "" } : null;
  };

  const answer = async (
    response: ServerResponse,
    found: NonNullable<Awaited<ReturnType<typeof authnRequest>>>,
    email: string,
  ) => {
    const posted = await loginResponse(
      found.idp,
      found.sp,
      { email, inResponseTo: found.id },
      found.relayState,
    );
    const page = autoPostPage(
      posted.acs,
      { SAMLResponse: posted.samlResponse, RelayState: posted.relayState },
      "Voltando ao Sabiá…",
    );
    response.setHeader("Set-Cookie", setCookie(await sessionCookie(email), sessionTtlMs / 1000));
    html(response, 200, page);
  };

  return async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const rawQuery = (request.url ?? "").split("?")[1] ?? "";
    if (pathname === "/dev/saml-idp/sso" && request.method === "GET") {
      const found = await authnRequest(request, rawQuery);
      if (!found) return (html(response, 400, signInPage("", "Pedido de entrada inválido.")), true);
      const signedIn = await sessionOf(cookieOf(request));
      if (signedIn) await answer(response, found, signedIn);
      else html(response, 200, signInPage(rawQuery, null));
      return true;
    }
    if (pathname === "/dev/saml-idp/sso" && request.method === "POST") {
      const form = await readForm(request, 16 * 1024);
      const found = form ? await authnRequest(request, form.get("request") ?? "") : null;
      if (!form || !found) return (html(response, 400, signInPage("", "Pedido de entrada inválido.")), true);
      const login = (form.get("login") ?? "").trim().toLowerCase();
      const [user] = login
        ? await db
            .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
            .from(users)
            .where(sql`lower(${users.username}) = ${login} or lower(${users.email}) = ${login}`)
        : [];
      // The same lockout as Sabiá's sign-in: the attempt is reserved before the password is checked.
      const key = accountKey(user ?? null, login);
      const wait = await reserveSignInAttempt(db, key, clientOf(request), now());
      if (wait > 0)
        return (
          html(
            response,
            429,
            signInPage(form.get("request") ?? "", `Muitas tentativas. Tente de novo em ${wait} segundos.`),
          ),
          true
        );
      if (!user || !(await verifyPassword(user.passwordHash, form.get("password") ?? "")))
        return (
          html(response, 401, signInPage(form.get("request") ?? "", "Usuário ou senha inválidos.")),
          true
        );
      await clearSignInFailures(db, key);
      await answer(response, found, user.email);
      return true;
    }
    if (pathname === "/dev/saml-idp/slo" && request.method === "GET") {
      const { idp, sp } = await entities(request);
      const query = Object.fromEntries(new URLSearchParams(rawQuery));
      const parsed = await idp
        .parseLogoutRequest(sp, "redirect", { query, octetString: redirectOctets(rawQuery, "SAMLRequest") })
        .catch(() => null);
      if (!parsed) return (html(response, 400, signInPage("", "Pedido de saída inválido.")), true);
      const logout = idp.createLogoutResponse(sp, { ...parsed }, "redirect", query["RelayState"] ?? "");
      redirect(response, logout.context, setCookie("", 0));
      return true;
    }
    return false;
  };
}
