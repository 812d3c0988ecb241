import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffTestKit, staffTestServer } from "./staff-users-test-kit.ts";

/**
 * Who may read the audit log (issue 30, ADR 076), decided on the server by the caller's current role: operators
 * and managers (gestor, in a tenant). Everyone else — and an operator acting as someone — gets 403
 * auditRoleRequired on the page and on the CSV, reads no line, and leaves no audit.read line.
 */
const api = staffTestServer(300_000);
const client = identityClient(api);
const { tokenOf, as, operatorToken, operatorWithoutRole, operatorActingAsAluno } = staffTestKit(api, client);

type Caller = () => Promise<string>;

const refused: Record<string, Caller> = {
  "aluno (customer)": as("aluno", "artmed-marketplace", "aluno", { tenant: "sabia" }),
  "professor (institution role)": as("professor", "artmed-marketplace", "professor", {
    tenant: "sabia",
    ies: "abramede",
  }),
  "gestora as coordenador": as("gestora", "artmed-marketplace", "coordenador", {
    tenant: "sabia",
    ies: "hcfmusp",
  }),
  "gestora as auditor of sabia-gestao": as("gestora", "sabia-gestao", "auditor"),
  "gestora as analista": as("gestora", "sabia-relatorios", "analista", { tenant: "horizonte" }),
  "semacesso (no right at all)": () => tokenOf("semacesso"),
  "operador with no current role": operatorWithoutRole,
  "operador acting as aluno": operatorActingAsAluno,
};

const allowed: Record<string, Caller> = {
  "operador of sabia-operacao": operatorToken,
  "gestora as gestor of the marketplace (sabia)": as("gestora", "artmed-marketplace", "gestor", {
    tenant: "sabia",
  }),
  "gestora as gestor of sabia-gestao (horizonte)": as("gestora", "sabia-gestao", "gestor", {
    tenant: "horizonte",
  }),
};

const reads = async () =>
  (
    await queryRows<{ n: number }>(
      api().database.db,
      sql`select count(*)::int as n from audit_events where action = 'audit.read'`,
    )
  )[0]!.n;

/** A GET that reads the answer as text (the CSV is not JSON). */
const get = async (path: string, token?: string) => {
  const headers: Record<string, string> = { "x-forwarded-for": freshIp() };
  if (token) headers["authorization"] = `Bearer ${token}`;
  const answer = await fetch(`${api().url}${path}`, { headers });
  return { status: answer.status, text: await answer.text() };
};

const paths = ["/api/audit-events", "/api/audit-events?person=aluno", "/api/audit-events/csv"];

describe("who may not read the audit log: 403, no line read, no read recorded", () => {
  it.each(Object.keys(refused))("%s", async (who) => {
    const token = await refused[who]!();
    const before = await reads();
    for (const path of paths) {
      const answer = await get(path, token);
      expect(answer.status, `${who}: ${path}`).toBe(403);
      expect(JSON.parse(answer.text).code, `${who}: ${path}`).toBe("auditRoleRequired");
      for (const secret of ["operador", "Ana Lúcia", "actor", "events"])
        expect(answer.text, `${who}: ${path}`).not.toContain(secret);
    }
    expect(await reads()).toBe(before);
  });

  it("without a token: 401", async () => {
    for (const path of paths) expect((await get(path)).status, path).toBe(401);
  });
});

describe("who may: 200, and each read leaves one audit.read line", () => {
  it.each(Object.keys(allowed))("%s", async (who) => {
    const token = await allowed[who]!();
    for (const path of paths) {
      const before = await reads();
      const answer = await get(path, token);
      expect(answer.status, `${who}: ${path} → ${answer.text}`).toBe(200);
      expect(await reads(), `${who}: ${path}`).toBe(before + 1);
    }
  });
});
