import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/database.ts";
import { identityClient } from "./identity-test-kit.ts";
import { freshIp, staffTestKit, staffTestServer } from "./staff-users-test-kit.ts";

/**
 * Who may work the support queue (issue 30, ADR 081), decided on the server by the caller's current role held now:
 * operators only. Everyone else — a manager included, and an operator acting as someone — gets 403
 * staffRoleRequired on each of the seven calls, changes nothing and leaves no support line in the audit log.
 */
const api = staffTestServer(300_000);
const client = identityClient(api);
const { tokenOf, as, assume, operatorToken, operatorWithoutRole, operatorActingAsAluno } = staffTestKit(
  api,
  client,
);

type Caller = () => Promise<string>;

const refused: Record<string, Caller> = {
  "aluno (customer)": as("aluno", "artmed-marketplace", "aluno", { tenant: "sabia" }),
  "professor (institution role)": as("professor", "artmed-marketplace", "professor", {
    tenant: "sabia",
    ies: "abramede",
  }),
  "gestora as gestor of the marketplace": as("gestora", "artmed-marketplace", "gestor", { tenant: "sabia" }),
  "gestora as auditor of sabia-gestao": as("gestora", "sabia-gestao", "auditor"),
  "semacesso (no right at all)": () => tokenOf("semacesso"),
  "operador with no current role": operatorWithoutRole,
  "operador acting as aluno": operatorActingAsAluno,
};

const allowed: Record<string, Caller> = {
  "operador of sabia-operacao": operatorToken,
  // Signed in on the operation portal (the operator's only door), then the marketplace's operator role.
  "operador of artmed-marketplace": async () =>
    assume(await operatorWithoutRole(), "artmed-marketplace", "operador"),
};

const db = () => api().database.db;
/** What the calls could change or leave: the purchases' states, refunds, flag resolutions and support lines. */
const state = async () =>
  queryRows(
    db(),
    sql`select (select string_agg(id || status, ',' order by id) from subscriptions) as purchases,
      (select string_agg(id || status, ',' order by id) from refunds) as refunds,
      (select count(*)::int from support_flag_resolutions) as resolutions,
      (select count(*)::int from exam_attempts where voided_at is not null) as voided,
      (select count(*)::int from audit_events where action like 'support.%') as lines`,
  );

const firstId = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ id: number }>(
      db(),
      sql`select id from subscriptions where ${where} order by id limit 1`,
    )
  )[0]?.id ?? 1;

const calls = async (): Promise<Array<[string, string, unknown?]>> => {
  const requested = await firstId(sql`status = 'cancellation-requested'`);
  const pending = await firstId(sql`status = 'payment-pending'`);
  return [
    ["GET", "/api/support-queue"],
    ["POST", `/api/support-queue/cards/${pending}/confirm`],
    ["POST", `/api/support-queue/cards/${pending}/refuse`, { reason: "Não autorizado pelo banco." }],
    ["POST", `/api/support-queue/cancellations/${requested}/confirm`],
    ["POST", `/api/support-queue/refunds/${requested}/retry`],
    ["POST", "/api/support-queue/flags/1/resolve", { note: "Resolvido com o banco." }],
    ["POST", `/api/support-queue/exams/${requested}/reset`],
  ];
};

const send = async ([method, path, body]: [string, string, unknown?], token?: string) => {
  const headers: Record<string, string> = {
    "x-forwarded-for": freshIp(),
    "content-type": "application/json",
  };
  if (token) headers["authorization"] = `Bearer ${token}`;
  const answer = await fetch(`${api().url}${path}`, {
    method,
    headers,
    ...(method === "POST" ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  return { status: answer.status, text: await answer.text() };
};

describe("who may not work the support queue: 403 on every call, nothing changed, nothing audited", () => {
  it.each(Object.keys(refused))("%s", async (who) => {
    const token = await refused[who]!();
    const before = await state();
    for (const call of await calls()) {
      const answer = await send(call, token);
      expect(answer.status, `${who}: ${call[1]}`).toBe(403);
      expect(JSON.parse(answer.text).code, `${who}: ${call[1]}`).toBe("staffRoleRequired");
      for (const secret of ["Ana Lúcia", "items", "transactionNumber"])
        expect(answer.text, `${who}: ${call[1]}`).not.toContain(secret);
    }
    expect(await state()).toEqual(before);
  });

  it("without a token: 401", async () => {
    for (const call of await calls()) expect((await send(call)).status, call[1]).toBe(401);
  });
});

describe("operators may: the queue answers and each read leaves one support.queue.read line", () => {
  it.each(Object.keys(allowed))("%s", async (who) => {
    const token = await allowed[who]!();
    const lines = async () =>
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from audit_events where action = 'support.queue.read'`,
        )
      )[0]!.n;
    const before = await lines();
    const answer = await send(["GET", "/api/support-queue"], token);
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text).items.length).toBeGreaterThan(0);
    expect(await lines()).toBe(before + 1);
  });
});
