import type { SnapshotFrom } from "xstate";
import { coursePortalMachine } from "#src/machines/course-portal/course-portal.machine.ts";
import { portalCourse } from "#tests/fixtures/portal-course.ts";
import { defineModel, type ModelEvent } from "../model.ts";

type Snapshot = SnapshotFrom<typeof coursePortalMachine>;
type Event = ModelEvent<typeof coursePortalMachine>;

const report = { lessonId: 7, watchedSeconds: 20, positionSeconds: 20 };
const saved = { lessonId: 7, watchedSeconds: 20, positionSeconds: 20, done: false, progress: 0 };

/**
 * The student portal (issue 32): the course loads open, closed (expired) or not at all; a lesson opens (a locked
 * one does not); the player's reports are saved one at a time, a report during a save sent after it; a save
 * refused because another IP streams (ADR 096) stops the portal with a retry.
 */
export const coursePortalModel = defineModel({
  name: "course-portal",
  machine: coursePortalMachine,
  complete: true,
  inputs: [{ subscriptionId: 41 }],
  events: (snapshot: Snapshot): readonly Event[] => {
    const events: Event[] = [];
    if (snapshot.matches("loading"))
      events.push(
        { type: "xstate.done.actor.load", output: portalCourse() },
        { type: "xstate.done.actor.load", output: portalCourse("expired") },
        { type: "xstate.error.actor.load", error: { kind: "notFound" } },
        { type: "xstate.error.actor.load", error: { kind: "elsewhere" } },
      );
    if (snapshot.matches("failed")) events.push({ type: "RETRY" });
    if (snapshot.matches("open") && snapshot.context.lessonId === null)
      events.push({ type: "OPEN_LESSON", lessonId: 7 }, { type: "OPEN_LESSON", lessonId: 9 });
    if (snapshot.matches({ open: "idle" }) && snapshot.context.lessonId !== null)
      events.push({ type: "REPORT", report });
    if (snapshot.matches({ open: "saving" })) {
      events.push(
        { type: "xstate.done.actor.save", output: saved },
        { type: "xstate.error.actor.save", error: {} },
        { type: "xstate.error.actor.save", error: { kind: "elsewhere" } },
      );
      if (snapshot.context.pending === null)
        events.push({ type: "REPORT", report: { ...report, watchedSeconds: 25 } });
    }
    return events;
  },
  describeEvent: {
    RETRY: "the person tries loading the course again",
    OPEN_LESSON: "the person opens a lesson of the outline (an open one, or a locked one, which stays shut)",
    REPORT: "the player reports the seconds watched and where playback stands",
  },
});
