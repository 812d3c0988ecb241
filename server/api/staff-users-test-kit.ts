import { afterAll, beforeAll, expect, vi } from "vitest";
import { userByUsername } from "../db/session/rights-queries.ts";
import { testEngines } from "../db/test-databases.ts";
import type { identityClient } from "./identity-test-kit.ts";
import { startTestApi, type TestApi } from "./test-server.ts";

/** One reference server (PGlite) for a test file, believing X-Forwarded-For from loopback; room for sign-ins. */
export function staffTestServer(testTimeout = 120_000): () => TestApi {
  vi.setConfig({ testTimeout });
  let server: TestApi | undefined;
  beforeAll(async () => {
    server = await startTestApi(testEngines()[0]!, { trustProxy: "loopback" });
  }, 300_000);
  afterAll(() => server?.close());
  return () => server!;
}

/** Helpers of the staff calls' tests (issue 30): signed-in callers in a chosen role, and the ten calls. */
type Client = ReturnType<typeof identityClient>;

let nextIp = 1;
/** A client address no other request of the file used (the test API believes X-Forwarded-For from loopback). */
export const freshIp = () => `203.0.113.${nextIp++}`;

/** Where a role is assumed: the application, or a tenant, or a tenant's institution. */
export type Scope = { tenant?: string; ies?: string };

export function staffTestKit(api: () => TestApi, { call, signIn, operations }: Client) {
  // One address per person: §6 blocks a sixth place a day (ADR 055), and the matrix signs gestora in often.
  const places = new Map<string, string>();
  const placeOf = (username: string) => {
    if (!places.has(username)) places.set(username, freshIp());
    return places.get(username)!;
  };
  const tokenOf = async (username: string) => {
    const answer = await signIn(username, "Sabia@2026", {
      headers: { "x-forwarded-for": placeOf(username) },
    });
    expect(answer.status, `sign-in of ${username}`).toBe(200);
    return answer.json.accessToken as string;
  };

  /** A token whose current role is `roleAlias` of `applicationAlias` in the scope. */
  const assume = async (token: string, applicationAlias: string, roleAlias: string, scope: Scope = {}) => {
    const path = scope.ies
      ? `/api/auth/role/assume/tenants/${scope.tenant}/ies/${scope.ies}`
      : scope.tenant
        ? `/api/auth/role/assume/tenants/${scope.tenant}`
        : "/api/auth/role/assume/application";
    const answer = await call(path, { method: "PUT", token, body: { applicationAlias, roleAlias } });
    expect(answer.status, `${roleAlias} of ${applicationAlias}`).toBe(200);
    return answer.json.accessToken as string;
  };

  /** The operator on the operation portal with its operations role current, as the portal does. */
  const operatorToken = async () => {
    const signedIn = await operations("operador");
    expect(signedIn.status).toBe(200);
    return assume(signedIn.json.accessToken as string, "sabia-operacao", "operador");
  };

  const userOf = async (username: string) => (await userByUsername(api().database.db, username))!;

  /** A caller whose token has `roleAlias` of `application` current, in the scope. */
  const as = (username: string, application: string, roleAlias: string, scope?: Scope) => async () =>
    assume(await tokenOf(username), application, roleAlias, scope);

  /** The operator signed in on the operation portal, no role assumed yet. */
  const operatorWithoutRole = async () => {
    const signedIn = await operations("operador");
    expect(signedIn.status).toBe(200);
    return signedIn.json.accessToken as string;
  };

  /** The operator acting as aluno (an impersonation token). */
  const operatorActingAsAluno = async () => {
    const acting = await call("/api/auth/signin/impersonate", {
      token: await operatorToken(),
      body: { username: "aluno", roleAlias: "aluno" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(acting.status).toBe(200);
    return acting.json.accessToken as string;
  };

  return { tokenOf, assume, as, operatorToken, userOf, operatorWithoutRole, operatorActingAsAluno };
}

/** The people the calls are made about. */
export interface Targets {
  alunoId: number;
  alunoUuid: string;
  /** Whose password the matrix sets: someone who signs in nowhere in it. */
  passwordTargetUuid: string;
}

export type StaffCall = [method: string, path: string, body?: unknown];

/** The ten staff calls, each with a body that succeeds for an operator (the matrix runs each once per role). */
export const staffCalls = (t: Targets, n: number): Record<string, StaffCall> => ({
  "POST /users/person": [
    "POST",
    "/api/subscription/users/person",
    {
      cpf: ["246.813.579-28", "123.456.780-62"][n % 2],
      name: "Rita Souza",
      email: `rita${n}@example.com`,
      cellphone: null,
      personAddress: null,
    },
  ],
  "PUT /users/person": [
    "PUT",
    "/api/subscription/users/person",
    {
      cpf: "52998224725",
      name: "Ana Lúcia Moreira",
      email: "aluno@sabia.dev",
      cellphone: "51999887766",
      personAddress: null,
    },
  ],
  "GET get-user-by-username": ["GET", "/api/subscription/users/get-user-by-username/aluno"],
  "GET get-user-by-uuid": ["GET", `/api/subscription/users/get-user-by-uuid/${t.alunoUuid}`],
  "GET get-user-by-email": ["GET", "/api/subscription/users/get-user-by-email/aluno%40sabia.dev"],
  "GET get-person-data": ["GET", "/api/subscription/users/get-person-data/aluno%40sabia.dev"],
  "GET purchases": ["GET", `/api/subscription/users/${t.alunoUuid}/purchases`],
  "PUT add-user-ies": [
    "PUT",
    `/api/subscription/users/add-user-ies/${t.alunoId}`,
    { applicationAlias: "sabia-portal", iesAlias: "hcfmusp", role: "basic" },
  ],
  "PUT add-user-role": [
    "PUT",
    `/api/subscription/users/add-user-role/${t.alunoUuid}`,
    { uuid: t.alunoUuid, applicationAlias: "artmed-marketplace", role: "aluno", tenantAlias: "horizonte" },
  ],
  "PATCH update-user": [
    "PATCH",
    `/api/subscription/users/update-user/${t.alunoId}`,
    // The same username: a rename that leaves aluno signing in as before.
    { userId: t.alunoId, username: "aluno" },
  ],
  "PUT users/{uuid}/password": [
    "PUT",
    `/api/users/${t.passwordTargetUuid}/password`,
    { password: `Trocar#20${26 + n}x`, applicationUrl: "http://localhost:3000/auth/signin" },
  ],
});
