import { describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface Workspace {
  application: { alias: string; isOperation: boolean; menuSearchEnabled: boolean };
  features: {
    id: string;
    featureParentId: string | null;
    alias: string;
    webRoute: string | null;
    endpoint: string | null;
    menuVisibility: boolean;
  }[];
  availableApplications: { alias: string; name: string }[];
  tenant: { alias: string; theme: { primaryColor: string; accentColor: string; logo: string | null } } | null;
}

describe("platform shell calls (spec §7 application and status)", () => {
  const { as, call } = useCheckoutApi();

  /** The workspace with the token of a role the person assumed (PUT role/assume/…), as the shell asks it. */
  const workspaceAs = async (username: string, assumePath: string, roleAlias: string) => {
    const assumed = await as(username)(`/api/auth/role/assume/${assumePath}`, {
      method: "PUT",
      body: { roleAlias, applicationAlias: "artmed-marketplace" },
    });
    expect(assumed.status).toBe(200);
    const response = await call("/api/settings/applications/artmed-marketplace/workspace", {
      method: "GET",
      token: String(assumed.json["accessToken"]),
    });
    expect(response.status).toBe(200);
    return { body: response.json as unknown as Workspace, assumed: assumed.json };
  };

  it("lists every application's status, seeded healthy, degraded and unhealthy, and needs a token", async () => {
    const anonymous = await call("/api/settings/applications", { method: "GET" });
    expect(anonymous.status).toBe(401);
    const response = await as("gestora")("/api/settings/applications", { method: "GET" });
    expect(response.status).toBe(200);
    const items = response.json as unknown as { alias: string; status: string; url: string }[];
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(["healthy", "degraded", "unhealthy"]));
    expect(items.find((item) => item.alias === "sabia-gestao")?.url).toBe("/wc/sabia-gestao/sabia-app-home");
  });

  it("gives the workspace of the current role: its features with parents and menu flags, its tenant theme, the person's other applications", async () => {
    const { body, assumed } = await workspaceAs("gestora", "tenants/sabia", "gestor");
    expect(body.application).toMatchObject({
      alias: "artmed-marketplace",
      isOperation: false,
      menuSearchEnabled: true,
    });
    const byAlias = new Map(body.features.map((feature) => [feature.alias, feature]));
    expect([...byAlias.keys()]).toEqual(
      expect.arrayContaining(["notifications", "application-status", "app-browsing", "management-academic"]),
    );
    expect(byAlias.has("teaching-portal")).toBe(false);
    expect(byAlias.get("courses-search")?.featureParentId).toBe(byAlias.get("courses")?.id);
    expect(byAlias.get("management-reports")).toMatchObject({
      featureParentId: byAlias.get("management")?.id,
      webRoute: "/wc/sabia-relatorios/sabia-app-home",
    });
    expect(byAlias.get("api-docs")).toMatchObject({
      webRoute: null,
      endpoint: "/api/docs",
      menuVisibility: true,
    });
    // PUT role/assume answers the same features the workspace gives (spec §4 "swaps theme and features").
    expect((assumed["features"] as string[]).toSorted()).toEqual([...byAlias.keys()].toSorted());
    expect(body.tenant).toMatchObject({
      alias: "sabia",
      theme: { primaryColor: "#3FB1B4", logo: "/api/media/tenant/sabia.svg" },
    });
    expect(body.availableApplications.map((app) => app.alias).toSorted()).toEqual([
      "sabia-gestao",
      "sabia-portal",
      "sabia-relatorios",
    ]);

    // The same person in the other tenant: that tenant's colours.
    const horizonte = await workspaceAs("gestora", "tenants/horizonte", "gestor");
    expect(horizonte.body.tenant).toMatchObject({ alias: "horizonte", theme: { primaryColor: "#7D3C98" } });

    const professor = await workspaceAs("professor", "tenants/sabia/ies/abramede", "professor");
    expect(professor.body.availableApplications.map((app) => app.alias)).toEqual(["sabia-portal"]);
    const aliases = professor.body.features.map((feature) => feature.alias);
    expect(aliases).toEqual(expect.arrayContaining(["teaching", "teaching-portal"]));
    expect(aliases).not.toContain("management-academic");
  });

  it("gives no features without a current role, and every application page in a menu is registered", async () => {
    const noRole = (
      await as("gestora")("/api/settings/applications/artmed-marketplace/workspace", { method: "GET" })
    ).json as unknown as Workspace;
    expect(noRole.features).toEqual([]);
    expect(noRole.tenant).toBeNull();
    for (const [username, path, role] of [
      ["gestora", "tenants/sabia", "gestor"],
      ["gestora", "tenants/sabia/ies/hcfmusp", "coordenador"],
      ["professor", "tenants/sabia/ies/abramede", "professor"],
      ["aluno", "tenants/sabia", "aluno"],
    ] as const) {
      const { body } = await workspaceAs(username, path, role);
      for (const feature of body.features.filter((candidate) => candidate.menuVisibility)) {
        // An application's page is its web component: /wc/{app}/{tag} must be registered (else the 404 page).
        const hosted = /^\/wc\/([^/]+)\/([^/?]+)$/.exec(feature.webRoute ?? "");
        if (!hosted) continue;
        const component = await call(`/api/settings/applications/${hosted[1]}/web-components/${hosted[2]}`, {
          method: "GET",
        });
        expect(component.status, `${role}: ${feature.alias} → ${feature.webRoute}`).toBe(200);
      }
    }
  });

  it("answers 404 for an unknown application and 400 naming a malformed alias", async () => {
    expect((await as("gestora")("/api/settings/applications/nope/workspace", { method: "GET" })).status).toBe(
      404,
    );
    const bad = await as("gestora")("/api/settings/applications/%20bad/workspace", { method: "GET" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain("app");
  });

  it("finds a registered web component without a token, and 404s one that is not registered", async () => {
    const found = await call("/api/settings/applications/sabia-gestao/web-components/sabia-app-home", {
      method: "GET",
    });
    expect(found.status).toBe(200);
    expect(found.json).toMatchObject({
      tag: "sabia-app-home",
      scriptUrl: "/wc-assets/sabia-app-home.js",
      applicationName: "Gestão Acadêmica",
    });
    const missing = await call(
      "/api/settings/applications/artmed-marketplace/web-components/sabia-app-home",
      { method: "GET" },
    );
    expect(missing.status).toBe(404);
    expect(
      (await call("/api/settings/applications/sabia-gestao/web-components/NotATag", { method: "GET" }))
        .status,
    ).toBe(400);
  });

  it("hands a redirect URL with a single-use code for another application (sso/applications/{app}/url)", async () => {
    const me = (
      await as("gestora")("/api/auth/session?applicationAlias=artmed-marketplace", { method: "GET" })
    ).json as {
      user: { uuid: string };
    };
    const response = await as("gestora")("/api/auth/sso/applications/sabia-gestao/url", {
      body: { uuid: me.user.uuid, roleAlias: "gestor", tenantAlias: "sabia", iesAlias: null },
    });
    expect(response.status).toBe(200);
    expect(String(response.json["redirectUrl"])).toMatch(
      /^\/wc\/sabia-gestao\/sabia-app-home\?tokenId=[A-Za-z0-9_-]{16,}$/,
    );
    // Professor holds no role in Gestão Acadêmica: no address, no hand-off code.
    const professor = await as("professor")("/api/auth/sso/applications/sabia-gestao/url", {
      body: { uuid: me.user.uuid, roleAlias: "professor", tenantAlias: "sabia", iesAlias: "abramede" },
    });
    expect(professor.status).toBe(403);
  });
});
