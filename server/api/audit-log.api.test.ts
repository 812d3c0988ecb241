import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditPageSize } from "#src/domain/audit/audit-actions.ts";
import type { AuditPage } from "#src/services/api/audit-api.ts";
import { recordAudit } from "../db/audit/audit-queries.ts";
import { queryRows } from "../db/database.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffTestKit, staffTestServer } from "./staff-users-test-kit.ts";

/**
 * Issue 30, the audit log (ADR 076): an operator reads every line, a manager her tenant's; filters by person,
 * action and time; keyset pages newest first; the CSV export; 400 naming the field; each read audited.
 * Who may not read it: server/api/audit-log.security.test.ts.
 */
const api = staffTestServer();
const client = identityClient(api);
const { call } = client;
const { tokenOf, assume, operatorToken, userOf } = staffTestKit(api, client);
const db = () => api().database.db;

let operator = "";
let gestora = "";
const readLog = async (token: string, query = "") => {
  const answer = await call(`/api/audit-events${query}`, {
    method: "GET",
    token,
    headers: { "x-forwarded-for": "198.51.100.7" },
  });
  return { ...answer, page: answer.json as unknown as AuditPage };
};

beforeAll(async () => {
  operator = await operatorToken();
  gestora = await assume(await tokenOf("gestora"), "artmed-marketplace", "gestor", { tenant: "sabia" });
  // A real staff read of aluno (tenant sabia), and lines about residente, who is only in the hcfmusp tenant.
  const read = await call("/api/subscription/users/get-user-by-username/aluno", {
    method: "GET",
    token: operator,
    headers: { "x-forwarded-for": "203.0.113.200" },
  });
  expect(read.status).toBe(200);
  const [operador, residente] = [await userOf("operador"), await userOf("residente")];
  for (let n = 0; n < auditPageSize + 5; n++)
    await recordAudit(db(), {
      action: "staff.user.update",
      actorId: operador.id,
      subjectId: residente.id,
      // The newest carries what a spreadsheet would run as a formula.
      roleAlias: n === auditPageSize + 4 ? "@SUM(A1)" : "operador",
      ip: "203.0.113.201",
      detail: { from: "=cmd|' /C calc'!A0", to: `residente${n}` },
    });
});

describe("reading the audit log", () => {
  it("an operator sees who, as whom, what, to whom, when and from where, with names", async () => {
    const answer = await readLog(operator, "?person=Ana%20L%C3%BAcia&action=staff.user.read");
    expect(answer.status, answer.text).toBe(200);
    const [line] = answer.page.events;
    expect(line).toMatchObject({
      action: "staff.user.read",
      actor: { username: "operador", name: "Otávio Pereira" },
      actingAs: null,
      subject: { username: "aluno", name: "Ana Lúcia Moreira" },
      roleAlias: "operador",
      ip: "203.0.113.200",
      detail: "by=username",
    });
    expect(Date.parse(line!.at)).toBeGreaterThan(Date.now() - 600_000);
  });

  it("pages newest first by a cursor, each line once", async () => {
    const first = await readLog(operator, "?action=staff.user.update");
    expect(first.page.events).toHaveLength(auditPageSize);
    const ids = first.page.events.map((event) => event.id);
    expect(ids).toEqual(ids.toSorted((a, b) => b - a));
    const second = await readLog(operator, `?action=staff.user.update&cursor=${first.page.nextCursor}`);
    expect(second.page.events.length).toBeGreaterThanOrEqual(5);
    expect(second.page.events[0]!.id).toBeLessThan(ids.at(-1)!);
    expect(second.page.nextCursor).toBeNull();
  });

  it("filters by time: a range in the past holds nothing of today", async () => {
    const past = await readLog(operator, "?from=2020-01-01T00:00:00Z&to=2020-01-02T00:00:00-03:00");
    expect(past.page.events).toEqual([]);
    const today = await readLog(
      operator,
      `?from=${encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString())}`,
    );
    expect(today.page.events.length).toBeGreaterThan(0);
  });

  it("a manager sees the lines about her tenant's people only", async () => {
    const answer = await readLog(gestora, "?action=staff.user.read");
    expect(answer.status, answer.text).toBe(200);
    expect(answer.page.events.map((event) => event.subject?.username)).toContain("aluno");
    const other = await readLog(gestora, "?person=residente");
    expect(other.page.events).toEqual([]);
    expect(other.text).not.toContain("Renata");
  });

  it("each read is itself a line: who read, with which role, from where, and the filters", async () => {
    await readLog(gestora, "?person=aluno");
    const [line] = await queryRows<{ actor_id: number; role_alias: string; ip: string; detail: unknown }>(
      db(),
      sql`select actor_id, role_alias, ip, detail from audit_events where action = 'audit.read' order by id desc limit 1`,
    );
    expect(line).toMatchObject({
      actor_id: (await userOf("gestora")).id,
      role_alias: "gestor",
      ip: "198.51.100.7",
      detail: { format: "page", person: "aluno" },
    });
  });

  it("400 names the field, never 500", async () => {
    for (const [query, field] of [
      ["?action=drop.table", "action"],
      ["?from=yesterday", "from"],
      ["?to=2026-13-45T00:00:00Z", "to"],
      ["?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z", "to"],
      ["?cursor=0", "cursor"],
      [`?person=${"x".repeat(101)}`, "person"],
    ] as const) {
      const answer = await readLog(operator, query);
      expect(answer.status, `${query}: ${answer.text}`).toBe(400);
      expect(answer.text, query).toContain(field);
    }
  });
});

describe("impersonations", () => {
  it("the start is a line: the operator, acting as the person, with the role chosen", async () => {
    const started = await call("/api/auth/signin/impersonate", {
      token: operator,
      body: { username: "aluno", roleAlias: "aluno" },
      headers: { "x-forwarded-for": "203.0.113.202" },
    });
    expect(started.status, started.text).toBe(200);
    const answer = await readLog(operator, "?action=impersonation.start");
    expect(answer.page.events[0]).toMatchObject({
      actor: { username: "operador" },
      actingAs: { username: "aluno", name: "Ana Lúcia Moreira" },
      subject: { username: "aluno" },
      ip: "203.0.113.202",
      detail: "roleAlias=aluno applicationAlias=artmed-marketplace",
    });
  });
});

describe("the CSV export", () => {
  it("is an attachment with a header row, the same filters, and formulas defused", async () => {
    const answer = await fetch(`${api().url}/api/audit-events/csv?person=residente`, {
      headers: { authorization: `Bearer ${operator}`, "x-forwarded-for": freshIp() },
    });
    const text = await answer.text();
    expect(answer.status, text).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = text.trimEnd().split("\r\n");
    expect(rows[0]).toBe(
      "at,actor_username,actor_name,acting_as_username,acting_as_name,action,role,subject_username,subject_name,detail,ip",
    );
    expect(rows).toHaveLength(auditPageSize + 6);
    expect(rows[1]).toMatch(
      /^\d{4}-.*Z,operador,Otávio Pereira,,,staff.user.update,'@SUM\(A1\),residente,Renata Oliveira,to=residente54 from==cmd\|' \/C calc'!A0,203.0.113.201$/,
    );
    expect(text).not.toContain("aluno");
  });

  it("is in the OpenAPI document with both calls", async () => {
    const document = await call("/api/openapi.json", { method: "GET" });
    expect(Object.keys(document.json.paths as object)).toEqual(
      expect.arrayContaining(["/api/audit-events", "/api/audit-events/csv"]),
    );
  });
});
