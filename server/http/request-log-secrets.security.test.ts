import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#scripts/raw-request.ts";
import { ensureBuild, startServer, type RunningServer } from "#scripts/server-process.ts";
import { solvedCaptcha, tokenIn } from "../api/identity-test-kit.ts";
import { hiddenFields, pathOf } from "../api/saml-test-kit.ts";

/**
 * Issue 25: the request log kept reset tokens (in paths), whole SAMLResponse values and other secrets in clear.
 * The real production server runs with its JSON log going to a file; the identity flows that carry secrets are
 * driven over HTTP (reset link check, its page and the change; SAML sign-in at the example IdP; hand-off codes of
 * SAML and of the application switcher; a two-factor code); then no secret they used appears in that log.
 */
let server: RunningServer;
let folder: string;
let logFile: string;
beforeAll(async () => {
  ensureBuild();
  folder = mkdtempSync(join(tmpdir(), "sabia-log-"));
  logFile = join(folder, "server.log");
  server = await startServer({ LOG_LEVEL: "info" }, { logFile });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | null;
  text: string;
}

/** One exchange without following redirects, with the Host of the caller's choosing (a tenant's). */
function send(
  path: string,
  options: {
    method?: string;
    host?: string;
    body?: string;
    form?: boolean;
    headers?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.host) headers["host"] = options.host;
  if (options.body !== undefined)
    headers["content-type"] = options.form ? "application/x-www-form-urlencoded" : "application/json";
  return rawRequest(`${server.baseUrl}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body,
  }).then((answer) => ({
    status: answer.status,
    location: answer.headers.location ?? null,
    text: answer.text,
  }));
}

const json = (answer: Answer) => JSON.parse(answer.text) as Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest message of the development outbox for `recipient`. */
async function lastMessage(recipient: string): Promise<string> {
  const answer = await send(`/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(answer.status).toBe(200);
  const [newest] = JSON.parse(answer.text) as { text: string }[];
  return newest!.text;
}

async function signIn(username: string): Promise<Record<string, unknown>> {
  const answer = await send("/api/auth/signin/tenants/sabia", {
    method: "POST",
    headers: { captcha: await solvedCaptcha(server.baseUrl) },
    body: JSON.stringify({ username, password: "Sabia@2026", applicationAlias: "artmed-marketplace" }),
  });
  expect(answer.status).toBe(200);
  return json(answer);
}

/** Reset link: requested, checked by the API, opened as a page, then used. Returns the token. */
async function resetLinkFlow(): Promise<string[]> {
  const requested = await send("/api/users/tenants/sabia/applications/artmed-marketplace/password/reset", {
    method: "POST",
    headers: { captcha: await solvedCaptcha(server.baseUrl) },
    body: JSON.stringify({ user: "professor" }),
  });
  expect(requested.status).toBe(200);
  const token = tokenIn(await lastMessage("professor@sabia.dev"));
  expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  expect((await send(`/api/users/password/reset/check/${token}`)).status).toBe(200);
  expect((await send(`/auth/password/change/${token}`)).status).toBe(200);
  // The same token as a query value, as older links and other applications' reset pages carry it.
  expect((await send(`/auth/password/change?token=${token}`)).status).toBe(200);
  const changed = await send("/api/users/password/confirm", {
    method: "PUT",
    body: JSON.stringify({ token, newPassword: "Outra#Senha7" }),
  });
  expect(changed.status).toBe(200);
  return [token!];
}

/** SAML at the example IdP for hcfmusp (ADR 060): the signed response is posted to our ACS; its tokenId is exchanged. */
async function samlFlow(): Promise<string[]> {
  const host = "hcfmusp.localhost";
  const login = await send("/api/auth/sso/saml/login?RelayState=%2Fhome", { host });
  expect(login.status).toBe(303);
  const page = await send(pathOf(login.location!), { host });
  const signedIn = await send("/dev/saml-idp/sso", {
    method: "POST",
    host,
    form: true,
    body: new URLSearchParams({
      ...hiddenFields(page.text),
      login: "residente",
      password: "Sabia@2026",
    }).toString(),
  });
  expect(signedIn.status).toBe(200);
  const samlResponse = hiddenFields(signedIn.text)["SAMLResponse"]!;
  expect(samlResponse.length).toBeGreaterThan(40);
  const consumed = await send("/api/auth/sso/saml/acs", {
    method: "POST",
    host,
    form: true,
    body: new URLSearchParams(hiddenFields(signedIn.text)).toString(),
  });
  expect(consumed.status).toBe(303);
  const target = new URL(consumed.location!, "http://x.invalid");
  const tokenId = target.searchParams.get("tokenId")!;
  expect(tokenId.length).toBeGreaterThan(15);
  // The browser lands on the relay state with the hand-off code, then trades it for a token.
  expect((await send(`${target.pathname}${target.search}`, { host })).status).toBeLessThan(500);
  const exchanged = await send("/api/auth/token/exchange", {
    method: "POST",
    body: JSON.stringify({ tokenId }),
  });
  expect(exchanged.status).toBe(200);
  return [samlResponse, tokenId, String(json(exchanged)["accessToken"])];
}

/** The application switcher's hand-off: a code minted for a signed-in person, carried in a page address. */
async function handOffFlow(): Promise<string[]> {
  const accessToken = String((await signIn("aluno"))["accessToken"]);
  const minted = await send("/api/auth/token/hand-off", { method: "POST", headers: bearer(accessToken) });
  expect(minted.status).toBe(200);
  const tokenId = String(json(minted)["tokenId"]);
  expect((await send(`/curso/qualidade-e-seguranca-do-paciente?tokenId=${tokenId}`)).status).toBe(200);
  expect(
    (await send("/api/auth/token/exchange", { method: "POST", body: JSON.stringify({ tokenId }) })).status,
  ).toBe(200);
  return [accessToken, tokenId];
}

/** Two-factor sign-in (dupla): the code travels in a body; the challenge id too. */
async function twoFactorFlow(): Promise<string[]> {
  const challenge = (await signIn("dupla"))["secondFactor"] as { challengeId: string };
  const code = /\b(\d{6})\b/.exec(await lastMessage("dupla@sabia.dev"))![1]!;
  const validated = await send("/api/subscription/users/validate-authentication-code", {
    method: "POST",
    body: JSON.stringify({ challengeId: challenge.challengeId, code }),
  });
  expect(validated.status).toBe(200);
  // A page address that carries a code (an OpenID provider's redirect does so) must not keep it either.
  expect((await send(`/auth/signin?code=${code}&state=s`)).status).toBeLessThan(500);
  return [challenge.challengeId, `code=${code}`, String(json(validated)["accessToken"])];
}

describe("the request log keeps no secret of the identity flows", () => {
  it("reset tokens, SAMLResponse, hand-off codes, access tokens and two-factor codes never reach the log", async () => {
    const secrets = [
      ...(await resetLinkFlow()),
      ...(await samlFlow()),
      ...(await handOffFlow()),
      ...(await twoFactorFlow()),
    ];
    await server.stop(); // the log is written asynchronously and flushed at exit
    const log = readFileSync(logFile, "utf8");
    const leaked = secrets.filter(
      (secret) => log.includes(secret) || log.includes(encodeURIComponent(secret)),
    );
    expect(leaked).toEqual([]);
    // The flows were logged (so an empty log cannot pass): the reset check and the SAML consumer are there.
    expect(log).toContain('"url":"/api/users/password/reset/check/[redacted]"');
    // The SAML response now travels in a POST body (HTTP-POST binding, ADR 060): the logged address has none.
    expect(log).toContain('"url":"/api/auth/sso/saml/acs"');
  }, 180_000);
});
