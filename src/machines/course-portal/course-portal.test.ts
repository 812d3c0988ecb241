import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { portalCourse } from "#tests/fixtures/portal-course.ts";
import { CallFailed } from "#src/services/runtime.ts";
import { coursePortalFailureOf } from "./course-portal.actors.ts";
import { connectCoursePortal } from "./course-portal.connect.ts";
import { coursePortalMachine } from "./course-portal.machine.ts";
import type { LessonReportOf, PortalCourse } from "./course-portal.types.ts";

const start = (load: () => Promise<PortalCourse>, sent: LessonReportOf[] = [], release?: Promise<void>) => {
  const machine = coursePortalMachine.provide({
    actors: {
      load: fromPromise(load),
      save: fromPromise(async ({ input }) => {
        sent.push(input.report);
        await release;
        return { ...input.report, done: input.report.watchedSeconds >= 54, progress: 50 };
      }),
    },
  });
  const actor = createActor(machine, { input: { subscriptionId: 41 } });
  actor.start();
  return actor;
};
const noop = () => undefined;

describe("course portal machine", () => {
  it("opens a released lesson, never a locked one, and resumes where the server says", async () => {
    const actor = start(async () => portalCourse());
    await waitFor(actor, (s) => s.matches("open"));
    const view = () => connectCoursePortal(actor.getSnapshot(), noop);
    expect(view().resumeLesson?.title).toBe("Introdução");
    actor.send({ type: "OPEN_LESSON", lessonId: 9 });
    expect(view().lesson).toBeNull();
    actor.send({ type: "OPEN_LESSON", lessonId: 8 });
    expect(view().lesson?.title).toBe("Leitura");
  });

  it("saves one report at a time; the newest one sent meanwhile goes next and updates the outline", async () => {
    const sent: LessonReportOf[] = [];
    let release: () => void = noop;
    const actor = start(async () => portalCourse(), sent, new Promise<void>((done) => (release = done)));
    await waitFor(actor, (s) => s.matches("open"));
    actor.send({ type: "OPEN_LESSON", lessonId: 7 });
    actor.send({ type: "REPORT", report: { lessonId: 7, watchedSeconds: 20, positionSeconds: 20 } });
    actor.send({ type: "REPORT", report: { lessonId: 7, watchedSeconds: 30, positionSeconds: 30 } });
    actor.send({ type: "REPORT", report: { lessonId: 7, watchedSeconds: 55, positionSeconds: 55 } });
    release();
    await waitFor(actor, (s) => s.matches({ open: "idle" }));
    expect(sent.map((report) => report.watchedSeconds)).toEqual([20, 55]);
    const view = connectCoursePortal(actor.getSnapshot(), noop);
    expect(view.lesson).toMatchObject({ watchedSeconds: 55, done: true });
    expect(view.course?.progress).toBe(50);
  });

  it("a closed course only says why; a refused one says it is not hers", async () => {
    const closed = start(async () => portalCourse("cancelled"));
    await waitFor(closed, (s) => s.matches("closed"));
    expect(connectCoursePortal(closed.getSnapshot(), noop).course?.access).toBe("cancelled");
    const refused = start(() => Promise.reject(coursePortalFailureOf(new CallFailed(404, null, "no"))));
    await waitFor(refused, (s) => s.matches("failed"));
    expect(connectCoursePortal(refused.getSnapshot(), noop).failure).toEqual({ kind: "notFound" });
  });

  it("stops when a save is refused because another IP streams (ADR 096); a retry reopens the same lesson", async () => {
    let refuse = true;
    const machine = coursePortalMachine.provide({
      actors: {
        load: fromPromise(async () => portalCourse()),
        save: fromPromise(async ({ input }) => {
          if (refuse) throw coursePortalFailureOf(new CallFailed(409, null, "elsewhere"));
          return { ...input.report, done: false, progress: 0 };
        }),
      },
    });
    const actor = createActor(machine, { input: { subscriptionId: 41 } });
    actor.start();
    await waitFor(actor, (s) => s.matches("open"));
    actor.send({ type: "OPEN_LESSON", lessonId: 7 });
    actor.send({ type: "REPORT", report: { lessonId: 7, watchedSeconds: 20, positionSeconds: 20 } });
    await waitFor(actor, (s) => s.matches("failed"));
    expect(connectCoursePortal(actor.getSnapshot(), noop)).toMatchObject({
      phase: "failed",
      failure: { kind: "elsewhere" },
    });
    refuse = false;
    actor.send({ type: "RETRY" });
    await waitFor(actor, (s) => s.matches("open"));
    expect(connectCoursePortal(actor.getSnapshot(), noop).lesson?.id).toBe(7);
  });

  it("reads the services' failures: 401 signed out, 404 not hers, 409 elsewhere, anything else unexpected", () => {
    expect(coursePortalFailureOf(new CallFailed(409, null, "x"))).toEqual({ kind: "elsewhere" });
    expect(coursePortalFailureOf(new CallFailed(401, null, "x"))).toEqual({ kind: "signedOut" });
    expect(coursePortalFailureOf(new CallFailed(404, null, "x"))).toEqual({ kind: "notFound" });
    expect(coursePortalFailureOf(new CallFailed(null, null, "x"))).toEqual({ kind: "unexpected" });
  });
});
