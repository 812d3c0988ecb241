import { describe, expect, it } from "vitest";
import { platformHomePath, signedInLandingOf, storeHomePath } from "./platform-paths.ts";

const tenant = (roles: string[], iesRoles: string[] = []) => ({
  roles: roles.map((alias) => ({ alias })),
  ies: [{ roles: iesRoles.map((alias) => ({ alias })) }],
});

describe("signedInLandingOf (ADR 066)", () => {
  it("sends someone holding only the store's customer role to the store", () => {
    expect(signedInLandingOf({ applicationRoles: [], tenants: [tenant(["aluno"]), tenant(["aluno"])] })).toBe(
      storeHomePath,
    );
  });

  it("sends staff to the platform home: an application, another tenant or an institution role", () => {
    expect(signedInLandingOf({ applicationRoles: [{}], tenants: [tenant(["aluno"])] })).toBe(
      platformHomePath,
    );
    expect(signedInLandingOf({ applicationRoles: [], tenants: [tenant(["aluno", "gestor"])] })).toBe(
      platformHomePath,
    );
    expect(signedInLandingOf({ applicationRoles: [], tenants: [tenant(["aluno"], ["professor"])] })).toBe(
      platformHomePath,
    );
  });

  it("leaves someone without any role to the platform home's guard", () => {
    expect(signedInLandingOf({ applicationRoles: [], tenants: [] })).toBe(platformHomePath);
  });
});
