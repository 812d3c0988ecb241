import { describe, expect, it } from "vitest";
import { filterRights, type RightsEntryWithApplication } from "./rights-filter.ts";
import { accessKindsOf, countRightsEntries, onlyRoleChoice } from "./session-types.ts";

const role = (alias: string) => ({ id: alias, name: alias, alias });
const ies = (alias: string, roles: string[]) => ({
  id: alias,
  name: alias,
  alias,
  hostname: null,
  logos: { mini: null, light: null, dark: null },
  roles: roles.map(role),
});
const entry = (
  applicationAlias: string,
  alias: string,
  roles: string[],
  institutions = [] as ReturnType<typeof ies>[],
): RightsEntryWithApplication => ({
  applicationAlias,
  id: alias,
  alias,
  iesAlias: null,
  name: alias,
  hostname: null,
  logos: { mini: null, light: null, dark: null },
  roles: roles.map(role),
  ies: institutions,
});

describe("rights filtering (spec §6)", () => {
  const entries = [
    entry(
      "Artmed-Marketplace",
      "grupo-a",
      ["gestor"],
      [ies("hcfmusp", ["coordenador"]), ies("abramede", [])],
    ),
    entry("artmed-marketplace", "grupo-b", [], [ies("ibcmed", ["tutor"])]),
    entry("other-app", "grupo-c", ["admin"]),
  ];

  it("keeps the application's rights, case-insensitively, and only institutions with roles", () => {
    const rights = filterRights(entries, { applicationAlias: "ARTMED-marketplace", owner: null });
    expect(rights.map((r) => r.alias)).toEqual(["grupo-a", "grupo-b"]);
    expect(rights[0]!.ies.map((i) => i.alias)).toEqual(["hcfmusp"]);
  });

  it("limits to the owner tenant or institution when the application has one", () => {
    expect(
      filterRights(entries, {
        applicationAlias: "artmed-marketplace",
        owner: { type: "tenant", alias: "grupo-b" },
      }).map((r) => r.alias),
    ).toEqual(["grupo-b"]);
    const byIes = filterRights(entries, {
      applicationAlias: "artmed-marketplace",
      owner: { type: "ies", alias: "HCFMUSP" },
    });
    expect(byIes.map((r) => [r.alias, r.ies.map((i) => i.alias)])).toEqual([["grupo-a", ["hcfmusp"]]]);
  });

  it("counts entries, lists access kinds and finds the only choice", () => {
    const rights = {
      applicationRoles: [],
      tenants: filterRights(entries, { applicationAlias: "artmed-marketplace", owner: null }),
    };
    expect(countRightsEntries(rights)).toBe(3);
    expect(accessKindsOf(rights)).toEqual(["tenant", "ies"]);
    expect(onlyRoleChoice(rights)).toBeNull();
    const single = { applicationRoles: [], tenants: [{ ...rights.tenants[1]! }] };
    expect(onlyRoleChoice(single)).toEqual({
      kind: "ies",
      role: role("tutor"),
      tenantAlias: "grupo-b",
      iesAlias: "ibcmed",
    });
    expect(accessKindsOf({ applicationRoles: [role("operador")], tenants: [] })).toEqual(["application"]);
  });
});
