import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useIdentityApi } from "./identity-test-kit.ts";

/** GET /api/settings/sign-in-context: operation mode and the tenant's sign-in options for a hostname. */
const { api, call } = useIdentityApi();
const contextOf = (hostname: string) =>
  call(`/api/settings/sign-in-context?hostname=${encodeURIComponent(hostname)}`, { method: "GET" });

describe("sign-in context (/api/settings/sign-in-context)", () => {
  it("the operation host (any case, any port) is operation mode with the operation application", async () => {
    const answer = await contextOf("Operacao.Localhost:5173");
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      hostname: "operacao.localhost",
      operation: true,
      tenantAlias: null,
      applicationAlias: "sabia-operacao",
      authenticationModes: {
        userName: true,
        hasAuthByEmail: true,
        hasAuthBySaml: false,
        samlRequest: null,
        lti: false,
      },
      createAccountEnabled: false,
      loginPageImage: null,
      applicationOwner: null,
      applicationLogoUrl: "/api/media/application/sabia-operacao.svg",
    });
  });

  it("with the client's application: its owner on this host (spec §6, §7 sign-up) and its logo", async () => {
    const of = async (hostname: string, application: string) =>
      (
        await call(
          `/api/settings/sign-in-context?hostname=${encodeURIComponent(hostname)}&applicationAlias=${application}`,
          { method: "GET" },
        )
      ).json;
    expect(await of("localhost:3000", "artmed-marketplace")).toMatchObject({
      tenantAlias: "sabia",
      applicationOwner: null,
      applicationLogoUrl: "/api/media/application/artmed-marketplace.svg",
    });
    expect((await of("abramede.localhost", "sabia-portal")).applicationOwner).toEqual({
      type: "ies",
      tenantAlias: "sabia",
      iesAlias: "abramede",
    });
    expect((await of("faculdade.horizonte.localhost", "sabia-gestao")).applicationOwner).toEqual({
      type: "tenant",
      tenantAlias: "horizonte",
    });
    // An ies-owned application on the tenant's own host has no institution to choose: the tenant's form.
    expect((await of("horizonte.localhost", "sabia-portal")).applicationOwner).toEqual({
      type: "tenant",
      tenantAlias: "horizonte",
    });
    expect(await of("localhost", "app-fantasma")).toMatchObject({
      applicationOwner: null,
      applicationLogoUrl: null,
    });
  });

  it("a tenant host gives its modes, sign-up setting and login image; an institution host its tenant's", async () => {
    const hc = (await contextOf("hcfmusp.localhost")).json;
    expect(hc).toMatchObject({
      operation: false,
      tenantAlias: "hcfmusp",
      createAccountEnabled: false,
      loginPageImage: "/api/media/login/hcfmusp.svg",
      authenticationModes: {
        userName: false,
        hasAuthByEmail: true,
        hasAuthBySaml: true,
        samlRequest: { url: "/api/auth/sso/saml/login" },
      },
    });
    expect((await contextOf("faculdade.horizonte.localhost")).json).toMatchObject({
      tenantAlias: "horizonte",
    });
    const local = (await contextOf("localhost:3000")).json;
    expect(local).toMatchObject({ operation: false, tenantAlias: "sabia", createAccountEnabled: true });
    expect(local.authenticationModes).toMatchObject({ hasAuthBySaml: false, samlRequest: null });
    expect((await contextOf("desconhecido.example.org")).json).toMatchObject({ tenantAlias: "sabia" });
  });

  it("never hands out an SSO address that is not absolute http(s), and names a bad hostname", async () => {
    await api().database.db.execute(
      sql`update tenants set settings = jsonb_set(settings, '{authenticationModes,samlRequest}', '{"url":"javascript:alert(1)"}') where alias = 'hcfmusp'`,
    );
    const hc = (await contextOf("hcfmusp.localhost")).json;
    expect(hc.authenticationModes).toMatchObject({ hasAuthBySaml: false, samlRequest: null });
    const bad = await contextOf("evil.example/../x");
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("hostname");
    expect((await call("/api/settings/sign-in-context", { method: "GET" })).status).toBe(400);
  });
});
