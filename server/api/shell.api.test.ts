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
}

describe("platform shell calls (spec §7 application and status)", () => {
  const { as, call } = useCheckoutApi();

  it("lists every application's status, seeded healthy, degraded and unhealthy, and needs a token", async () => {
    const anonymous = await call("/api/settings/applications", { method: "GET" });
    expect(anonymous.status).toBe(401);
    const response = await as("gestora")("/api/settings/applications", { method: "GET" });
    expect(response.status).toBe(200);
    const items = response.json as unknown as { alias: string; status: string; url: string }[];
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(["healthy", "degraded", "unhealthy"]));
    expect(items.find((item) => item.alias === "sabia-gestao")?.url).toBe("/wc/sabia-gestao/sabia-app-home");
  });

  it("gives the workspace: features with parents and menu flags, and the person's other applications", async () => {
    const response = await as("gestora")("/api/settings/applications/artmed-marketplace/workspace", {
      method: "GET",
    });
    expect(response.status).toBe(200);
    const body = response.json as unknown as Workspace;
    expect(body.application).toMatchObject({
      alias: "artmed-marketplace",
      isOperation: false,
      menuSearchEnabled: true,
    });
    const byAlias = new Map(body.features.map((feature) => [feature.alias, feature]));
    expect([...byAlias.keys()]).toEqual(
      expect.arrayContaining(["notifications", "application-status", "app-browsing"]),
    );
    expect(byAlias.get("courses-search")?.featureParentId).toBe(byAlias.get("courses")?.id);
    expect(byAlias.get("api-docs")).toMatchObject({
      webRoute: null,
      endpoint: "/api/docs",
      menuVisibility: true,
    });
    expect(body.availableApplications.map((app) => app.alias).toSorted()).toEqual([
      "sabia-gestao",
      "sabia-portal",
      "sabia-relatorios",
    ]);
    const professor = (
      await as("professor")("/api/settings/applications/artmed-marketplace/workspace", { method: "GET" })
    ).json as unknown as Workspace;
    expect(professor.availableApplications.map((app) => app.alias)).toEqual(["sabia-portal"]);
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
