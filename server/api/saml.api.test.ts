import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { roles, tenants, userRights, users } from "../db/schema/identity.ts";
import { newSamlKeyPair } from "../saml/saml-keys.ts";
import { person, useIdentityApi } from "./identity-test-kit.ts";
import {
  authnRequestId,
  countSessions,
  hiddenFields,
  pathOf,
  postResponse,
  postToAcs,
  send,
  testIdp,
  trust,
  unsignedResponse,
  type Entities,
} from "./saml-test-kit.ts";

/**
 * SAML 2.0 Web Browser SSO between our SP (@node-saml/node-saml) and IdPs played by samlify (issue 27, ADR 060):
 * the example IdP at /dev/saml-idp, and test IdPs whose keys are made now. Every refusal leaves no session.
 */
describe("SAML 2.0 sign-in on the hcfmusp host", { timeout: 30_000 }, () => {
  const { api, call } = useIdentityApi();
  const db = () => api().database.db;
  let idp: Entities;

  const exchange = async (location: string) => {
    const tokenId = new URL(location, "http://hcfmusp.localhost").searchParams.get("tokenId")!;
    const exchanged = await call("/api/auth/token/exchange", { body: { tokenId } });
    expect(exchanged.status).toBe(200);
    return String(exchanged.json["accessToken"]);
  };

  /** Expects a refusal naming SAMLResponse and no new session. */
  const refused = async (
    answer: Promise<{ status: number; text: string }>,
    status = 400,
    detail?: RegExp,
  ) => {
    const before = await countSessions(db());
    const { status: got, text } = await answer;
    expect(got, text).toBe(status);
    expect(JSON.parse(text)).toMatchObject({ field: "SAMLResponse" });
    if (detail) expect(JSON.parse(text).detail).toMatch(detail);
    expect(await countSessions(db())).toBe(before);
  };

  it("signs a member in through the example IdP (samlify) with the tenant's role", async () => {
    const base = api().url;
    const login = await send(
      base,
      `/api/auth/sso/saml/login?RelayState=${encodeURIComponent("/my-account")}`,
    );
    expect(login.status).toBe(303);
    expect(login.location).toMatch(
      /^http:\/\/hcfmusp\.localhost\/dev\/saml-idp\/sso\?SAMLRequest=.+&Signature=/,
    );
    const page = await send(base, pathOf(login.location!));
    expect(page.status).toBe(200);
    expect(page.text).toContain("Provedor de identidade de exemplo");
    const wrong = await send(base, "/dev/saml-idp/sso", {
      method: "POST",
      form: { ...hiddenFields(page.text), login: "residente", password: "errada" },
    });
    expect(wrong.status).toBe(401);
    const signedIn = await send(base, "/dev/saml-idp/sso", {
      method: "POST",
      form: { ...hiddenFields(page.text), login: "residente", password: "Sabia@2026" },
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain('action="http://hcfmusp.localhost/api/auth/sso/saml/acs"');
    const form = hiddenFields(signedIn.text);
    const consumed = await postToAcs(base, form["SAMLResponse"]!, form["RelayState"]!);
    expect(consumed.status, consumed.text).toBe(303);
    expect(consumed.location).toMatch(/^\/my-account\?tokenId=/);
    const token = await exchange(consumed.location!);
    const session = await call("/api/auth/session?applicationAlias=artmed-marketplace", {
      method: "GET",
      token,
    });
    expect(session.json).toMatchObject({ user: { username: "residente" } });
    const roleList = await call("/api/auth/rights?applicationAlias=artmed-marketplace", {
      method: "GET",
      token,
    });
    expect(JSON.stringify(roleList.json), roleList.text).toContain("hcfmusp");
    // The same response again: refused (its request id and assertion id are spent).
    await refused(postToAcs(base, form["SAMLResponse"]!));
  });

  it("refuses a forged signature, an unsigned assertion, a wrong audience, an expired response", async () => {
    const base = api().url;
    idp = await testIdp(base, db());
    await trust(db(), idp.pair.certificate);
    const email = "residente@sabia.dev";

    // A form without a SAML message, or with one that is not base64: 400 naming the field.
    await refused(send(base, "/api/auth/sso/saml/acs", { method: "POST", form: { RelayState: "/home" } }));
    await refused(postToAcs(base, "<not base64/>"));
    const forger = { ...idp, idp: (await testIdp(base, db(), await newSamlKeyPair("forger"))).idp };
    await refused(
      postResponse(base, forger, { email, inResponseTo: await authnRequestId(base, idp) }).then(
        (r) => r.answer,
      ),
      400,
      /signature/i,
    );
    await refused(
      postToAcs(base, unsignedResponse(idp, email, await authnRequestId(base, idp))),
      400,
      /signature/i,
    );
    await refused(
      postResponse(base, idp, {
        email,
        inResponseTo: await authnRequestId(base, idp),
        audience: "http://other.example/api/auth/sso/saml/metadata",
      }).then((r) => r.answer),
      400,
      /audience/i,
    );
    const past = Date.now() - 20 * 60_000;
    await refused(
      postResponse(base, idp, {
        email,
        inResponseTo: await authnRequestId(base, idp),
        notBefore: new Date(past),
        notOnOrAfter: new Date(past + 5 * 60_000),
      }).then((r) => r.answer),
      400,
      /expired|NotOnOrAfter|subject confirmation/i,
    );
    // The test IdP's own good response is taken: the rollover list trusts both certificates.
    const good = await postResponse(base, idp, { email, inResponseTo: await authnRequestId(base, idp) });
    expect(good.answer.status, good.answer.text).toBe(303);
    // Replayed: refused, no session.
    await refused(postToAcs(base, good.posted.samlResponse));
  });

  it("refuses an unknown InResponseTo, a person of another tenant, and an unverified account (pre-hijack)", async () => {
    const base = api().url;
    idp ??= await testIdp(base, db());
    await trust(db(), idp.pair.certificate);
    await refused(
      postResponse(base, idp, { email: "residente@sabia.dev", inResponseTo: "_never-asked" }).then(
        (r) => r.answer,
      ),
      400,
      /InResponseTo/i,
    );
    // gestora works for the sabia tenant (and its hcfmusp institution), not for the hcfmusp tenant.
    await refused(
      postResponse(base, idp, {
        email: "gestora@sabia.dev",
        inResponseTo: await authnRequestId(base, idp),
      }).then((r) => r.answer),
      403,
      /no role/i,
    );
    // An attacker signs up with the victim's e-mail without any e-mail check; the institution later enrols that
    // address. The victim's SSO must not land in the attacker's account.
    const victim = "vitima@hospital.example";
    const signedUp = await call("/api/subscription/users/signup?sendEmail=false", {
      body: { ...person, email: victim, username: "atacante", cpf: "274.183.590-04" },
      captcha: true,
    });
    expect(signedUp.status, signedUp.text).toBeLessThan(300);
    const [attacker] = await db().select({ id: users.id }).from(users).where(eq(users.username, "atacante"));
    const [hcfmusp] = await db().select({ id: tenants.id }).from(tenants).where(eq(tenants.alias, "hcfmusp"));
    const [aluno] = await db().select({ id: roles.id }).from(roles).where(eq(roles.alias, "aluno"));
    await db().insert(userRights).values({ userId: attacker!.id, roleId: aluno!.id, tenantId: hcfmusp!.id });
    await refused(
      postResponse(base, idp, { email: victim, inResponseTo: await authnRequestId(base, idp) }).then(
        (r) => r.answer,
      ),
      403,
      /never verified/i,
    );
  });
});

describe("the example IdP outside development", () => {
  const { api } = useIdentityApi({ devMailbox: "off" });

  it("is not served where DEV_MAILBOX turns the development endpoints off", async () => {
    expect((await send(api().url, "/dev/saml-idp/sso")).status).toBe(404);
  });
});
