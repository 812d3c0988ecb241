import { beforeAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../db/database.ts";
import { migrateDatabase } from "../db/database.ts";
import { seedDatabase } from "../db/seed/seed.ts";
import { userByUsername } from "../db/session/rights-queries.ts";
import { tokenIssuer } from "../identity/access-tokens.ts";
import { accessSessionsOf } from "./access-sessions.ts";
import { sessionService, SessionRefused } from "./session-service.ts";

const app = "artmed-marketplace";
let database: Database;
let service: ReturnType<typeof sessionService>;
let clock = Date.now();
const tokens = tokenIssuer(new TextEncoder().encode("t".repeat(48)), () => clock);
const bearer = async (username: string) => {
  const userId = (await userByUsername(database.db, username))!.id;
  const sessionId = await accessSessionsOf(database.db).open({ userId, ip: "192.0.2.1", userAgent: null });
  return `Bearer ${await tokens.issue({ userId, role: null, impersonatorId: null, tokenVersion: 0, sessionId })}`;
};
/** The verified caller of a token, as the Authorization middleware provides it (ADR 097). */
const callerOf = async (authorization: string) => (await service.claimsOf(authorization)).claims;
const caller = async (username: string) => callerOf(await bearer(username));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (error: unknown) => (error instanceof SessionRefused ? error.refusal : String(error)),
  );

beforeAll(async () => {
  database = await openPglite("memory://");
  await migrateDatabase(database);
  await seedDatabase(database.db, { courses: 8 });
  service = sessionService(database.db, tokens, () => clock);
}, 60_000);

describe("session API rules (spec §4, §6)", () => {
  it("filters rights to the application: gestora has two tenants and two institutions; semacesso none; professor one", async () => {
    const gestora = await service.rights(await caller("gestora"), "ARTMED-marketplace");
    expect(
      gestora.tenants.map((t) => [t.alias, t.roles.map((r) => r.alias), t.ies.map((i) => i.alias)]),
    ).toEqual(
      expect.arrayContaining([
        ["sabia", ["gestor"], ["hcfmusp"]],
        ["horizonte", ["gestor"], ["faculdade-horizonte"]],
      ]),
    );
    expect(gestora.applicationRoles).toEqual([]);
    expect(await service.rights(await caller("semacesso"), app)).toEqual({
      applicationRoles: [],
      tenants: [],
    });
    const professor = await service.rights(await caller("professor"), app);
    expect(
      professor.tenants.flatMap((t) => [...t.roles, ...t.ies.flatMap((i) => i.roles)]).map((r) => r.alias),
    ).toEqual(["professor"]);
  });

  it("assumes only a role the user holds, records last access and puts the role in a new token", async () => {
    const gestora = await caller("gestora");
    expect(
      await refusal(
        service.assume(gestora, {
          applicationAlias: app,
          roleAlias: "operador",
          tenantAlias: null,
          iesAlias: null,
        }),
      ),
    ).toBe("roleNotHeld");
    const assumed = await service.assume(gestora, {
      applicationAlias: app,
      roleAlias: "coordenador",
      tenantAlias: "horizonte",
      iesAlias: "faculdade-horizonte",
    });
    const session = await service.session(await callerOf(`Bearer ${assumed.accessToken}`), app);
    expect(session.currentRole).toMatchObject({
      role: { alias: "coordenador" },
      tenant: { alias: "horizonte" },
      ies: { alias: "faculdade-horizonte" },
    });
    expect(session.lastAccess).toMatchObject({ roleAlias: "coordenador", iesAlias: "faculdade-horizonte" });
  });

  it("lets only operators impersonate, records it, and marks the session as impersonated", async () => {
    expect(
      await refusal(
        service.impersonate(await caller("gestora"), {
          username: "aluno",
          roleAlias: "aluno",
          applicationAlias: app,
        }),
      ),
    ).toBe("notOperator");
    const result = await service.impersonate(await caller("operador"), {
      username: "aluno",
      roleAlias: "aluno",
      applicationAlias: app,
    });
    const session = await service.session(await callerOf(`Bearer ${result.accessToken}`), app);
    expect(session.user.username).toBe("aluno");
    expect(session.impersonatedBy).toBe("Otávio Pereira");
    expect(
      await refusal(
        service.impersonate(await callerOf(`Bearer ${result.accessToken}`), {
          username: "gestora",
          roleAlias: "gestor",
          applicationAlias: app,
        }),
      ),
    ).toBe("notOperator");
  });

  it("hand-off codes work once and expire after 60 s", async () => {
    const authorization = await bearer("professor");
    const { tokenId } = await service.handOff(authorization);
    const { accessToken } = await service.exchange(tokenId);
    expect((await tokens.verify(accessToken))?.userId).toBe(
      (await userByUsername(database.db, "professor"))!.id,
    );
    expect(await refusal(service.exchange(tokenId))).toBe("codeInvalid");
    const late = await service.handOff(authorization);
    clock += 61_000;
    expect(await refusal(service.exchange(late.tokenId))).toBe("codeInvalid");
  });

  it("refuses missing or forged tokens", async () => {
    expect(await refusal(service.claimsOf(undefined))).toBe("unauthenticated");
    expect(await refusal(service.claimsOf("Bearer not.a.token"))).toBe("unauthenticated");
  });
});
