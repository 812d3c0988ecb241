import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mediaLinkValid } from "../media/media-links.ts";
import { useCheckoutApi } from "./checkout-test-kit.ts";

interface Lesson {
  id: number;
  durationSeconds: number;
  watchedSeconds: number;
  positionSeconds: number;
  done: boolean;
  videoUrl: string | null;
  materialUrl: string | null;
}
interface Course {
  access: string;
  progress: number;
  resumeLessonId: number | null;
  modules: { releasedOn: string; locked: boolean; lessons: Lesson[] }[];
}

const portal = (id: number) => `/api/candidate/portal/courses/${id}`;
const progressOf = (id: number, lesson: number) => `${portal(id)}/lessons/${lesson}/progress`;

describe("the student portal over HTTP (issue 32): a course the token's person holds", () => {
  const { as, call, rows } = useCheckoutApi();
  const subscriptionOf = async (slug: string) =>
    (
      await rows<{ id: number }>(
        sql`select s.id from subscriptions s join courses c on c.id = s.course_id join users u on u.id = s.user_id
             where u.username = 'aluno' and c.friendly_url = ${slug} order by s.id desc limit 1`,
      )
    )[0]!.id;
  let drip = 0;
  let fresh = 0;
  beforeAll(async () => {
    drip = await subscriptionOf("acls-suporte-avancado-de-vida-em-cardiologia");
    fresh = await subscriptionOf("medicina-de-emergencia-sala-vermelha");
  });
  const read = async (id: number, username = "aluno") => {
    const response = await as(username)(portal(id), { method: "GET" });
    return { status: response.status, course: response.json as unknown as Course };
  };
  const report = (id: number, lesson: number, body: unknown, username = "aluno") =>
    as(username)(progressOf(id, lesson), { method: "PUT", body });

  it("lists modules with their release dates: the dripped ones locked, without their content", async () => {
    const { status, course } = await read(drip);
    expect(status).toBe(200);
    expect(course.access).toBe("open");
    const [first, second, third] = course.modules;
    expect(first!.locked).toBe(false);
    expect(second!.locked, "30 days after a payment 40 days ago").toBe(false);
    expect(third!.locked).toBe(true);
    expect(third!.releasedOn > first!.releasedOn).toBe(true);
    expect(third!.lessons.every((lesson) => lesson.videoUrl === null)).toBe(true);
    expect(course.resumeLessonId).toBe(first!.lessons[0]!.id);
  });

  it("hands out an open video lesson's address signed for a few hours, which the media stage checks", async () => {
    const { course: before } = await read(fresh);
    const lesson = before.modules[0]!.lessons[0]!;
    await rows(sql`update lessons set video_url = '/media/aulas/aula-demo-1.mp4' where id = ${lesson.id}`);
    try {
      const { course } = await read(fresh);
      const videoUrl = course.modules[0]!.lessons[0]!.videoUrl!;
      const address = new URL(videoUrl, "http://sabia.test");
      expect(address.pathname).toBe("/media/aulas/aula-demo-1.mp4");
      const [secret] = await rows<{ value: string }>(
        sql`select value from parameters where key = 'media_secret'`,
      );
      const now = Math.floor(Date.now() / 1000);
      expect(mediaLinkValid(secret!.value, address.pathname, address.searchParams, now)).toBe(true);
      expect(mediaLinkValid(secret!.value, address.pathname, address.searchParams, now + 5 * 3600)).toBe(
        false,
      );
      expect(mediaLinkValid(secret!.value, "/media/aulas/aula-demo-2.mp4", address.searchParams, now)).toBe(
        false,
      );
    } finally {
      await rows(sql`update lessons set video_url = null where id = ${lesson.id}`);
    }
  });

  it("hands out an open lesson's PDF material signed like a video; a locked lesson's, never", async () => {
    const { course } = await read(drip);
    const [, open, locked] = course.modules;
    const material = new URL(open!.lessons[0]!.materialUrl!, "http://sabia.test");
    expect(material.pathname).toMatch(/^\/media\/aulas\/material-\d\.pdf$/);
    const [secret] = await rows<{ value: string }>(
      sql`select value from parameters where key = 'media_secret'`,
    );
    const now = Math.floor(Date.now() / 1000);
    expect(mediaLinkValid(secret!.value, material.pathname, material.searchParams, now)).toBe(true);
    expect(locked!.lessons.every((lesson) => lesson.materialUrl === null)).toBe(true);
    expect(course.modules[0]!.lessons[0]!.materialUrl, "the free lesson has no paid material").toBeNull();
  });

  it("keeps watched time from going backwards or past the real duration, and counts 90 % as done", async () => {
    const { course } = await read(fresh);
    const lesson = course.modules[0]!.lessons[1]!;
    const saved = async (body: unknown) => {
      const response = await report(fresh, lesson.id, body);
      expect(response.status).toBe(200);
      return response.json as unknown as Lesson & { progress: number };
    };
    expect(await saved({ watchedSeconds: 60, positionSeconds: 60 })).toMatchObject({
      watchedSeconds: 60,
      positionSeconds: 60,
      done: false,
    });
    expect(
      await saved({ watchedSeconds: 10, positionSeconds: 10 }),
      "a rewind moves only the resume point",
    ).toMatchObject({ watchedSeconds: 60, positionSeconds: 10, done: false });
    expect((await read(fresh)).course.resumeLessonId, "resumes where it stopped").toBe(lesson.id);
    const past = await saved({ watchedSeconds: 86_400, positionSeconds: 86_400 });
    expect(past).toMatchObject({ watchedSeconds: lesson.durationSeconds, done: true });
    expect(past.progress).toBeGreaterThan(course.progress);
    const myCourses = (
      await rows<{ done: number }>(
        sql`select count(completed_at)::int as done from lesson_progress p join users u on u.id = p.user_id
           where u.username = 'aluno' and p.lesson_id = ${lesson.id}`,
      )
    )[0]!;
    expect(myCourses.done).toBe(1);
  });

  it("shows My Courses the same progress figure the portal shows", async () => {
    const { course } = await read(drip);
    const lesson = course.modules[1]!.lessons[0]!;
    const saved = await report(drip, lesson.id, {
      watchedSeconds: lesson.durationSeconds,
      positionSeconds: 0,
    });
    const portalFigure = (saved.json as unknown as { progress: number }).progress;
    expect(portalFigure).toBeGreaterThan(course.progress);
    expect((await read(drip)).course.progress).toBe(portalFigure);
    const [owner] = await rows<{ email: string; cpf: string }>(
      sql`select email, cpf from users where username = 'aluno'`,
    );
    const listed = await as("aluno")("/api/candidate/courses/my-courses", { body: owner });
    const mine = (listed.json as unknown as { subscriptionId: number; progress: number }[]).find(
      (item) => item.subscriptionId === drip,
    );
    expect(mine?.progress).toBe(portalFigure);
  });

  it("answers 404 for another person's course and progress, and for a locked lesson", async () => {
    expect((await read(drip, "professor")).status).toBe(404);
    const { course } = await read(drip);
    const open = course.modules[0]!.lessons[0]!;
    expect((await report(drip, open.id, { watchedSeconds: 5, positionSeconds: 5 }, "professor")).status).toBe(
      404,
    );
    const locked = course.modules[2]!.lessons[0]!;
    expect((await report(drip, locked.id, { watchedSeconds: 5, positionSeconds: 5 })).status).toBe(404);
    const otherCourse = (await read(fresh)).course.modules[0]!.lessons[0]!;
    expect((await report(drip, otherCourse.id, { watchedSeconds: 5, positionSeconds: 5 })).status).toBe(404);
    const unpaid = await subscriptionOf("transtornos-de-ansiedade");
    expect((await read(unpaid)).status, "never paid: nothing to study").toBe(404);
  });

  it("says why access is closed: expired, or cancelled (spec §4), and takes no progress then", async () => {
    const expired = await read(await subscriptionOf("eletrocardiograma-descomplicado"));
    expect(expired).toMatchObject({ status: 200, course: { access: "expired", modules: [] } });
    const cancelledId = await subscriptionOf("habilidades-dbt-para-terapeutas");
    expect((await read(cancelledId)).course).toMatchObject({ access: "cancelled", resumeLessonId: null });
    const lessonId = (
      await rows<{ id: number }>(
        sql`select l.id from lessons l join course_modules m on m.id = l.module_id join subscriptions s
             on s.course_id = m.course_id where s.id = ${cancelledId} limit 1`,
      )
    )[0]!.id;
    expect((await report(cancelledId, lessonId, { watchedSeconds: 5, positionSeconds: 5 })).status).toBe(404);
  });

  it("answers 400 naming the field on bad input, and 401 without a token", async () => {
    const lesson = (await read(fresh)).course.modules[0]!.lessons[0]!;
    for (const [body, field] of [
      [{ watchedSeconds: -1, positionSeconds: 0 }, "watchedSeconds"],
      [{ watchedSeconds: 1, positionSeconds: 1.5 }, "positionSeconds"],
      [{ positionSeconds: 1 }, "watchedSeconds"],
    ] as const) {
      const response = await report(fresh, lesson.id, body);
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.json)).toContain(field);
    }
    expect((await as("aluno")("/api/candidate/portal/courses/abc", { method: "GET" })).status).toBe(400);
    expect((await call(portal(fresh), { method: "GET" })).status).toBe(401);
  });
});
