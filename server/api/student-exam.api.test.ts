import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import jsQR from "jsqr";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePopplerUtils } from "#scripts/debian-packages.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface Exam {
  open: boolean;
  closedReason: string | null;
  moduleProgress: number;
  attemptsUsed: number;
  attemptsLeft: number;
  nextAttemptAt: string | null;
  lastScore: number | null;
  passed: boolean;
  certificateCode: string | null;
  questions: { id: number; prompt: string; options: { id: number; text: string }[] }[];
}
type Json = Record<string, unknown>;

const slug = "medicina-de-emergencia-sala-vermelha";
const portal = (id: number) => `/api/candidate/portal/courses/${id}`;
/** The first page rendered by pdftoppm (poppler-utils) at 100 dpi, as a PPM read into pixels; its QR's text. */
function qrOfPdf(file: string): string | null {
  execFileSync("pdftoppm", ["-r", "100", "-f", "1", "-l", "1", "-singlefile", file, `${file}-page`]);
  const ppm = readFileSync(`${file}-page.ppm`);
  const [header, width, height] = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 32).toString("latin1"))!;
  const [w, h] = [Number(width), Number(height)];
  const rgb = ppm.subarray(header!.length);
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let i = 0; i < w * h; i++) rgba.set([rgb[i * 3]!, rgb[i * 3 + 1]!, rgb[i * 3 + 2]!, 255], i * 4);
  return jsQR(rgba, w, h)?.data ?? null;
}

/** Every answer wrong: the option after the right one. */
const wrong = (key: { questionId: number; optionId: number }[]) =>
  key.map(({ questionId, optionId }) => ({ questionId, optionId: (optionId % 4) + 1 }));

/** Issue 32, the exam and the certificate over real HTTP on a real database (ADR 091, 092). */
describe("the certificate exam, the certificate and its public check (issue 32)", () => {
  const { api, as, call, rows, tokenOf, sandbox } = useCheckoutApi();
  let id = 0;
  beforeAll(async () => {
    id = (
      await rows<{ id: number }>(
        sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
             where u.username = 'aluno' and c.friendly_url = ${slug} order by s.id desc limit 1`,
      )
    )[0]!.id;
  });
  const exam = async (username = "aluno") => {
    const response = await as(username)(`${portal(id)}/exam`, { method: "GET" });
    return {
      status: response.status,
      exam: response.json as unknown as Exam,
      text: JSON.stringify(response.json),
    };
  };
  const attempt = (body: unknown, username = "aluno") =>
    as(username)(`${portal(id)}/exam/attempts`, { body });
  /** The right option of each question, read from the database (the API never tells). */
  const answerKey = async () =>
    rows<{ questionId: number; optionId: number }>(
      sql`select q.id as "questionId", q.answer as "optionId" from exam_questions q
           join subscriptions s on s.course_id = q.course_id where s.id = ${id} order by q.position`,
    );
  const pdfBytes = async (username = "aluno") =>
    fetch(`${api().url}${portal(id)}/certificate.pdf`, {
      headers: { authorization: `Bearer ${await tokenOf(username)}` },
    });

  it("stays closed below 75 % of the modules, then opens without ever sending an answer", async () => {
    const closed = await exam();
    expect(closed.status).toBe(200);
    expect(closed.exam).toMatchObject({ open: false, closedReason: "modules", questions: [] });
    expect(closed.exam.moduleProgress).toBeLessThan(75);
    const refused = await attempt({ answers: [] });
    expect(refused.status).toBe(409);
    expect(refused.json["code"]).toBe("examClosed");

    const course = (await as("aluno")(portal(id), { method: "GET" })).json as unknown as {
      modules: { lessons: { id: number; durationSeconds: number }[] }[];
    };
    const needed = Math.ceil(course.modules.length * 0.75);
    for (const module of course.modules.slice(0, needed))
      for (const lesson of module.lessons) {
        const seconds = lesson.durationSeconds;
        const saved = await as("aluno")(`${portal(id)}/lessons/${lesson.id}/progress`, {
          method: "PUT",
          body: { watchedSeconds: seconds, positionSeconds: seconds },
        });
        expect(saved.status).toBe(200);
      }
    const { exam: opened, text } = await exam();
    expect(opened).toMatchObject({ open: true, closedReason: null, attemptsLeft: 3, lastScore: null });
    expect(opened.moduleProgress).toBeGreaterThanOrEqual(75);
    expect(opened.questions.length).toBeGreaterThanOrEqual(3);
    for (const question of opened.questions) {
      expect(Object.keys(question).toSorted()).toEqual(["id", "options", "prompt"]);
      for (const option of question.options) expect(Object.keys(option).toSorted()).toEqual(["id", "text"]);
    }
    expect(text).not.toMatch(/answer|correct/i);
    const [owner] = await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = 'aluno'`,
    );
    const myCourses = await as("aluno")("/api/candidate/courses/my-courses", { body: owner });
    const mine = (myCourses.json as unknown as { subscriptionId: number; certificate: Json }[]).find(
      (item) => item.subscriptionId === id,
    );
    expect(mine?.certificate, "My Courses counts the same modules").toMatchObject({
      kind: "exam-available",
      progress: opened.moduleProgress,
    });
  });

  it("refuses unknown ids naming the field, grades on the server whatever the browser claims", async () => {
    const key = await answerKey();
    const unknownQuestion = await attempt({ answers: [{ questionId: 999_999, optionId: 1 }] });
    expect(unknownQuestion.status).toBe(400);
    expect(unknownQuestion.json["field"]).toBe("answers[0].questionId");
    const unknownOption = await attempt({
      answers: [key[0], { questionId: key[1]!.questionId, optionId: 9 }],
    });
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.json["field"]).toBe("answers[1].optionId");
    expect((await attempt({ answers: [{ questionId: "x", optionId: 1 }] })).status).toBe(400);
    expect((await exam()).exam.attemptsUsed, "refused bodies are no attempt").toBe(0);

    const failed = await attempt({ answers: wrong(key), score: 100, passed: true, right: key.length });
    expect(failed.status).toBe(200);
    expect(failed.json).toMatchObject({
      score: 0,
      passed: false,
      right: 0,
      attemptsLeft: 2,
      certificateCode: null,
    });
    const onlyOne = await attempt({ answers: [key[0]], score: 100 });
    expect(onlyOne.json, "missing answers count as wrong").toMatchObject({
      score: Math.round(100 / key.length),
      passed: false,
      attemptsLeft: 1,
    });
  });

  it("waits 24 hours after the third attempt (on the sandbox clock), then a pass issues one certificate", async () => {
    const key = await answerKey();
    const third = await attempt({ answers: wrong(key) });
    expect(third.json).toMatchObject({ passed: false, attemptsLeft: 0 });
    const waiting = (await exam()).exam;
    expect(waiting).toMatchObject({ open: false, closedReason: "waiting", attemptsLeft: 0, questions: [] });
    expect(waiting.nextAttemptAt).toBe(third.json["nextAttemptAt"]);
    expect((await attempt({ answers: key })).json["code"]).toBe("examClosed");

    expect((await sandbox("/advance", { minutes: 24 * 60 + 1 })).status).toBe(200);
    expect((await exam()).exam).toMatchObject({ open: true, attemptsLeft: 3, lastScore: 0 });
    const passed = await attempt({ answers: key });
    expect(passed.json).toMatchObject({ score: 100, passed: true, right: key.length, attemptsLeft: 0 });
    const code = String(passed.json["certificateCode"]);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect((await exam()).exam).toMatchObject({
      closedReason: "passed",
      passed: true,
      certificateCode: code,
    });
    expect((await attempt({ answers: key })).status, "one certificate: no attempt after a pass").toBe(409);
    const [stored] = await rows<{ certificates: number; average: number }>(
      sql`select (select count(*)::int from certificates where subscription_id = ${id}) as certificates,
                 (select exam_average::float from subscriptions where id = ${id}) as average`,
    );
    expect(stored).toEqual({ certificates: 1, average: 100 });
  });

  it("answers 404 for another person's exam and certificate", async () => {
    expect((await exam("professor")).status).toBe(404);
    expect((await attempt({ answers: [] }, "professor")).status).toBe(404);
    expect((await pdfBytes("professor")).status).toBe(404);
    expect((await call(`${portal(id)}/exam`, { method: "GET" })).status).toBe(401);
    const [other] = await rows<{ id: number }>(
      sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
           where u.username = 'aluno' and c.friendly_url = 'eletrocardiograma-descomplicado'`,
    );
    const expired = await as("aluno")(`${portal(other!.id)}/exam`, { method: "GET" });
    expect(expired.json, "an expired course's exam is closed").toMatchObject({
      open: false,
      closedReason: "access",
      questions: [],
    });
    const noCertificate = await as("aluno")(`${portal(other!.id)}/certificate.pdf`, { method: "GET" });
    expect(noCertificate.status, "no certificate issued: 404").toBe(404);
  });

  it("makes a PDF with the name, the masked CPF, the course, its hours and the code", async () => {
    expect(ensurePopplerUtils(), "Debian's poppler-utils (pdftotext, pdftoppm)").toBe(true);
    const response = await pdfBytes();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    const file = join(mkdtempSync(join(tmpdir(), "sabia-certificate-")), "certificate.pdf");
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    const [facts] = await rows<{
      name: string;
      cpf: string;
      course: string;
      hours: number;
      code: string;
      model: number;
    }>(
      sql`select u.name, u.cpf, c.name as course, c.load_hours as hours, ce.code, c.owner_model as model
           from subscriptions s
           join users u on u.id = s.user_id join courses c on c.id = s.course_id
           join certificates ce on ce.subscription_id = s.id where s.id = ${id}`,
    );
    const digits = facts!.cpf.replace(/\D/g, "");
    // This course is owner model 4 (partner content, statement of participation): its wording, not a certificate's.
    expect(facts!.model).toBe(4);
    expect(text).toContain("Declaração de participação");
    expect(text).not.toMatch(/^\s*Certificado\b/);
    expect(text).toContain(facts!.name);
    expect(text).toContain(`***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`);
    expect(text).not.toContain(digits.slice(0, 3) + ".");
    expect(text).toContain(facts!.course);
    expect(text).toContain(`${facts!.hours} horas`);
    expect(text).toContain(facts!.code);
    expect(text).toContain(`/certificado/${facts!.code}`);
    expect(qrOfPdf(file), "the QR points at the public check").toMatch(
      new RegExp(`^https?://[^/]+/certificado/${facts!.code}$`),
    );
  });

  it("lets anyone check a code: the name, course, hours, institution and date only; a forged code is 404", async () => {
    const code = (await exam()).exam.certificateCode!;
    const checked = await call(`/api/certificates/${code}`, { method: "GET" });
    expect(checked.status).toBe(200);
    expect(Object.keys(checked.json).toSorted()).toEqual(
      ["code", "course", "holder", "hours", "institution", "issuedOn", "kind"].toSorted(),
    );
    expect(JSON.stringify(checked.json)).not.toMatch(/cpf|email|\d{3}\.\d{3}/i);
    expect((await call(`/api/certificates/${code.toLowerCase()}`, { method: "GET" })).status).toBe(200);
    const forged = code.replace(/^./, (first) => (first === "A" ? "B" : "A"));
    expect((await call(`/api/certificates/${forged}`, { method: "GET" })).status).toBe(404);
    expect((await call("/api/certificates/not-a-code", { method: "GET" })).status).toBe(404);
  });

  it("refuses the refund once the certificate was issued within 7 days of the payment (spec §9)", async () => {
    const quote = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "GET" });
    expect(quote.status).toBe(200);
    expect(quote.json as Json).toMatchObject({ kind: "refused", reason: "certificate-issued" });
    const cancel = await as("aluno")(`/api/candidate/purchases/${id}/cancellation`, { method: "POST" });
    expect(cancel.status).toBe(409);
    expect(cancel.json["code"]).toBe("notCancellable");
    const [after] = await rows<{ status: string }>(sql`select status from subscriptions where id = ${id}`);
    expect(after!.status).toBe("payment-confirmed");
  });

  it("says the score that earned a certificate issued with no attempt on record (the demo's seeded one)", async () => {
    const [seeded] = await rows<{ id: number; code: string; score: number }>(
      sql`select s.id, c.code, c.score from certificates c join subscriptions s on s.id = c.subscription_id
           where not exists (select 1 from exam_attempts a where a.subscription_id = s.id) limit 1`,
    );
    const response = await as("aluno")(`${portal(seeded!.id)}/exam`, { method: "GET" });
    expect(response.status).toBe(200);
    expect(response.json as Json).toMatchObject({
      passed: true,
      closedReason: "passed",
      certificateCode: seeded!.code,
      lastScore: seeded!.score,
    });
    expect(seeded!.score).toBeGreaterThanOrEqual(60);
  });
});
