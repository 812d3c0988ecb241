import { describe, expect, it, vi } from "vitest";
import { identityClient } from "#server/api/identity-test-kit.ts";
import { staffTestKit, staffTestServer } from "#server/api/staff-users-test-kit.ts";
import { storageKeys } from "#src/services/config.ts";
import { idlePeople, type PeopleApi } from "./people.connect.ts";
import { runPeople } from "./people.runtime.ts";

/**
 * The People flow with its real Effect adapter against the reference server (issue 30): the operator's search by
 * CPF, the refusals as the page names them (a 400's field, whether the server or the contract caught it), a role.
 */
const server = staffTestServer();

async function operatorPeople() {
  const token = await staffTestKit(server, identityClient(server)).operatorToken();
  const storage = {
    getItem: (key: string) => (key === storageKeys.accessToken ? token : null),
    setItem: () => {},
    removeItem: () => {},
  };
  let api: PeopleApi = idlePeople(() => {}, "artmed-marketplace");
  runPeople("pt-BR", "artmed-marketplace", (next) => (api = next), {
    options: { baseUrl: server().url, language: "pt-BR" },
    storage: () => storage,
  });
  /** Waits until nothing is in flight. */
  const settled = async () => {
    await vi.waitFor(() => expect(api.isSearching || api.busy !== null).toBe(false), { timeout: 30_000 });
    return api;
  };
  return { api: () => api, settled };
}

describe("People against the reference server", () => {
  it("finds aluno by CPF; names the field of each bad input; grants a role in Horizonte", async () => {
    const { api, settled } = await operatorPeople();
    api().search("529.982.247-25");
    expect((await settled()).user).toMatchObject({ username: "aluno", cpf: "52998224725" });

    api().rename("com espaço");
    expect((await settled()).failure).toMatchObject({ at: "rename", field: "username" });
    api().setPassword("fraca", "http://localhost:3000/auth/signin");
    expect((await settled()).failure).toMatchObject({ at: "setPassword", field: "password" });
    api().setPassword("Trocar#2026x", "javascript:alert(1)");
    expect((await settled()).failure).toMatchObject({ at: "setPassword", field: "applicationUrl" });
    api().addRole({ applicationAlias: "artmed-marketplace", role: "aluno", tenantAlias: "nenhuma" });
    expect((await settled()).failure).toMatchObject({ at: "addRole", field: "tenantAlias" });
    api().addRole({ applicationAlias: "artmed-marketplace", role: "operador" });
    expect((await settled()).failure).toMatchObject({ key: "errors.refused.staffRoleNotGrantable" });
    api().rename("gestora");
    expect((await settled()).failure).toMatchObject({ key: "errors.usernameExists", field: "username" });

    api().addRole({ applicationAlias: "artmed-marketplace", role: "aluno", tenantAlias: "horizonte" });
    const granted = await settled();
    expect(granted.succeeded).toBe("addRole");
    expect(granted.user?.rights.map((right) => right.tenantAlias)).toContain("horizonte");
    expect(granted.roleChoices.map((choice) => choice.roleAlias)).toEqual(["aluno"]);

    api().search("ninguem-aqui");
    expect((await settled()).failure).toMatchObject({ at: "search", key: "errors.notFound" });
  });
});
