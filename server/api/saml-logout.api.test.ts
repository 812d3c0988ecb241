import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roles, tenants, userRights, users } from "../db/schema/identity.ts";
import { samlIdentityProviders } from "../db/schema/saml.ts";
import { newSamlKeyPair } from "../saml/saml-keys.ts";
import { samlSchemaFiles } from "#scripts/debian-packages.ts";
import { useIdentityApi } from "./identity-test-kit.ts";
import {
  authnRequestId,
  countSessions,
  hiddenFields,
  pathOf,
  postResponse,
  send,
  testIdp,
  trust,
  type Entities,
} from "./saml-test-kit.ts";

/** SP metadata, single logout both ways and the two-factor policy (issue 27, ADR 060), against samlify IdPs. */
describe("SAML metadata, single logout and two-factor on the hcfmusp host", { timeout: 30_000 }, () => {
  const { api, call, lastMessage } = useIdentityApi();
  const db = () => api().database.db;
  let idp: Entities;

  const tokenOf = async (location: string) => {
    const tokenId = new URL(location, "http://hcfmusp.localhost").searchParams.get("tokenId")!;
    return String((await call("/api/auth/token/exchange", { body: { tokenId } })).json["accessToken"]);
  };
  const sessionStatus = async (token: string) =>
    (await call("/api/auth/session?applicationAlias=artmed-marketplace", { method: "GET", token })).status;

  it("publishes SP metadata with entityID, ACS, SLO and the SP certificate", async () => {
    const metadata = await send(api().url, "/api/auth/sso/saml/metadata");
    expect(metadata.status).toBe(200);
    expect(metadata.text).toContain('entityID="http://hcfmusp.localhost/api/auth/sso/saml/metadata"');
    expect(metadata.text).toMatch(
      /AssertionConsumerService[^>]+HTTP-POST[^>]+Location="http:\/\/hcfmusp\.localhost\/api\/auth\/sso\/saml\/acs"/,
    );
    expect(metadata.text).toMatch(
      /SingleLogoutService[^>]+Location="http:\/\/hcfmusp\.localhost\/api\/auth\/sso\/saml\/slo"/,
    );
    expect(metadata.text).toContain("<ds:X509Certificate>");
    // A host whose tenant has no SAML publishes none.
    expect((await send(api().url, "/api/auth/sso/saml/metadata", { host: "localhost" })).status).toBe(400);
    // The OASIS SAML 2.0 metadata schema (Debian's opensaml-schemas; `npm test` installs it), applied by xmllint
    // with no network: the catalog points the schema's W3C imports at Debian's copies.
    const missing = Object.values(samlSchemaFiles).filter((path) => !existsSync(path));
    expect(missing, "install Debian's libxml2-utils, opensaml-schemas and xmltooling-schemas").toEqual([]);
    const file = join(mkdtempSync(join(tmpdir(), "sp-metadata-")), "sp.xml");
    writeFileSync(file, metadata.text);
    const catalog = join(process.cwd(), "tests/fixtures/saml-metadata/catalog.xml");
    const validate = () =>
      execFileSync("xmllint", ["--noout", "--nonet", "--schema", samlSchemaFiles.metadata, file], {
        stdio: "pipe",
        env: { ...process.env, XML_CATALOG_FILES: catalog },
      }).toString();
    expect(validate).not.toThrow();
    // The check is real: an element the schema does not know is refused.
    writeFileSync(file, metadata.text.replaceAll("SPSSODescriptor", "SPSSODescriptorX"));
    expect(validate).toThrow(/fails to validate|Schemas validity error/);
  });

  it("SP-initiated: sign-out's LogoutRequest goes to the IdP (samlify), which ends its session and answers", async () => {
    const base = api().url;
    const login = await send(base, "/api/auth/sso/saml/login?RelayState=%2Fhome");
    const page = await send(base, pathOf(login.location!));
    const signedIn = await send(base, "/dev/saml-idp/sso", {
      method: "POST",
      form: { ...hiddenFields(page.text), login: "residente", password: "Sabia@2026" },
    });
    const form = hiddenFields(signedIn.text);
    const consumed = await send(base, "/api/auth/sso/saml/acs", { method: "POST", form });
    const token = await tokenOf(consumed.location!);

    const logout = await send(base, "/api/auth/sso/saml/logout", { token });
    expect(logout.status).toBe(200);
    const { samlLogoutRequest } = JSON.parse(logout.text) as { samlLogoutRequest: string };
    expect(samlLogoutRequest).toMatch(
      /^http:\/\/hcfmusp\.localhost\/dev\/saml-idp\/slo\?SAMLRequest=.+&Signature=/,
    );
    const atIdp = await send(base, pathOf(samlLogoutRequest), { cookie: signedIn.cookie! });
    expect(atIdp.status).toBe(303);
    expect(atIdp.cookie).toBe("sabia_dev_idp=");
    expect(atIdp.location).toMatch(/^http:\/\/hcfmusp\.localhost\/api\/auth\/sso\/saml\/slo\?SAMLResponse=/);
    const back = await send(base, pathOf(atIdp.location!));
    expect(back.status, back.text).toBe(303);
    expect(back.location).toBe("/auth/signin");
    // A tampered logout request is refused by the IdP; on a host without SAML there is no logout request.
    expect(
      (await send(base, pathOf(samlLogoutRequest).replace("SAMLRequest=", "SAMLRequest=x"))).status,
    ).toBe(400);
    const plain = await send(base, "/api/auth/sso/saml/logout", { token, host: "localhost" });
    expect(JSON.parse(plain.text)).toEqual({ samlLogoutRequest: null });
  });

  it("IdP-initiated: the IdP's LogoutRequest ends the person's Sabiá sessions and is answered", async () => {
    const base = api().url;
    idp = await testIdp(base, db());
    await trust(db(), idp.pair.certificate);
    const { answer } = await postResponse(base, idp, {
      email: "residente@sabia.dev",
      inResponseTo: await authnRequestId(base, idp),
    });
    const token = await tokenOf(answer.location!);
    expect(await sessionStatus(token)).toBe(200);
    const request = idp.idp.createLogoutRequest(
      idp.sp,
      "redirect",
      { logoutNameID: "residente@sabia.dev" },
      "",
    );
    // Without its signature, or signed by a key hcfmusp does not trust: refused, the session lives on.
    const unsigned = pathOf(request.context).replace(/&Signature=[^&]+/, "");
    expect((await send(base, unsigned)).status).toBe(400);
    const stranger = await testIdp(base, db(), await newSamlKeyPair("stranger"));
    const forged = stranger.idp.createLogoutRequest(
      stranger.sp,
      "redirect",
      { logoutNameID: "residente@sabia.dev" },
      "",
    );
    expect((await send(base, pathOf(forged.context))).status).toBe(400);
    expect(await sessionStatus(token)).toBe(200);
    const ended = await send(base, pathOf(request.context));
    expect(ended.status, ended.text).toBe(303);
    expect(ended.location).toMatch(/^http:\/\/hcfmusp\.localhost\/dev\/saml-idp\/slo\?SAMLResponse=/);
    expect(await sessionStatus(token)).toBe(401);
  });

  it("asks Sabiá's second factor under the 'sabia' policy, and trusts only an MFA AuthnContext under 'idp'", async () => {
    const base = api().url;
    idp ??= await testIdp(base, db());
    await trust(db(), idp.pair.certificate);
    const [hcfmusp] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, "hcfmusp"));
    const [aluno] = await db().select({ id: roles.id }).from(roles).where(eq(roles.alias, "aluno"));
    const [dupla] = await db().select({ id: users.id }).from(users).where(eq(users.username, "dupla"));
    await db().insert(userRights).values({ userId: dupla!.id, roleId: aluno!.id, tenantId: hcfmusp!.id });

    const before = await countSessions(db());
    const { answer } = await postResponse(base, idp, {
      email: "dupla@sabia.dev",
      inResponseTo: await authnRequestId(base, idp),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).toContain("Verificação em duas etapas");
    expect(await countSessions(db())).toBe(before);
    const code = /\b(\d{6})\b/.exec((await lastMessage("dupla@sabia.dev")).text)![1]!;
    const fields = hiddenFields(answer.text);
    const wrong = await send(base, "/api/auth/sso/saml/second-factor", {
      method: "POST",
      form: { ...fields, code: "000000" },
    });
    expect(wrong.status).toBe(400);
    const right = await send(base, "/api/auth/sso/saml/second-factor", {
      method: "POST",
      form: { ...fields, code },
    });
    expect(right.status, right.text).toBe(303);
    expect(right.location).toMatch(/^\/home\?tokenId=/);

    await db()
      .update(samlIdentityProviders)
      .set({ twoFactor: "idp" })
      .where(eq(samlIdentityProviders.tenantId, hcfmusp!.id));
    const passwordOnly = await postResponse(base, idp, {
      email: "dupla@sabia.dev",
      inResponseTo: await authnRequestId(base, idp),
    });
    expect(passwordOnly.answer.status, passwordOnly.answer.text).toBe(403);
    const mfa = await postResponse(base, idp, {
      email: "dupla@sabia.dev",
      inResponseTo: await authnRequestId(base, idp),
      authnContext: "https://refeds.org/profile/mfa",
    });
    expect(mfa.answer.status, mfa.answer.text).toBe(303);
  });
});
