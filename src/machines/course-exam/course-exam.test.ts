import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { courseExam, examResult } from "#tests/fixtures/course-exam.ts";
import { CallFailed } from "#src/services/runtime.ts";
import { courseExamFailureOf } from "./course-exam.actors.ts";
import { connectCourseExam } from "./course-exam.connect.ts";
import { courseExamMachine } from "./course-exam.machine.ts";
import type { CourseExam, ExamResult } from "./course-exam.types.ts";

type Sent = { questionId: number; optionId: number }[];

const start = (exams: CourseExam[], grade: (answers: Sent) => Promise<ExamResult>) => {
  const machine = courseExamMachine.provide({
    actors: {
      load: fromPromise(async () => exams.shift()!),
      attempt: fromPromise(({ input }) => grade(input.answers)),
    },
  });
  const actor = createActor(machine, { input: { subscriptionId: 41 } });
  actor.start();
  return actor;
};
const noop = () => undefined;

describe("course exam machine (issue 32, ADR 091)", () => {
  it("sends every chosen option, and only those the questions offer; says when one is missing", async () => {
    const sent: Sent[] = [];
    const actor = start([courseExam(), courseExam("passed")], async (answers) => {
      sent.push(answers);
      return examResult(true);
    });
    await waitFor(actor, (s) => s.matches("ready"));
    const view = () => connectCourseExam(actor.getSnapshot(), noop);
    actor.send({ type: "CHOOSE", questionId: 1, optionId: 99 });
    actor.send({ type: "CHOOSE", questionId: 1, optionId: 12 });
    actor.send({ type: "SUBMIT" });
    expect(view()).toMatchObject({ phase: "ready", incomplete: true });
    actor.send({ type: "CHOOSE", questionId: 2, optionId: 21 });
    expect(view().incomplete).toBe(false);
    actor.send({ type: "SUBMIT" });
    await waitFor(actor, (s) => s.matches("graded"));
    expect(sent).toEqual([
      [
        { questionId: 1, optionId: 12 },
        { questionId: 2, optionId: 21 },
      ],
    ]);
    expect(view().result).toMatchObject({ passed: true, certificateCode: "ABCD-EFGH-JKLM-NPQR" });
    // Going on reads the exam again: passed, with the certificate's code, no questions, nothing chosen.
    actor.send({ type: "CONTINUE" });
    await waitFor(actor, (s) => s.matches("ready"));
    expect(view()).toMatchObject({ answers: {}, result: null });
    expect(view().exam).toMatchObject({ open: false, closedReason: "passed", questions: [] });
  });

  it("a closed exam sends nothing; a refusal while grading keeps the choices and says why", async () => {
    let calls = 0;
    const closed = start([courseExam("modules")], async () => {
      calls += 1;
      return examResult(false);
    });
    await waitFor(closed, (s) => s.matches("ready"));
    closed.send({ type: "SUBMIT" });
    expect(closed.getSnapshot().matches("ready")).toBe(true);
    expect(connectCourseExam(closed.getSnapshot(), noop).incomplete).toBe(false);
    expect(calls).toBe(0);

    const refused = start([courseExam()], () =>
      Promise.reject(courseExamFailureOf(new CallFailed(409, null, "x"))),
    );
    await waitFor(refused, (s) => s.matches("ready"));
    refused.send({ type: "CHOOSE", questionId: 1, optionId: 11 });
    refused.send({ type: "CHOOSE", questionId: 2, optionId: 22 });
    refused.send({ type: "SUBMIT" });
    await waitFor(refused, (s) => s.matches("ready") && s.context.failure !== null);
    expect(connectCourseExam(refused.getSnapshot(), noop)).toMatchObject({
      failure: { kind: "closed" },
      answers: { 1: 11, 2: 22 },
    });
  });

  it("reads the services' failures: 404 not hers, 401/403 signed out, 409 closed, else unexpected", () => {
    expect(courseExamFailureOf(new CallFailed(404, null, "x"))).toEqual({ kind: "notFound" });
    expect(courseExamFailureOf(new CallFailed(403, null, "x"))).toEqual({ kind: "signedOut" });
    expect(courseExamFailureOf(new CallFailed(409, null, "x"))).toEqual({ kind: "closed" });
    expect(courseExamFailureOf(new CallFailed(503, null, "x"))).toEqual({ kind: "unexpected" });
  });
});
