import { describe, expect, it } from "vitest";
import { createActor, fromPromise, toPromise } from "xstate";
import type { UserRights } from "#src/domain/session/session-types.ts";
import { sessionGuardMachine } from "./session-guard.machine.ts";
import type { SessionFacts, SessionGuardInput } from "./session-guard.types.ts";

const role = (alias: string) => ({ id: alias, name: alias, alias });
const tenant = (alias: string, roles: string[]) => ({
  id: alias,
  alias,
  iesAlias: null,
  name: alias,
  hostname: null,
  logos: { mini: null, light: null, dark: null },
  roles: roles.map(role),
  ies: [],
});
const several: UserRights = {
  applicationRoles: [],
  tenants: [tenant("a", ["gestor"]), tenant("b", ["gestor"])],
};

function run(
  input: Partial<SessionGuardInput>,
  session: Partial<SessionFacts> | Error = {},
  assume: "ok" | "fail" = "ok",
) {
  let cleared = false;
  const machine = sessionGuardMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        if (session instanceof Error) throw session;
        return {
          temporaryPassword: false,
          impersonated: false,
          rights: several,
          currentRole: null,
          lastAccess: null,
          ...session,
        };
      }),
      assumeRole: fromPromise(async () => {
        if (assume === "fail") throw new Error("nope");
      }),
    },
    actions: {
      clearToken: () => void (cleared = true),
    },
  });
  const actor = createActor(machine, {
    input: {
      page: { pathname: "/my-account", search: "?tab=1" },
      hasToken: true,
      handedOff: false,
      saml: { enabled: false, requestUrl: null },
      ...input,
    },
  }).start();
  return toPromise(actor).then((decision) => ({ decision, cleared }));
}

/** The page a hand-off opened (app start took its tokenId), with its returnUrl. */
const handedOffTo = (returnUrl: string) => ({
  handedOff: true,
  page: { pathname: "/home", search: `?returnUrl=${encodeURIComponent(returnUrl)}` },
});

describe("session guard decisions (spec §4)", () => {
  it("sends an unauthenticated visitor of a guarded page to sign-in with the page as returnUrl", async () => {
    expect((await run({ hasToken: false })).decision).toEqual({
      kind: "redirect",
      to: "/auth/signin?returnUrl=%2Fmy-account%3Ftab%3D1",
    });
  });

  it("follows SAML auto-redirect when there is no token and no tokenId", async () => {
    expect(
      (await run({ hasToken: false, saml: { enabled: true, requestUrl: "https://idp/x" } })).decision,
    ).toEqual({ kind: "external", to: "https://idp/x" });
  });

  it("after a hand-off app start took, goes on to a safe returnUrl when a role is current", async () => {
    const currentRole = { tenant: null, ies: null, role: role("operador") };
    expect((await run(handedOffTo("/meus-cursos"), { currentRole })).decision).toEqual({
      kind: "redirect",
      to: "/meus-cursos",
    });
    expect((await run(handedOffTo("//evil.example"), { currentRole })).decision).toEqual({
      kind: "redirect",
      to: "/",
    });
    // Without a hand-off, a returnUrl in the address is not followed.
    const notHandedOff = { ...handedOffTo("/meus-cursos"), handedOff: false };
    expect((await run(notHandedOff, { currentRole })).decision).toEqual({ kind: "allow" });
  });

  it("sends a temporary password to the expired-password page with the original path and query", async () => {
    expect((await run({}, { temporaryPassword: true })).decision).toEqual({
      kind: "redirect",
      to: "/auth/password/expired?returnUrl=%2Fmy-account%3Ftab%3D1",
    });
  });

  // Fast-buy (exempt, §4) and the expired-password page itself sit outside the authenticated layout: no guard runs.
  it("does not force the change while impersonating", async () => {
    const currentRole = { tenant: null, ies: null, role: role("x") };
    expect((await run({}, { temporaryPassword: true, impersonated: true, currentRole })).decision).toEqual({
      kind: "allow",
    });
  });

  it("no rights → /role-not-found; one entry assumed (failure → /role-not-found); several → /welcome", async () => {
    expect((await run({}, { rights: { applicationRoles: [], tenants: [] } })).decision).toEqual({
      kind: "redirect",
      to: "/role-not-found",
    });
    const one = { applicationRoles: [], tenants: [tenant("a", ["professor"])] };
    expect((await run({}, { rights: one })).decision).toEqual({ kind: "allow" });
    expect((await run({}, { rights: one }, "fail")).decision).toEqual({
      kind: "redirect",
      to: "/role-not-found",
    });
    expect((await run({}, {})).decision).toEqual({ kind: "redirect", to: "/welcome" });
  });

  it("several entries, no current role: /role-not-found stays (a chosen role that could not be assumed, §4)", async () => {
    expect((await run({ page: { pathname: "/role-not-found", search: "" } }, {})).decision).toEqual({
      kind: "allow",
    });
    expect((await run({ page: { pathname: "/welcome", search: "" } }, {})).decision).toEqual({
      kind: "allow",
    });
  });

  it("clears the token when the server refuses the start-up refresh", async () => {
    const result = await run({}, Object.assign(new Error("expired"), { status: 401 }));
    expect(result.cleared).toBe(true);
    expect(result.decision).toEqual({
      kind: "redirect",
      to: "/auth/signin?returnUrl=%2Fmy-account%3Ftab%3D1",
    });
  });

  it("keeps the token when the refresh got no answer (offline, or the page was left): a guarded page offers a retry", async () => {
    const guarded = await run({}, Object.assign(new Error("Failed to fetch"), { status: null }));
    expect(guarded).toMatchObject({ cleared: false, decision: { kind: "unreachable" } });
  });

  it("keeps the token when the answer was cut off: a 200 whose body never arrived is no refusal", async () => {
    // Leaving the page between the headers and the body: the session client rejects with the answer's status.
    const cutOff = Object.assign(new Error("DecodeError (200 GET /api/auth/session)"), { status: 200 });
    expect(await run({}, cutOff)).toMatchObject({ cleared: false, decision: { kind: "unreachable" } });
  });
});
