import { describe, expect, it } from "vitest";
import type { Workspace } from "#src/services/api/shell-api.ts";
import { independentTabsOf } from "./use-platform-shell.ts";

const workspace = {
  availableApplications: [
    {
      alias: "sabia-portal",
      name: "Portal do Aluno",
      logo: null,
      isOperation: false,
      independentTabsEnabled: true,
    },
    { alias: "sabia-gestao", name: "Gestão", logo: null, isOperation: false, independentTabsEnabled: false },
  ],
} as unknown as Workspace;

describe("independent tabs per page (spec §4 Other tabs)", () => {
  it("uses a hosted application's own setting on its /wc pages, this application's elsewhere", () => {
    expect(independentTabsOf("/wc/sabia-portal/sabia-app-home", workspace, false)).toBe(true);
    expect(independentTabsOf("/wc/Sabia-Portal/sabia-app-home", workspace, false)).toBe(true);
    expect(independentTabsOf("/wc/sabia-gestao/sabia-app-home", workspace, true)).toBe(false);
    expect(independentTabsOf("/home", workspace, false)).toBe(false);
    expect(independentTabsOf("/home", workspace, true)).toBe(true);
    // An application the person holds no role in, or no workspace yet: this application's setting.
    expect(independentTabsOf("/wc/sabia-relatorios/sabia-app-home", workspace, false)).toBe(false);
    expect(independentTabsOf("/wc/sabia-portal/sabia-app-home", null, false)).toBe(false);
  });
});
