import type { SnapshotFrom } from "xstate";
import { courseExamMachine } from "#src/machines/course-exam/course-exam.machine.ts";
import { courseExam, examResult } from "#tests/fixtures/course-exam.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof courseExamMachine>;
type Event = ModelEvent<typeof courseExamMachine>;

/**
 * The certificate exam in the portal (issue 32, ADR 091): it loads open, closed (modules not done) or not at all;
 * the person answers one question, sends too early, answers the other (an option the question lacks is ignored),
 * sends; the server's grade (failed, passed) or a refusal (closed meanwhile); then the exam is read again.
 */
export const courseExamModel = defineModel({
  name: "course-exam",
  machine: courseExamMachine,
  complete: true,
  inputs: [{ subscriptionId: 41 }],
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    const { context } = snapshot;
    if (snapshot.matches("loading"))
      events.push(
        { type: "xstate.done.actor.load", output: courseExam() },
        { type: "xstate.done.actor.load", output: courseExam("modules") },
        { type: "xstate.error.actor.load", error: { kind: "unexpected" } },
      );
    if (snapshot.matches("failed")) events.push({ type: "RETRY" });
    if (snapshot.matches("ready")) {
      const next = context.exam?.questions.find((question) => context.answers[question.id] === undefined);
      if (next) events.push({ type: "CHOOSE", questionId: next.id, optionId: next.options[0]!.id });
      if (Object.keys(context.answers).length === 0)
        events.push({ type: "CHOOSE", questionId: 1, optionId: 99 });
      if (!context.incomplete) events.push({ type: "SUBMIT" });
    }
    if (snapshot.matches("grading"))
      events.push(
        { type: "xstate.done.actor.attempt", output: examResult(false) },
        { type: "xstate.done.actor.attempt", output: examResult(true) },
        { type: "xstate.error.actor.attempt", error: { kind: "closed" } },
      );
    if (snapshot.matches("graded")) events.push({ type: "CONTINUE" });
    return events;
  },
  describeEvent: {
    CHOOSE: "the person chooses an option of a question",
    SUBMIT: "the person sends the answers",
    CONTINUE: "the person goes on after the result",
    RETRY: "the person asks to load the exam again",
  },
});
