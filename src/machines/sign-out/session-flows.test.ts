import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import { crossTabSyncMachine } from "../cross-tab-sync/cross-tab-sync.machine.ts";
import { impersonationMachine } from "../impersonation/impersonation.machine.ts";
import { roleSelectionMachine } from "../role-selection/role-selection.machine.ts";
import { isAllowedSignOutUrl, signOutMachine } from "./sign-out.machine.ts";

const role = (alias: string) => ({ id: alias, name: alias, alias });

const runSignOut = (
  input: Partial<{ samlEnabled: boolean; signOutUrl: string | null }>,
  saml: "ok" | "fail" = "ok",
) => {
  const calls: string[] = [];
  const machine = signOutMachine.provide({
    actors: {
      requestSamlLogout: fromPromise(async () => {
        if (saml === "fail") throw new Error("down");
        return { samlLogoutRequest: "https://idp.example/logout" };
      }),
    },
    actions: {
      clearSession: () => void calls.push("clear"),
      rememberRedirect: (_, p) => void calls.push(`remember ${p.redirectUrl}`),
    },
  });
  const actor = createActor(machine, {
    input: {
      samlEnabled: false,
      signOutUrl: null,
      allowedHosts: ["sabia.dev"],
      redirectUrl: "/meus-cursos",
      ...input,
    },
  }).start();
  return toPromise(actor).then((output) => ({ output, calls }));
};

describe("sign-out (spec §4)", () => {
  it("clears the session, remembers the redirect and goes to /auth/signin by default", async () => {
    expect(await runSignOut({})).toEqual({
      output: { kind: "navigate", to: "/auth/signin" },
      calls: ["clear", "remember /meus-cursos"],
    });
  });
  it("goes to the SAML logout request when SAML is on, to an allowed sign-out URL otherwise", async () => {
    expect((await runSignOut({ samlEnabled: true })).output).toEqual({
      kind: "external",
      to: "https://idp.example/logout",
    });
    expect((await runSignOut({ signOutUrl: "https://sabia.dev/sair" })).output).toEqual({
      kind: "external",
      to: "https://sabia.dev/sair",
    });
    expect(
      (await runSignOut({ samlEnabled: true, signOutUrl: "https://sabia.dev/sair" }, "fail")).output,
    ).toEqual({ kind: "external", to: "https://sabia.dev/sair" });
  });
  it("never follows a sign-out URL to another host or scheme", () => {
    expect(isAllowedSignOutUrl("https://evil.example/", ["sabia.dev"])).toBe(false);
    expect(isAllowedSignOutUrl("javascript:alert(1)", ["sabia.dev"])).toBe(false);
    expect(isAllowedSignOutUrl("//sabia.dev/x", ["sabia.dev"])).toBe(false);
  });
});

describe("role selection outputs (spec §2, §4)", () => {
  const rights = { applicationRoles: [role("operador"), role("suporte")], tenants: [] };
  const start = (atHome: boolean, assume: "ok" | "fail" = "ok") => {
    const assumed: string[] = [];
    const machine = roleSelectionMachine.provide({
      actors: {
        assumeRole: fromPromise(async ({ input }) => {
          assumed.push(input.role.alias);
          if (assume === "fail") throw new Error("no");
        }),
      },
    });
    const currentRole = { tenant: null, ies: null, role: role("operador") };
    return {
      actor: createActor(machine, { input: { rights, owner: null, currentRole, atHome } }).start(),
      assumed,
    };
  };

  it("selects the only access kind automatically and does not re-select the active role", () => {
    const { actor, assumed } = start(true);
    expect(actor.getSnapshot().context.kind).toBe("application");
    actor.send({ type: "CHOOSE_ROLE", roleAlias: "operador" });
    expect(actor.getSnapshot().value).toBe("choosingRole");
    expect(assumed).toEqual([]);
  });

  it("refreshes at the platform home and goes there from elsewhere; a failure leads to /role-not-found", async () => {
    for (const [atHome, assume, expected] of [
      [true, "ok", { kind: "refresh" }],
      [false, "ok", { kind: "navigate", to: "/home" }],
      [false, "fail", { kind: "redirect", to: "/role-not-found" }],
    ] as const) {
      const { actor } = start(atHome, assume);
      actor.send({ type: "CHOOSE_ROLE", roleAlias: "suporte" });
      expect(await toPromise(actor)).toEqual(expected);
    }
  });
});

describe("impersonation and other tabs (spec §4)", () => {
  it("stores origin and redirect, and leaving returns to the origin path", async () => {
    const began: unknown[] = [];
    const machine = impersonationMachine.provide({
      actors: { impersonate: fromPromise(async () => ({ token: "t-aluno", redirect: "/" })) },
      actions: { beginImpersonation: (_, params) => void began.push(params) },
    });
    const actor = createActor(machine, { input: { record: null, currentPath: "/usuarios?page=2" } }).start();
    actor.send({ type: "START", username: "aluno", roleAlias: "basic" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(began).toEqual([{ token: "t-aluno", record: { originPath: "/usuarios?page=2", redirect: "/" } }]);
    actor.send({ type: "LEAVE" });
    expect(await toPromise(actor)).toEqual({ navigateTo: "/usuarios?page=2" });
  });

  it("keeps a changed token for this tab when tabs are independent, and ignores events on the sign-in page", () => {
    const kept: string[] = [];
    const machine = crossTabSyncMachine.provide({
      actions: { keepTokenForThisTab: (_, p) => void kept.push(p.token) },
    });
    const independent = createActor(machine, {
      input: { independentTabs: true, onSignInPage: false },
    }).start();
    independent.send({ type: "TOKEN_CHANGED", token: "new" });
    expect([independent.getSnapshot().value, kept]).toEqual(["watching", ["new"]]);

    const onSignIn = createActor(machine, { input: { independentTabs: false, onSignInPage: true } }).start();
    onSignIn.send({ type: "TOKEN_REMOVED", tokenStillPresent: false });
    onSignIn.send({ type: "TOKEN_CHANGED", token: "x" });
    expect(onSignIn.getSnapshot().value).toBe("watching");
  });
});
