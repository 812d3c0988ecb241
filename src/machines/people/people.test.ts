import { Effect } from "effect";
import { HttpApiError } from "effect/http-api";
import { describe, expect, it } from "vitest";
import { InvalidInput, NotFound } from "#src/services/api/api-errors.ts";
import { Forbidden } from "#src/services/api/session-api.ts";
import type { StaffUser } from "#src/services/api/staff-users-api.ts";
import { StaffUsers, type StaffUsersApi } from "#src/services/staff-users/staff-users.service.ts";
import { peopleFailureOf } from "./people.actors.ts";
import { idlePeople, type PeopleApi } from "./people.connect.ts";
import { runPeople } from "./people.runtime.ts";

const aluno: StaffUser = {
  id: 1,
  uuid: "0f8fad5b-d9cb-469f-a165-70867728950e",
  username: "aluno",
  name: "Ana Lúcia Moreira",
  email: "aluno@sabia.dev",
  cpf: "52998224725",
  cellphone: "51999887766",
  temporaryPassword: false,
  isOperator: false,
  rights: [
    {
      applicationAlias: "artmed-marketplace",
      roleAlias: "aluno",
      roleName: "Aluno",
      level: "tenant",
      tenantAlias: "sabia",
      iesAlias: null,
    },
    {
      applicationAlias: "sabia-portal",
      roleAlias: "basic",
      roleName: "Básico",
      level: "ies",
      tenantAlias: "sabia",
      iesAlias: "hcfmusp",
    },
  ],
};
const horizonte = { ...aluno.rights[0]!, tenantAlias: "horizonte" };
const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function start(implementation: Partial<StaffUsersApi>) {
  const calls: string[] = [];
  let api: PeopleApi = idlePeople(() => {}, "artmed-marketplace");
  const runtime = runPeople("pt-BR", "artmed-marketplace", (next) => (api = next), {
    options: { baseUrl: "http://x", language: "pt-BR" },
    storage: () => storage,
    layer: StaffUsers.layerTest(implementation),
  });
  return { api: () => api, calls, runtime };
}

describe("People machine (issue 30)", () => {
  it("finds a person by CPF, grants a role in Horizonte and offers her roles to access as", async () => {
    const calls: string[] = [];
    const { api } = start({
      byCpf: (cpf) => Effect.sync(() => (calls.push(`cpf ${cpf}`), aluno)),
      addRole: (uuid, role) =>
        Effect.sync(
          () => (
            calls.push(`role ${uuid} ${role.role}@${role.tenantAlias}`),
            { ...aluno, rights: [...aluno.rights, horizonte] }
          ),
        ),
    });
    api().search(" 529.982.247-25 ");
    expect(api().isSearching).toBe(true);
    await settle();
    expect(api().user?.name).toBe("Ana Lúcia Moreira");
    expect(api().roleChoices).toEqual([{ roleAlias: "aluno", roleName: "Aluno", scope: "sabia" }]);
    api().addRole({ applicationAlias: "artmed-marketplace", role: "aluno", tenantAlias: "horizonte" });
    expect(api().busy).toBe("addRole");
    await settle();
    expect(api()).toMatchObject({ busy: null, succeeded: "addRole", failure: null });
    expect(api().user?.rights).toHaveLength(3);
    expect(calls).toEqual(["cpf 52998224725", `role ${aluno.uuid} aluno@horizonte`]);
  });

  it("an empty search names the box; not found and a refusal say why", async () => {
    const { api } = start({
      byUsername: () => Effect.fail(new NotFound({ detail: "none" })),
      byEmail: () => Effect.fail(new Forbidden({ detail: "no", code: "staffRoleRequired" })),
    });
    api().search("  ");
    await settle();
    expect(api().failure).toEqual({ at: "search", key: "errors.field.query", field: "query" });
    api().search("ninguem");
    await settle();
    expect(api()).toMatchObject({ user: null, failure: { at: "search", key: "errors.notFound" } });
    api().search("x@y.dev");
    await settle();
    expect(api().failure?.key).toBe("errors.refused.staffRoleRequired");
  });

  it("a 400 names the action's field; a taken username is usernameExists; the person stays on screen", async () => {
    const { api } = start({
      byUuid: () => Effect.succeed(aluno),
      rename: () => Effect.fail({ _tag: "Conflict", status: 409, code: "usernameExists" } as never),
      setPassword: () => Effect.fail(new InvalidInput({ detail: "weak", field: "password" })),
      addIes: () =>
        Effect.fail(
          new HttpApiError.BadRequestProblem({
            detail: "bad",
            errors: [{ path: ["body", "iesAlias"], message: "x" }],
          }),
        ),
    });
    api().search(aluno.uuid);
    await settle();
    api().rename("gestora");
    await settle();
    expect(api().failure).toEqual({ at: "rename", key: "errors.usernameExists", field: "username" });
    api().setPassword("fraca", "http://localhost/auth/signin");
    await settle();
    expect(api().failure).toEqual({ at: "setPassword", key: "errors.field.password", field: "password" });
    api().addIes({ applicationAlias: "sabia-portal", iesAlias: "?", role: "basic" });
    await settle();
    expect(api().failure).toMatchObject({ at: "addIes", field: "iesAlias" });
    expect(api().user?.username).toBe("aluno");
  });

  it("a password set keeps the person and says it was sent", async () => {
    const { api } = start({ byEmail: () => Effect.succeed(aluno), setPassword: () => Effect.void });
    api().search("aluno@sabia.dev");
    await settle();
    api().setPassword("Trocar#2026x", "http://localhost/auth/signin");
    await settle();
    expect(api()).toMatchObject({ succeeded: "setPassword", user: { username: "aluno" } });
  });

  it("turns each failure into the page's words", () => {
    expect(peopleFailureOf({ status: 503 })).toEqual({ kind: "unavailable" });
    expect(peopleFailureOf(new Error("boom"))).toEqual({ kind: "unexpected" });
    expect(peopleFailureOf({ status: 400, detail: 'Invalid path parameter "uuid": x' })).toEqual({
      kind: "field",
      field: "uuid",
    });
  });
});
