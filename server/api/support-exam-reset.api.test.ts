import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useCheckoutApi } from "./checkout-test-kit.ts";
import { staffTestKit } from "./staff-users-test-kit.ts";

interface Exam {
  open: boolean;
  closedReason: string | null;
  attemptsUsed: number;
  attemptsLeft: number;
}
interface Item {
  kind: string;
  subscriptionId: number | null;
  actions: string[];
  detail: string;
  customer: { username: string } | null;
}

const slug = "medicina-de-emergencia-sala-vermelha";
const portal = (id: number) => `/api/candidate/portal/courses/${id}`;

/**
 * Support resets a locked-out student's exam attempts (issue 32, ADR 096): three failures lock the exam for a day
 * (ADR 091) and ring the operators' bell; the queue lists the purchase with "reset"; the reset voids the failures,
 * writes its audit line, and the student may try again at once. Non-staff callers: security test.
 */
describe("support resets a student's exam attempts", () => {
  const checkout = useCheckoutApi();
  const { api, as, rows } = checkout;
  const { operatorToken, as: staffAs } = staffTestKit(api, checkout);
  let id = 0;
  let operator = "";
  beforeAll(async () => {
    operator = await operatorToken();
    id = (
      await rows<{ id: number }>(
        sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
             where u.username = 'aluno' and c.friendly_url = ${slug} order by s.id desc limit 1`,
      )
    )[0]!.id;
    // Every lesson done: the exam opens (ADR 091).
    await rows(
      sql`insert into lesson_progress (user_id, lesson_id, completed_at, watched_seconds)
          select s.user_id, l.id, now(), l.duration_minutes * 60 from subscriptions s
            join course_modules m on m.course_id = s.course_id join lessons l on l.module_id = m.id
           where s.id = ${id}
          on conflict (user_id, lesson_id) do update set completed_at = now()`,
    );
  });
  const exam = async () =>
    (await as("aluno")(`${portal(id)}/exam`, { method: "GET" })).json as unknown as Exam;
  const failOnce = async () => {
    const key = await rows<{ questionId: number; optionId: number }>(
      sql`select q.id as "questionId", q.answer as "optionId" from exam_questions q
           join subscriptions s on s.course_id = q.course_id where s.id = ${id} order by q.position`,
    );
    const answers = key.map(({ questionId, optionId }) => ({ questionId, optionId: (optionId % 4) + 1 }));
    return as("aluno")(`${portal(id)}/exam/attempts`, { body: { answers } });
  };
  const queue = async (token = operator) => checkout.call("/api/support-queue", { method: "GET", token });
  const reset = (token = operator) =>
    checkout.call(`/api/support-queue/exams/${id}/reset`, { token, body: {} });
  const itemOf = async () =>
    ((await queue()).json["items"] as Item[]).find(
      (item) => item.kind === "exam-locked" && item.subscriptionId === id,
    );
  const bell = async () =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from notifications n join users u on u.id = n.recipient_id
             where u.username = 'operador' and n.title = 'Prova bloqueada por tentativas'`,
      )
    )[0]!.n;

  it("three failures lock the exam, ring the bell and put the purchase in the queue with a reset", async () => {
    expect((await exam()).open).toBe(true);
    for (let attempt = 0; attempt < 3; attempt++) expect((await failOnce()).status).toBe(200);
    expect(await exam()).toMatchObject({ open: false, closedReason: "waiting", attemptsLeft: 0 });
    expect(await bell()).toBe(1);
    expect(await itemOf()).toMatchObject({
      actions: ["reset"],
      detail: "3",
      customer: { username: "aluno" },
    });
    expect((await failOnce()).status, "a fourth attempt today").toBe(409);
  });

  it("someone who is not staff cannot reset (403), an operator can: attempts back, audit line written", async () => {
    const customer = await staffAs("aluno", "artmed-marketplace", "aluno", { tenant: "sabia" })();
    const refused = await reset(customer);
    expect(refused.status).toBe(403);
    expect(refused.json["code"]).toBe("staffRoleRequired");
    expect((await exam()).attemptsLeft).toBe(0);

    const answer = await reset();
    expect(answer.status).toBe(200);
    expect((answer.json["items"] as Item[]).some((item) => item.kind === "exam-locked")).toBe(false);
    expect(await exam()).toMatchObject({ open: true, attemptsUsed: 0, attemptsLeft: 3 });
    const [line] = await rows<{ subject: string; role: string; detail: Record<string, unknown> }>(
      sql`select u.username as subject, a.role_alias as role, a.detail from audit_events a
           join users u on u.id = a.subject_id where a.action = 'support.exam.reset'`,
    );
    expect(line).toMatchObject({ subject: "aluno", role: "operador", detail: { voided: 3 } });
    const [kept] = await rows<{ n: number }>(
      sql`select count(*)::int as n from exam_attempts where subscription_id = ${id} and voided_at is not null`,
    );
    expect(kept!.n, "the attempts stay, marked").toBe(3);
    expect((await failOnce()).status, "she may try again at once").toBe(200);
  });

  it("nothing to reset: 404", async () => {
    await rows(sql`update exam_attempts set voided_at = now() where subscription_id = ${id}`);
    expect((await reset()).status).toBe(404);
  });
});
