import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { signSamlMessage, loadSamlSecret } from "../saml/saml-messages.ts";
import { useIdentityApi } from "./identity-test-kit.ts";

/** One exchange with a chosen Host (the tenant's) and without following redirects. */
function send(
  base: string,
  path: string,
  options: { method?: string; host?: string; body?: string; cookie?: string; token?: string } = {},
) {
  return new Promise<{ status: number; location: string | null; cookie: string | null; text: string }>(
    (resolve, reject) => {
      const headers: Record<string, string> = { host: options.host ?? "hcfmusp.localhost" };
      if (options.body !== undefined) headers["content-type"] = "application/x-www-form-urlencoded";
      if (options.cookie) headers["cookie"] = options.cookie;
      if (options.token) headers["authorization"] = `Bearer ${options.token}`;
      const outgoing = httpRequest(
        `${base}${path}`,
        { method: options.method ?? "GET", headers },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              location: incoming.headers.location ?? null,
              cookie: incoming.headers["set-cookie"]?.[0]?.split(";")[0] ?? null,
              text: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      outgoing.on("error", reject);
      outgoing.end(options.body);
    },
  );
}

const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe("SAML between our service provider and the example IdP (spec §4, §7 sso/saml/logout; ADR 040)", () => {
  const { api, call } = useIdentityApi();

  /** Signs gestora in at the IdP for hcfmusp and follows its answer to our consumer; the consumer's redirect. */
  async function signInAtIdp(relayState = "/home") {
    const base = api().url;
    const page = await send(
      base,
      `/dev/saml-idp/sso?sp=hcfmusp&RelayState=${encodeURIComponent(relayState)}`,
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain("Provedor de identidade de exemplo");
    const posted = await send(base, "/dev/saml-idp/sso", {
      method: "POST",
      body: form({ sp: "hcfmusp", RelayState: relayState, login: "gestora", password: "Sabia@2026" }),
    });
    expect(posted.status).toBe(303);
    expect(posted.location).toMatch(/^\/api\/auth\/sso\/saml\/acs\?SAMLResponse=/);
    return { posted, consumed: await send(base, posted.location!) };
  }

  it("signs a person in through the IdP and hands the app a tokenId that becomes a session", async () => {
    const { consumed } = await signInAtIdp("/my-account?tab=photo");
    expect(consumed.status).toBe(303);
    const target = new URL(consumed.location!, "http://hcfmusp.localhost");
    expect(target.pathname + "?tab=photo").toBe("/my-account?tab=photo");
    const tokenId = target.searchParams.get("tokenId")!;
    const exchanged = await call("/api/auth/token/exchange", { body: { tokenId } });
    expect(exchanged.status).toBe(200);
    const session = await call("/api/auth/session?applicationAlias=artmed-marketplace", {
      method: "GET",
      token: String(exchanged.json["accessToken"]),
    });
    expect(session.json).toMatchObject({ user: { username: "gestora" } });
  });

  it("refuses wrong passwords at the IdP, and forged, foreign or replayed-elsewhere responses at our consumer", async () => {
    const base = api().url;
    const wrong = await send(base, "/dev/saml-idp/sso", {
      method: "POST",
      body: form({ sp: "hcfmusp", RelayState: "/home", login: "gestora", password: "nope" }),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Usuário ou senha inválidos.");

    const { posted } = await signInAtIdp();
    // The same response on a host whose tenant does not use SAML: refused.
    const elsewhere = await send(base, posted.location!, { host: "localhost" });
    expect(elsewhere.status).toBe(400);
    expect(JSON.parse(elsewhere.text)).toMatchObject({ field: "SAMLResponse" });
    // A response signed with another key, and one for another tenant signed with ours.
    const forged = signSamlMessage(
      {
        kind: "response",
        issuer: "x",
        audience: "hcfmusp",
        nameId: "gestora@sabia.dev",
        notOnOrAfter: Date.now() + 60_000,
      },
      Buffer.from("not-the-secret-not-the-secret-not-the-secret"),
    );
    expect((await send(base, `/api/auth/sso/saml/acs?SAMLResponse=${forged}`)).status).toBe(400);
    const secret = await loadSamlSecret(api().database.db, undefined);
    const foreign = signSamlMessage(
      {
        kind: "response",
        issuer: "x",
        audience: "sabia",
        nameId: "gestora@sabia.dev",
        notOnOrAfter: Date.now() + 60_000,
      },
      secret,
    );
    expect((await send(base, `/api/auth/sso/saml/acs?SAMLResponse=${foreign}`)).status).toBe(400);
    const expired = signSamlMessage(
      {
        kind: "response",
        issuer: "x",
        audience: "hcfmusp",
        nameId: "gestora@sabia.dev",
        notOnOrAfter: Date.now() - 1,
      },
      secret,
    );
    expect((await send(base, `/api/auth/sso/saml/acs?SAMLResponse=${expired}`)).status).toBe(400);
    // An open redirect through the relay state is not possible: another origin falls back to the home.
    const { consumed } = await signInAtIdp("//evil.example/x");
    expect(consumed.location).toMatch(/^\/home\?tokenId=/);
  });

  it("remembers the IdP session, and sign-out's logout request ends it and returns to the sign-in page", async () => {
    const base = api().url;
    const { posted, consumed } = await signInAtIdp();
    const again = await send(base, "/dev/saml-idp/sso?sp=hcfmusp&RelayState=%2Fhome", {
      cookie: posted.cookie!,
    });
    expect(again.status).toBe(303);
    expect(again.location).toMatch(/^\/api\/auth\/sso\/saml\/acs\?SAMLResponse=/);

    const tokenId = new URL(consumed.location!, "http://x").searchParams.get("tokenId")!;
    const token = String((await call("/api/auth/token/exchange", { body: { tokenId } })).json["accessToken"]);
    const logout = await send(base, "/api/auth/sso/saml/logout", { token });
    expect(logout.status).toBe(200);
    const { samlLogoutRequest } = JSON.parse(logout.text) as { samlLogoutRequest: string };
    expect(samlLogoutRequest).toMatch(
      /^\/dev\/saml-idp\/logout\?SAMLRequest=[^&]+&RelayState=%2Fauth%2Fsignin$/,
    );
    const ended = await send(base, samlLogoutRequest, { cookie: posted.cookie! });
    expect(ended.status).toBe(303);
    expect(ended.location).toBe("/auth/signin");
    expect(ended.cookie).toBe("sabia_dev_idp=");
    // A tampered logout request is refused; on a host without SAML there is no logout request.
    expect((await send(base, `${samlLogoutRequest.replace("SAMLRequest=", "SAMLRequest=x")}`)).status).toBe(
      400,
    );
    const plain = await send(base, "/api/auth/sso/saml/logout", { token, host: "localhost" });
    expect(JSON.parse(plain.text)).toEqual({ samlLogoutRequest: null });
  });
});

describe("the example IdP outside development", () => {
  const { api } = useIdentityApi({ devMailbox: "off" });

  it("is not served where DEV_MAILBOX turns the development endpoints off", async () => {
    expect((await send(api().url, "/dev/saml-idp/sso?sp=hcfmusp")).status).toBe(404);
  });
});
