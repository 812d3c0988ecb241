import { describe, expect, it } from "vitest";
import {
  canSwitchApplications,
  filterByName,
  filterMenu,
  hasFeature,
  isOperationMode,
  menuTree,
  type MenuEntry,
  type ShellFeature,
} from "./shell-rules.ts";

const feature = (id: string, alias: string, extra: Partial<ShellFeature> = {}): ShellFeature => ({
  id,
  featureParentId: null,
  alias,
  description: alias,
  icon: null,
  webRoute: `/${alias}`,
  endpoint: null,
  menuVisibility: true,
  ...extra,
});

const label = (entry: MenuEntry) => (entry.translated ? "Início" : entry.label);

const home: MenuEntry = {
  id: "home",
  label: "menu.home",
  translated: true,
  icon: "home",
  href: "/home",
  document: false,
  children: [],
};

describe("shell rules (spec §2, §4, §6)", () => {
  it("gates by one alias or any of a list, case-insensitively", () => {
    expect(hasFeature(["notifications", "App-Browsing"], "app-browsing")).toBe(true);
    expect(hasFeature(["notifications"], ["application-status", "notifications"])).toBe(true);
    expect(hasFeature(["notifications"], ["application-status"])).toBe(false);
    expect(hasFeature([], [])).toBe(false);
  });

  it("builds the menu: fixed entries first, visible features only, children under their parent, endpoints as documents", () => {
    const tree = menuTree(
      [home],
      [
        feature("1", "courses", { webRoute: null }),
        feature("2", "search", { featureParentId: "1" }),
        feature("3", "hidden", { menuVisibility: false }),
        feature("4", "docs", { webRoute: null, endpoint: "/api/docs" }),
        feature("5", "orphan", { featureParentId: "99" }),
      ],
    );
    expect(tree.map((entry) => entry.id)).toEqual(["home", "feature-1", "feature-4", "feature-5"]);
    expect(tree[1]!.children.map((entry) => entry.href)).toEqual(["/search"]);
    expect(tree[2]).toMatchObject({ href: "/api/docs", document: true });
    expect(tree[3]).toMatchObject({ href: "/orphan", document: false });
  });

  it("filters the menu ignoring case and accents, keeping a parent of a matching child", () => {
    const tree = menuTree(
      [home],
      [
        feature("1", "Cursos", { webRoute: null }),
        feature("2", "Buscar cursos", { featureParentId: "1" }),
        feature("3", "Relatórios"),
      ],
    );
    expect(filterMenu(tree, "RELATORIOS", label).map((entry) => entry.label)).toEqual(["Relatórios"]);
    expect(filterMenu(tree, "buscar", label)).toMatchObject([
      { label: "Cursos", children: [{ label: "Buscar cursos" }] },
    ]);
    expect(filterMenu(tree, "inicio", label).map((entry) => entry.id)).toEqual(["home"]);
    expect(filterMenu(tree, "  ", label)).toHaveLength(3);
  });

  it("is in operation mode on the operation host or with a role without a tenant", () => {
    expect(isOperationMode({ hostname: "operacao.localhost", currentRole: { tenant: {} } })).toBe(true);
    expect(isOperationMode({ hostname: "localhost", currentRole: { tenant: null } })).toBe(true);
    expect(isOperationMode({ hostname: "localhost", currentRole: { tenant: {} } })).toBe(false);
    expect(isOperationMode({ hostname: "localhost", currentRole: null })).toBe(false);
  });

  it("switches applications only with the setting on, outside operation mode and impersonation, with other apps", () => {
    const base = { enabled: true, operation: false, impersonating: false, others: 2 };
    expect(canSwitchApplications(base)).toBe(true);
    expect(canSwitchApplications({ ...base, enabled: false })).toBe(false);
    expect(canSwitchApplications({ ...base, operation: true })).toBe(false);
    expect(canSwitchApplications({ ...base, impersonating: true })).toBe(false);
    expect(canSwitchApplications({ ...base, others: 0 })).toBe(false);
  });

  it("filters status items by name, case-insensitively", () => {
    const items = [{ name: "Gestão Acadêmica" }, { name: "Relatórios" }, { name: "Portal do Aluno" }];
    expect(filterByName(items, "GESTÃO")).toEqual([{ name: "Gestão Acadêmica" }]);
    expect(filterByName(items, "")).toHaveLength(3);
  });
});
