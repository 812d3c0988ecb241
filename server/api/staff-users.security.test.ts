import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffCalls, staffTestKit, staffTestServer, type Targets } from "./staff-users-test-kit.ts";

/**
 * Issue 30 acceptance "a role × call matrix test over the ten calls" (ADR 074): the server decides by the
 * caller's current role. Only an operator's current role (operations portal or the marketplace shell) may make
 * the staff calls; every other role, no role, and an operator acting as a customer get 403 staffRoleRequired,
 * change nothing and read nobody; every call that succeeds leaves exactly one audit line naming who, with which
 * role, from which IP.
 */
const api = staffTestServer(300_000);
const client = identityClient(api);
const { call, operations } = client;
const { tokenOf, as, assume, operatorToken, userOf, operatorWithoutRole, operatorActingAsAluno } =
  staffTestKit(api, client);

type Caller = () => Promise<string>;

/** Every role of the seed that is not an operator's, and the ways of holding none. */
const refused: Record<string, Caller> = {
  "aluno (customer, tenant role)": as("aluno", "artmed-marketplace", "aluno", { tenant: "sabia" }),
  "professor (institution role)": as("professor", "artmed-marketplace", "professor", {
    tenant: "sabia",
    ies: "abramede",
  }),
  "gestora as gestor of the marketplace": as("gestora", "artmed-marketplace", "gestor", { tenant: "sabia" }),
  "gestora as coordenador": as("gestora", "artmed-marketplace", "coordenador", {
    tenant: "sabia",
    ies: "hcfmusp",
  }),
  "gestora as gestor of sabia-gestao": as("gestora", "sabia-gestao", "gestor", { tenant: "horizonte" }),
  "gestora as auditor (application level)": as("gestora", "sabia-gestao", "auditor"),
  "gestora as analista": as("gestora", "sabia-relatorios", "analista", { tenant: "horizonte" }),
  "gestora as coordenador of the portal": as("gestora", "sabia-portal", "coordenador", {
    tenant: "horizonte",
    ies: "faculdade-horizonte",
  }),
  "semacesso (no right at all)": () => tokenOf("semacesso"),
  "operador with no current role": operatorWithoutRole,
  "operador acting as aluno": operatorActingAsAluno,
};

const allowed: Record<string, Caller> = {
  "operador of sabia-operacao": operatorToken,
  "operador of artmed-marketplace": async () => {
    const signedIn = await operations("operador");
    return assume(signedIn.json.accessToken as string, "artmed-marketplace", "operador");
  },
};

const db = () => api().database.db;
const staffLines = async () =>
  (
    await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_events where action like 'staff.%'`,
    )
  )[0]!.n;
/** What the calls could change: people, rights, usernames and passwords. */
const fingerprint = async () =>
  JSON.stringify(
    await queryRows(
      db(),
      sql`select (select count(*) from persons) as persons, (select count(*) from user_rights) as rights,
                 (select string_agg(username || password_hash || temporary_password::text, ',' order by id) from users) as users,
                 (select string_agg(name || email || coalesce(cellphone, ''), ',' order by id) from persons) as records`,
    ),
  );

let targets: Targets | undefined;
const targetsOf = async () => {
  if (targets) return targets;
  const aluno = await userOf("aluno");
  targets = {
    alunoId: aluno.id,
    alunoUuid: aluno.uuid,
    passwordTargetUuid: (await userOf("residente")).uuid,
  };
  return targets;
};

describe("who lacks the right: 403 on every call, nothing changed, nothing read", () => {
  it.each(Object.keys(refused))("%s", async (who) => {
    const token = await refused[who]!();
    const calls = staffCalls(await targetsOf(), 0);
    const before = await fingerprint();
    const lines = await staffLines();
    for (const [name, [method, path, body]] of Object.entries(calls)) {
      const answer = await call(path, { method, body, token, headers: { "x-forwarded-for": freshIp() } });
      expect(answer.status, `${who}: ${name}`).toBe(403);
      expect(answer.json.code, `${who}: ${name}`).toBe("staffRoleRequired");
      for (const secret of ["Ana Lúcia", "52998224725", "51999887766", "Rua dos Andradas"])
        expect(answer.text, `${who}: ${name}`).not.toContain(secret);
    }
    expect(await fingerprint()).toBe(before);
    expect(await staffLines()).toBe(lines);
  });

  it("without a token every call is 401 and changes nothing", async () => {
    const before = await fingerprint();
    for (const [name, [method, path, body]] of Object.entries(staffCalls(await targetsOf(), 0))) {
      const answer = await call(path, { method, body, headers: { "x-forwarded-for": freshIp() } });
      expect(answer.status, name).toBe(401);
    }
    expect(await fingerprint()).toBe(before);
  });

  it("a customer reads no one else: gestora's account and record answer 403 without a trace of her", async () => {
    const token = await refused["aluno (customer, tenant role)"]!();
    const gestora = await userOf("gestora");
    for (const path of [
      `get-user-by-uuid/${gestora.uuid}`,
      "get-user-by-email/gestora%40sabia.dev",
      "get-user-by-username/gestora",
      "get-person-data/gestora%40sabia.dev",
    ]) {
      const answer = await call(`/api/subscription/users/${path}`, { method: "GET", token });
      expect(answer.status, path).toBe(403);
      expect(answer.text).not.toContain("Gabriela");
      expect(answer.text).not.toContain("11144477735");
    }
  });
});

describe("an operator's current role: every call succeeds and leaves exactly one audit line", () => {
  it.each(Object.keys(allowed).map((who, n) => [who, n] as const))("%s", async (who, n) => {
    const token = await allowed[who]!();
    const operador = await userOf("operador");
    for (const [name, [method, path, body]] of Object.entries(staffCalls(await targetsOf(), n))) {
      const ip = freshIp();
      const lines = await staffLines();
      const answer = await call(path, { method, body, token, headers: { "x-forwarded-for": ip } });
      expect([200, 201], `${who}: ${name} → ${answer.text}`).toContain(answer.status);
      expect(await staffLines(), `${who}: ${name}`).toBe(lines + 1);
      const [line] = await queryRows<{
        actor_id: number;
        acting_as_id: number | null;
        role_alias: string;
        ip: string;
      }>(
        db(),
        sql`select actor_id, acting_as_id, role_alias, ip from audit_events where action like 'staff.%' order by id desc limit 1`,
      );
      expect(line, `${who}: ${name}`).toEqual({
        actor_id: operador.id,
        acting_as_id: null,
        role_alias: "operador",
        ip,
      });
    }
  });
});
